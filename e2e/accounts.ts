/**
 * Accounts the browser tests share, made through the portal's own API before any test file runs: the first
 * administrator's forced password change is done once here (so every file can sign in as a ready administrator),
 * and a second administrator keeps its initial password for the test of the forced change itself.
 */
export interface E2eAccounts {
  adminPassword: string;
  firstUser: string;
  firstPassword: string;
}

const READY_PASSWORD = 'E2e-admin-ready-passw0rd';
const FIRST_USER = 'e2e.first';
const FIRST_PASSWORD = 'E2e-first-initial-passw0rd';

/** A cookie-keeping client of the portal's `/api`, sending the portal's Origin as a browser would. */
export function portalApi(portalUrl: string) {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${portalUrl}${path}`, {
      method,
      headers: { origin: portalUrl, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    if (setCookie) cookie = setCookie;
    const text = await res.text();
    const json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return json;
  };
  return { call, signIn: (username: string, password: string) => call('POST', '/api/auth/login', { username, password }) };
}

export async function prepareAccounts(portalUrl: string, adminUser: string, initialPassword: string): Promise<E2eAccounts> {
  const api = portalApi(portalUrl);
  await api.signIn(adminUser, initialPassword);
  await api.call('POST', '/api/auth/change-password', { currentPassword: initialPassword, newPassword: READY_PASSWORD });
  await api.signIn(adminUser, READY_PASSWORD);
  const roles = (await api.call('GET', '/api/admin/roles')) as { data?: { id: string; name: string }[] } | { id: string; name: string }[];
  const list = Array.isArray(roles) ? roles : (roles.data ?? []);
  const administrator = list.find((r) => r.name === 'Administrator');
  if (!administrator) throw new Error('no Administrator role');
  await api.call('POST', '/api/admin/users', { username: FIRST_USER, name: 'E2e First Admin', password: FIRST_PASSWORD, roleIds: [administrator.id], mustChangePassword: true });
  return { adminPassword: READY_PASSWORD, firstUser: FIRST_USER, firstPassword: FIRST_PASSWORD };
}
