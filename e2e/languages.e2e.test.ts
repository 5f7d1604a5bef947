import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { env, keepFailure, launchBrowser, picture } from './browser';
import { portalApi } from './accounts';

// A loaded machine makes sign-in, save and reload slow: more room than the default.
describe('languages (issue 36): a user switches the portal to Welsh on their profile', { timeout: 120_000 }, () => {
  let browser: Browser;
  let page: Page;
  const portal = () => env('E2E_PORTAL_URL');
  const suffix = Date.now().toString(36).slice(-5);
  const USER = `e2e.cymraeg.${suffix}`;
  const PASSWORD = 'Iaith-gymraeg-e2e-pw-42';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    // A user of their own: the administrator the other tests share stays in English.
    const api = portalApi(portal());
    await api.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    const roles = (await api.call('GET', '/api/admin/roles')) as { data?: { id: string; name: string }[] } | { id: string; name: string }[];
    const administrator = (Array.isArray(roles) ? roles : (roles.data ?? [])).find((r) => r.name === 'Administrator')!;
    await api.call('POST', '/api/admin/users', { username: USER, name: 'Eleri Cymraeg', password: PASSWORD, roleIds: [administrator.id], mustChangePassword: false });
  });
  afterEach(async (context) => keepFailure(page, context.task));
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the menu and dashboard in Welsh once chosen, and after a reload', async () => {
    await page.goto(`${portal()}/profile`);
    await page.waitForURL(/\/login/);
    await page.getByLabel('Username').fill(USER);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/profile$/);
    const menu = page.getByRole('menu').first();
    await menu.getByText('Dashboard', { exact: true }).waitFor();

    await page.getByLabel('Language').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Cymraeg' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The whole portal switches at once, without a reload.
    await menu.getByText('Dangosfwrdd', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Fy mhroffil' }).waitFor();
    await page.getByText("Proffil wedi'i gadw").waitFor();
    expect(await menu.getByText('Dashboard', { exact: true }).count()).toBe(0);

    await menu.getByText('Dangosfwrdd', { exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Croeso, Eleri Cymraeg' }).waitFor();
    await page.getByText('Meysydd', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Croeso, Eleri Cymraeg' }).waitFor();
    await menu.getByText('Hyfforddiant', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cy');
    await picture(page, 'languages-dashboard-cymraeg');
  });
});
