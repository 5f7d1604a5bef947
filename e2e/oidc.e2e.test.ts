import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { env, launchBrowser, picture, signInAsAdmin } from './browser';
import { portalApi } from './accounts';
import { E2E_SSO } from './stack-options';

/**
 * Sign-in by redirect in Chromium against the real local OpenID provider global-setup starts (oidc-provider, its
 * development login and consent pages), association of the new identity to a local account by its password, and the
 * users admin screen: the employee picker and the linked sign-in removed after a confirmation.
 */
describe('sign-in with an external identity provider, association, and the users admin screen', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const portal = () => env('E2E_PORTAL_URL');
  const issuer = () => env('E2E_OIDC_ISSUER');
  const suffix = Date.now().toString(36).slice(-5);
  const USER = `e2e.sso.${suffix}`;
  const PASSWORD = 'Sso-association-e2e-pw-58';
  const SUBJECT = `sso-${suffix}`;
  const LAST_NAME = `Ssolink${suffix}`;
  let userId: string;
  let employeeId: number;

  const newPage = async () => {
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    // The provider's development pages import a web font; the machine has no internet.
    await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
    return context.newPage();
  };
  const signedInAs = async () => {
    const res = await page.request.get(`${portal()}/api/auth/me`);
    return res.ok() ? ((await res.json()) as { user: { username: string } }).user.username : res.status();
  };
  /** From the portal's sign-in page through the provider's login (any password) and consent, back to the portal. */
  async function signInAtProvider() {
    await page.goto(`${portal()}/login`);
    await page.getByRole('link', { name: `Continue with ${E2E_SSO.name}` }).click();
    await page.waitForURL((url) => url.href.startsWith(issuer()));
    await page.locator('input[name="login"]').fill(SUBJECT);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.href.startsWith(portal()) && !url.pathname.startsWith('/api/'));
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const api = portalApi(portal());
    await api.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    const roles = (await api.call('GET', '/api/admin/roles')) as { data?: { id: string; name: string }[] } | { id: string; name: string }[];
    const administrator = (Array.isArray(roles) ? roles : (roles.data ?? [])).find((r) => r.name === 'Administrator')!;
    userId = ((await api.call('POST', '/api/admin/users', { username: USER, name: 'E2e Sso', password: PASSWORD, roleIds: [administrator.id], mustChangePassword: false })) as { id: string }).id;
    employeeId = ((await api.call('POST', '/api/personnel/employees', { firstName: 'Sam', lastName: LAST_NAME, contracts: [{ startDate: '2020-01-01' }] })) as { id: number }).id;
    page = await newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in through the provider, associates the new identity to a local account by its password, and lands signed in', async () => {
    await signInAtProvider();
    await page.waitForURL(/\/associate$/);
    await page.getByText(`${SUBJECT}@idp.test`).first().waitFor();
    await page.getByLabel('Firecrest username').fill(USER);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.waitForURL(/\/dashboard/);
    expect(await signedInAs()).toBe(USER);
    await picture(page, 'oidc-associated-and-signed-in');

    // Signed out everywhere (the provider's session too): the linked identity now signs straight in.
    await context.close();
    page = await newPage();
    await signInAtProvider();
    await page.waitForURL(/\/dashboard/);
    expect(await signedInAs()).toBe(USER);
  });

  it("links the user to an employee with the picker and removes the linked sign-in after a confirmation", async () => {
    await context.close();
    page = await newPage();
    await signInAsAdmin(page, `/admin/rt/users/user/${userId}`);
    const picker = page.getByRole('combobox', { name: 'Employee' });
    await picker.click();
    const searched = page.waitForResponse((r) => r.url().includes('/api/personnel/employees/search?') && new URL(r.url()).searchParams.get('q') === LAST_NAME);
    await picker.fill(LAST_NAME);
    expect((await searched).ok()).toBe(true);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: LAST_NAME }).first().click();
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/users/${userId}`) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).request().postDataJSON()).toMatchObject({ employeeId: String(employeeId) });
    await page.getByText('User saved').waitFor();

    const row = page.getByRole('row').filter({ hasText: `${SUBJECT}@idp.test` });
    await row.getByText(E2E_SSO.name).waitFor();
    await row.getByRole('button', { name: /^Remove/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.ant-modal-confirm-title', { hasText: 'Remove this linked sign-in?' }).waitFor();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('Linked sign-in removed').waitFor();
    await page.getByText('No linked sign-ins').waitFor();
    await picture(page, 'oidc-users-admin-linked-sign-in-removed');
    const api = portalApi(portal());
    await api.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    expect(await api.call('GET', `/api/admin/users/${userId}/identities`)).toEqual({ data: [] });
    expect(await api.call('GET', `/api/admin/users/${userId}`)).toMatchObject({ employeeId: String(employeeId) });
  });
});
