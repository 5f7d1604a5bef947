import { lazy, Suspense } from 'react';
import { Skeleton, Typography } from 'antd';
import { AreaLanding, useSession, useT } from '@firecrest/portal-kit';

// recharts only loads for those who see the charts, never on the sign-in path.
const AttentionCharts = lazy(async () => ({ default: (await import('./dashboard-charts')).AttentionCharts }));
const UpcomingTraining = lazy(async () => ({ default: (await import('./dashboard-upcoming')).UpcomingTraining }));

/** The entry page after sign-in: what needs attention now, then the areas this user can open. */
export function DashboardPage() {
  const { t } = useT('shell');
  const name = useSession((s) => s.user?.name);
  const canSeeStatus = useSession((s) => s.can('STATUSES'));
  const canSeeCourses = useSession((s) => s.can('COURSES'));
  return (
    <div>
      <Typography.Title level={2}>{t('dashboard.welcome', { name })}</Typography.Title>
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
        title={t('dashboard.areas')}
        intro={t('dashboard.intro')}
        cards={[
          { title: t('menu.personnel'), description: t('dashboard.personnel'), path: '/personnel', module: 'PERSONNEL' },
          { title: t('menu.areaStatus'), description: t('dashboard.areaStatus'), path: '/competency-status/location', module: 'STATUSES' },
          { title: t('area.admin'), description: t('dashboard.administration'), path: '/admin', module: 'USERS' },
          { title: t('area.system'), description: t('dashboard.system'), path: '/system', module: 'SYSTEM' },
          { title: t('menu.training'), description: t('dashboard.training'), path: '/training', module: 'COURSES' },
          { title: t('menu.lms'), description: t('dashboard.lms'), path: '/training/lms', module: 'LMS_IMPORTS' },
          { title: t('menu.webhooks'), description: t('dashboard.webhooks'), path: '/system/webhooks', module: 'WEBHOOKS' },
        ]}
      />
    </div>
  );
}
