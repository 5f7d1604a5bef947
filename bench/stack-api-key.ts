/** An API key on a bench stack: the admin signs in (changing the generated first password once) and creates one. */
const NEW_PASSWORD = 'Bench-passw0rd-2026';

export async function benchApiKey(gateway: string, adminPassword: string): Promise<string> {
  const login = async (password: string) => fetch(`${gateway}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });
  let res = await login(NEW_PASSWORD);
  if (!res.ok) {
    res = await login(adminPassword);
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    await fetch(`${gateway}/api/auth/change-password`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ currentPassword: adminPassword, newPassword: NEW_PASSWORD }) });
    res = await login(NEW_PASSWORD);
  }
  const cookie = res.headers.get('set-cookie')!.split(';')[0];
  const created = await fetch(`${gateway}/api/api-keys`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
  return ((await created.json()) as { key: string }).key;
}
