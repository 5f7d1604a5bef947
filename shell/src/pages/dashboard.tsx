import { lazy, Suspense } from 'react';
import { Skeleton, Typography } from 'antd';
import { AreaLanding, useSession } from '@firecrest/portal-kit';

// recharts only loads for those who see the charts, never on the sign-in path.
const AttentionCharts = lazy(async () => ({ default: (await import('./dashboard-charts')).AttentionCharts }));
const UpcomingTraining = lazy(async () => ({ default: (await import('./dashboard-upcoming')).UpcomingTraining }));

/** The entry page after sign-in: what needs attention now, then the areas this user can open. */
export function DashboardPage() {
  const name = useSession((s) => s.user?.name);
  const canSeeStatus = useSession((s) => s.can('STATUSES'));
  const canSeeCourses = useSession((s) => s.can('COURSES'));
  return (
    <div>
      <Typography.Title level={2}>Welcome, {name}</Typography.Title>
      {canSeeStatus && (
        <div style={{ marginBottom: 24 }}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <AttentionCharts />
          </Suspense>
        </div>
      )}
      {canSeeCourses && (
        <div style={{ marginBottom: 24 }}>
          <Suspense fallback={<Skeleton active />}>
            <UpcomingTraining />
          </Suspense>
        </div>
      )}
      <AreaLanding
        title="Areas"
        intro="Firecrest keeps track of who is qualified for what, what expires when, and which training runs where."
        cards={[
          { title: 'Personnel', description: 'Personnel records, competencies and action plans.', path: '/personnel', module: 'PERSONNEL' },
          { title: 'Area status', description: 'Competency status by station, with the expiry colours.', path: '/competency-status/location', module: 'STATUSES' },
          { title: 'Administration', description: 'Users, roles, locations and the organisation lists.', path: '/admin', module: 'USERS' },
          { title: 'System administration', description: 'Webhooks, logs, scheduled tasks, API keys and integrations.', path: '/system', module: 'SYSTEM' },
          { title: 'Training', description: 'Training planner, LMS imports, course templates and resources.', path: '/training', module: 'COURSES' },
          { title: 'LMS imports', description: 'Completion records imported from the learning management system.', path: '/training/lms', module: 'LMS_IMPORTS' },
          { title: 'Webhooks', description: 'Outbound notifications to other systems.', path: '/system/webhooks', module: 'WEBHOOKS' },
        ]}
      />
    </div>
  );
}
