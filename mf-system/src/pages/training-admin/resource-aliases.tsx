import { Navigate, useParams, type RouteObject } from 'react-router';

/** The screen of one resource at its top-level address, keeping the id of the admin one. */
function ResourceAlias() {
  const { id } = useParams();
  return <Navigate to={`/training-resources/${id}`} replace />;
}

/**
 * §2.3's admin addresses of training resources open the one set of screens at §2.3's top-level addresses
 * (`/training-resources`), as `/system/auditlog` opens the audit log: one address in the bar for each screen.
 */
export const resourceAliasRoutes: RouteObject[] = [
  { path: 'rt/training/training-resources', element: <Navigate to="/training-resources" replace /> },
  { path: 'rt/training/training-resources/:id', element: <ResourceAlias /> },
  // §2.3 calendar: the training calendar is the planner's (one calendar screen, its filters in the address).
  { path: 'rt/calendar', element: <Navigate to="/training-planner/rt/list?view=calendar" replace /> },
  // Facilities and equipment are training resources of those types (§3.2): their lists open the resources, filtered.
  ...(['facility', 'equipment'] as const).flatMap((list) => {
    const type = list === 'facility' ? 'Facility' : 'Equipment';
    return [
      { path: `rt/${list}-list`, element: <Navigate to={`/training-resources?type=${type}`} replace /> },
      { path: `rt/${list}-list/new`, element: <Navigate to={`/training-resources?type=${type}&new=1`} replace /> },
      { path: `rt/${list}-list/details/:id`, element: <ResourceAlias /> },
    ];
  }),
];

/** An address whose number 0 means "new" and a positive number the item to update (§2.3 attendance-option-reasons). */
export function ReasonByNumber({ path }: { path: string }) {
  const { id } = useParams();
  return <Navigate to={Number(id) > 0 ? `/admin/${path}/details/${id}` : `/admin/${path}/new`} replace />;
}
