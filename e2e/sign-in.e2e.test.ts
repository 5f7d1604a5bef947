import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { env, launchBrowser, picture } from './browser';
import { portalApi } from './accounts';

describe('sign-in: public pages of §2.2 and the landing page after sign-in', () => {
  let browser: Browser;
  let page: Page;
  const portal = () => env('E2E_PORTAL_URL');
  const suffix = Date.now().toString(36).slice(-5);
  const USER = `e2e.landing.${suffix}`;
  const PASSWORD = 'Landing-page-e2e-pw-42';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    const api = portalApi(portal());
    await api.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    const roles = (await api.call('GET', '/api/admin/roles')) as { data?: { id: string; name: string }[] } | { id: string; name: string }[];
    const administrator = (Array.isArray(roles) ? roles : (roles.data ?? [])).find((r) => r.name === 'Administrator')!;
    const created = (await api.call('POST', '/api/admin/users', { username: USER, name: 'E2e Landing', password: PASSWORD, roleIds: [administrator.id], mustChangePassword: false })) as { id: string };
    const detail = (await api.call('GET', `/api/admin/users/${created.id}`)) as { name: string; roleIds: string[] };
    await api.call('PUT', `/api/admin/users/${created.id}`, { name: detail.name, roleIds: detail.roleIds, landingPage: 'personnel' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows error403, account-disabled and the forgot-password pages without a sign-in', async () => {
    await page.goto(`${portal()}/error403`);
    await page.getByText('You do not have permission to open this page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/error403');
    await page.goto(`${portal()}/account-disabled?reason=locked`);
    await page.getByText('Account locked').waitFor();
    await page.goto(`${portal()}/login`);
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    await page.waitForURL(/\/forgotpasswordemailsend$/);
    await page.getByLabel('E-mail address').fill('nobody@brigade.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your e-mail').waitFor();
    await page.goto(`${portal()}/resetpassword?token=${'x'.repeat(43)}`);
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-e2e-pass-77');
    await page.getByLabel('Confirm new password').fill('Brand-new-e2e-pass-77');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').getByText('invalid, has expired or has already been used').waitFor();
    await picture(page, 'sign-in-reset-link-refused');
  });

  it('sends an unknown path through entry and sign-in to the user’s default landing page', async () => {
    await page.goto(`${portal()}/no-such-page-${suffix}`);
    await page.waitForURL(/\/login/);
    await page.getByLabel('Username').fill(USER);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/personnel\/rt\/personnel-list/);
    // The root goes to entry, which opens the landing page again.
    await page.goto(`${portal()}/`);
    await page.waitForURL(/\/personnel\/rt\/personnel-list/);
    await picture(page, 'sign-in-landing-page');
  });
});
