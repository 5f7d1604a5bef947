import type { AccessEvent, AccessLogRow } from '@firecrest/contracts';
import type { StoredAuditEntry } from '../../models/log-entries';

/** The gateway's sign-in and sign-out routes, as the audit log names them (the route, `method`), and how each signs in. */
const SIGN_IN_ROUTES: Record<string, string> = { '/api/auth/login': 'Sign-in page', '/api/auth/gartan-login': 'Roster hand-over' };
const SIGN_OUT_ROUTE = '/api/auth/logout';

/** Each event as a condition on audit entries: the route and the status the gateway answered. */
const EVENT_CONDITIONS: Record<AccessEvent, Record<string, unknown>> = {
  signIn: { method: { $in: Object.keys(SIGN_IN_ROUTES) }, statusCode: { $gte: 200, $lt: 300 } },
  failedSignIn: { method: { $in: Object.keys(SIGN_IN_ROUTES) }, statusCode: 401 },
  refusedSignIn: { method: { $in: Object.keys(SIGN_IN_ROUTES) }, statusCode: { $in: [403, 429] } },
  signOut: { method: SIGN_OUT_ROUTE, statusCode: { $gte: 200, $lt: 300 } },
};

/** The audit entries the access log shows: one event, or any of them. */
export const accessCondition = (event?: AccessEvent): Record<string, unknown> =>
  event ? EVENT_CONDITIONS[event] : { $or: Object.values(EVENT_CONDITIONS) };

export function accessEventOf(e: StoredAuditEntry): AccessEvent {
  if (e.method === SIGN_OUT_ROUTE) return 'signOut';
  const status = e.statusCode ?? 0;
  return status >= 200 && status < 300 ? 'signIn' : status === 401 ? 'failedSignIn' : 'refusedSignIn';
}

export const toAccessRow = (e: StoredAuditEntry): AccessLogRow => ({
  id: e._id,
  username: e.username,
  event: accessEventOf(e),
  via: SIGN_IN_ROUTES[e.method] ?? 'Portal',
  ipAddress: e.ipAddress,
  createdDate: e.createdDate.toISOString(),
});
