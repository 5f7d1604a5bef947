import type { SessionUser } from '@firecrest/contracts';
import { Navigate } from 'react-router';
import { useSession } from '@firecrest/portal-kit';

/** Where each default landing page (spec §3.2 User) opens in the portal. */
export const LANDING_PATHS: Record<NonNullable<SessionUser['landingPage']>, string> = {
  dashboard: '/dashboard',
  personnel: '/personnel/rt/personnel-list',
  calendar: '/admin/rt/calendar',
};

export const landingPathOf = (user: Pick<SessionUser, 'landingPage'> | null | undefined) =>
  LANDING_PATHS[user?.landingPage ?? 'dashboard'] ?? '/dashboard';

/** `entry` (spec §2.2): the root and unknown paths come here; a signed-in user goes on to their landing page. */
export function EntryPage() {
  const user = useSession((s) => s.user);
  return <Navigate to={landingPathOf(user)} replace />;
}
