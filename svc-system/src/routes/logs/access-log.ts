import type { AccessEvent, AccessLogRow } from '@firecrest/contracts';
import type { StoredAuditEntry } from '../../models/log-entries';

/** The gateway's sign-in and sign-out routes, as the audit log names them (the route, `method`), and how each signs in. */
const SIGN_IN_ROUTES: Record<string, string> = { '/api/auth/login': 'Sign-in page', '/api/auth/gartan-login': 'Roster hand-over' };
const SIGN_OUT_ROUTE = '/api/auth/logout';

/**
 * Each event as a condition on audit entries: the route and the status the gateway answered. Used once, to mark the
 * entries stored before `accessEvent` was (see fillAccessEvents); the log itself reads `accessEvent`.
 */
export const EVENT_CONDITIONS: Record<AccessEvent, Record<string, unknown>> = {
  signIn: { method: { $in: Object.keys(SIGN_IN_ROUTES) }, statusCode: { $gte: 200, $lt: 300 } },
  failedSignIn: { method: { $in: Object.keys(SIGN_IN_ROUTES) }, statusCode: 401 },
  refusedSignIn: { method: { $in: Object.keys(SIGN_IN_ROUTES) }, statusCode: { $in: [403, 429] } },
  signOut: { method: SIGN_OUT_ROUTE, statusCode: { $gte: 200, $lt: 300 } },
};

const ACCESS_EVENT_KEYS = Object.keys(EVENT_CONDITIONS) as AccessEvent[];

/**
 * The audit entries the access log shows: one event, or any of them, by the event kept on each entry as it is stored
 * (an index of its own): the sign-ins are a few among every request, so a condition on route and status read them all.
 */
export const accessCondition = (event?: AccessEvent): Record<string, unknown> => ({ accessEvent: event ?? { $in: ACCESS_EVENT_KEYS } });

/** The access event an entry is (the same rule as EVENT_CONDITIONS), or null for any other request. */
export function accessEventOfRequest(method: string, statusCode: number | null): AccessEvent | null {
  const status = statusCode ?? 0;
  const ok = status >= 200 && status < 300;
  if (method === SIGN_OUT_ROUTE) return ok ? 'signOut' : null;
  if (!(method in SIGN_IN_ROUTES)) return null;
  return ok ? 'signIn' : status === 401 ? 'failedSignIn' : status === 403 || status === 429 ? 'refusedSignIn' : null;
}

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
