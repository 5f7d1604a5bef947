import { AreaLanding, useSession } from '@firecrest/portal-kit';

/** The entry page after sign-in: the areas this user can open. */
export function DashboardPage() {
  const name = useSession((s) => s.user?.name);
  return (
    <AreaLanding
      title={`Welcome, ${name}`}
      intro="Firecrest keeps track of who is qualified for what, what expires when, and which training runs where."
      cards={[
        { title: 'System administration', description: 'Webhooks, logs, scheduled tasks, API keys and integrations.', path: '/system', module: 'SYSTEM' },
        { title: 'Training', description: 'Training planner, LMS imports, course templates and resources.', path: '/training', module: 'COURSES' },
        { title: 'LMS imports', description: 'Completion records imported from the learning management system.', path: '/training/lms', module: 'LMS_IMPORTS' },
        { title: 'Personnel', description: 'Personnel records, competencies and action plans.', path: '/personnel', module: 'PERSONNEL' },
        { title: 'Webhooks', description: 'Outbound notifications to other systems.', path: '/system/webhooks', module: 'WEBHOOKS' },
      ]}
    />
  );
}
