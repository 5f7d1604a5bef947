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
];
