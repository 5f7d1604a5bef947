/** The administrator's password on a bench stack once its generated first password has been changed. */
export const BENCH_ADMIN_PASSWORD = 'Bench-passw0rd-2026';

/** A session of the admin on a bench stack (signing in, changing the generated first password once): its cookie. */
export async function benchSession(gateway: string, adminPassword: string): Promise<string> {
  const login = async (password: string) => fetch(`${gateway}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });
  let res = await login(BENCH_ADMIN_PASSWORD);
  if (!res.ok) {
    res = await login(adminPassword);
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    await fetch(`${gateway}/api/auth/change-password`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ currentPassword: adminPassword, newPassword: BENCH_ADMIN_PASSWORD }) });
    res = await login(BENCH_ADMIN_PASSWORD);
  }
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** An API key on a bench stack: the admin signs in and creates one. */
export async function benchApiKey(gateway: string, adminPassword: string): Promise<string> {
  const cookie = await benchSession(gateway, adminPassword);
  const created = await fetch(`${gateway}/api/api-keys`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
  return ((await created.json()) as { key: string }).key;
}
