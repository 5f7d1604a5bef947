import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chooseOption, env, keepFailure, launchBrowser, openedDialog, openInApp, picture, signInAsAdmin, watchRequests } from './browser';
import { portalApi } from './accounts';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const VIEWER_PASSWORD = 'Viewer-e2e-Passw0rd-Strong-91';

describe('personnel in a real browser: a station, an employee with a contract, a competency expiring in 20 days', () => {
  let browser: Browser;
  let page: Page;
  const portal = () => env('E2E_PORTAL_URL');
  const admin = portalApi(env('E2E_PORTAL_URL'));
  const ids: Record<string, number> = {};
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const callSign = `E2E${suffix}`;

  /** Picks an option of an antd Select by typing into its search box (or opening it) and clicking the option. */
  const choose = (label: string, option: string) => chooseOption(page, page.getByRole('combobox', { name: label }).first(), option);

  beforeAll(async () => {
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    ids.group = (await admin.call('POST', '/api/personnel/organisation/staffGroup', { name: `Wholetime ${suffix}` })).id;
    ids.competency = (await admin.call('POST', '/api/training/reference-items/competency', { code: `BA${suffix}`, name: `Breathing apparatus ${suffix}` })).id;
    browser = await launchBrowser();
    page = watchRequests(await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage());
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a station in the admin area', async () => {
    await signInAsAdmin(page, '/admin/rt/location/list/new');
    await page.getByRole('heading', { name: 'New location' }).waitFor();
    await page.getByLabel('Call sign').fill(callSign);
    await page.getByLabel('Name', { exact: true }).fill(`Northgate ${suffix}`);
    await picture(page, 'personnel-01-new-station', { fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/rt\/location\/list$/);
    await expect.poll(() => page.getByText(callSign).count()).toBeGreaterThan(0);
    const stations = (await admin.call('GET', '/api/personnel/locations')).data as { id: number; callSign: string }[];
    ids.station = stations.find((s) => s.callSign === callSign)!.id;
  });

  it('creates an employee with a default phone number and a contract', async () => {
    await page.goto(`${portal()}/personnel/rt/personnel-list`);
    await page.getByRole('link', { name: 'New employee' }).click();
    await page.waitForURL(/\/personnel-list\/new$/);
    await page.getByRole('heading', { name: 'New employee' }).waitFor();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill(`Ashdown${suffix}`);
    await page.getByRole('button', { name: 'Add phone number' }).click();
    await page.locator('#phones_0_number').fill('07700 900123');
    await choose('Station', callSign);
    await choose('Staff group', `Wholetime ${suffix}`);
    await page.getByLabel('Service no').fill(`FF${suffix}`);
    await page.locator('#contract_startDate').fill('2021-04-01');
    await picture(page, 'personnel-02-new-employee', { fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/personnel-list\/\d+\/dashboard$/);
    ids.employee = Number(/personnel-list\/(\d+)\//.exec(page.url())![1]);
    await expect.poll(() => page.getByRole('heading', { name: `Robin Ashdown${suffix}` }).count()).toBe(1);
    const stored = await admin.call('GET', `/api/personnel/employees/${ids.employee}`);
    expect(stored.phones).toEqual([{ prefix: '', number: '07700 900123', isDefault: true }]);
    expect(stored.contracts).toMatchObject([{ stationId: ids.station, staffGroupId: ids.group, serviceNumber: `FF${suffix}`, startDate: '2021-04-01', isDefault: true }]);
  });

  it('refuses an overlapping contract with the §5.2 message', async () => {
    await page.getByRole('tab', { name: 'Contracts' }).click();
    await page.getByRole('button', { name: 'New contract' }).click();
    const dialog = await openedDialog(page);
    await dialog.getByLabel('Start date').fill('2022-01-01');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Contract dates must not overlap an existing contract').count()).toBe(1);
    await picture(page, 'personnel-03-contract-overlap', { fullPage: true });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Closed, mask and all: a click while it fades out lands on the mask (the next test's tab click was lost so).
    await dialog.waitFor({ state: 'hidden' });
  });

  it('adds a competency expiring in 20 days and shows it orange on the employee', async () => {
    const tab = page.getByRole('tab', { name: 'Competencies', exact: true });
    await expect.poll(async () => {
      await tab.click();
      return tab.getAttribute('aria-selected');
    }).toBe('true');
    await page.getByRole('button', { name: 'Add competency' }).click();
    const dialog = await openedDialog(page);
    await choose('Competency', `BA${suffix}`);
    await choose('Status', 'PASS');
    await dialog.getByLabel('Start date').fill(inDays(-345));
    await dialog.getByLabel('Expiry date').fill(inDays(20));
    await dialog.getByRole('button', { name: 'Add' }).click();
    // Shown in the portal's one date format (the browser's locale, medium style).
    const shown = await page.evaluate((day) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }), inDays(20));
    const tag = page.locator('[data-band="expiring"]', { hasText: shown });
    await expect.poll(() => tag.count()).toBe(1);
    expect(await tag.evaluate((el) => getComputedStyle(el).color)).toMatch(/rgb\((2[0-9]{2}), (8[0-9]|9[0-9]|1[0-4][0-9]), /);
    await picture(page, 'personnel-04-competency-orange', { fullPage: true });
  });

  it('counts it orange in the area status and on the dashboard', async () => {
    await page.goto(`${portal()}/competency-status/location`);
    await page.getByRole('heading', { name: 'Area status' }).waitFor();
    const cell = page.getByRole('link', { name: `1 expiring at ${callSign}` });
    // Asked again until the kept counts have the new record; each reload waits for its answer (a loaded machine
    // takes longer than the poll's interval to show the page).
    await expect.poll(async () => {
      if (await cell.count()) return true;
      const answered = page.waitForResponse((r) => r.url().includes('/api/personnel/competency-status/locations?'));
      await page.reload();
      await answered;
      return false;
    }, { timeout: 60_000, interval: 500 }).toBe(true);
    await picture(page, 'personnel-05-area-status', { fullPage: true });
    await cell.click();
    await page.waitForURL(/\/competency-status\/personnel\?/);
    await expect.poll(() => page.getByText(`Ashdown${suffix}, Robin`).count()).toBe(1);
    await page.goto(`${portal()}/dashboard`);
    await expect.poll(() => page.locator(`[data-station="${callSign}"][data-expiring="1"]`).count(), { timeout: 15_000 }).toBe(1);
    await picture(page, 'personnel-06-dashboard', { fullPage: true });
  });

  it('shows a user without edit on EMPLOYEES no Save, and the API refuses their change with 403', async () => {
    const role = await admin.call('POST', '/api/admin/roles', { name: `Viewer ${suffix}`, accessAllLocations: true, permissions: { PERSONNEL: ['view'], EMPLOYEES: ['view'] } });
    await admin.call('POST', '/api/admin/users', { username: `viewer.${suffix.toLowerCase()}`, name: 'Vic Viewer', password: VIEWER_PASSWORD, roleIds: [role.id], mustChangePassword: false });
    const viewer = portalApi(portal());
    await viewer.signIn(`viewer.${suffix.toLowerCase()}`, VIEWER_PASSWORD);
    const employee = await viewer.call('GET', `/api/personnel/employees/${ids.employee}`);
    await expect(viewer.call('PUT', `/api/personnel/employees/${ids.employee}`, { firstName: 'X', lastName: 'Y', contracts: [] })).rejects.toThrow(/answered 403/);
    expect(employee.firstName).toBe('Robin');

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const other = await context.newPage();
    await other.goto(`${portal()}/personnel/rt/personnel-list/${ids.employee}/dashboard`);
    await other.waitForURL(/\/login/);
    await other.getByLabel('Username').fill(`viewer.${suffix.toLowerCase()}`);
    await other.getByLabel('Password', { exact: true }).fill(VIEWER_PASSWORD);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.waitForURL(/\/dashboard$/);
    await expect.poll(() => other.getByLabel('First name').inputValue()).toBe('Robin');
    expect(await other.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await picture(other, 'personnel-07-read-only', { fullPage: true });
    await context.close();
  });

  it('shows the admin screens for users, roles and the organisation lists', async () => {
    const screens: [string, string, string][] = [
      ['/admin/rt/users', 'Users', 'personnel-08-users'],
      ['/admin/rt/roles', 'Roles', 'personnel-09-roles'],
      ['/admin/rt/roles/role/new', 'New role', 'personnel-10-role-new'],
      ['/admin/rt/location-area/list', 'Districts', 'personnel-11-districts'],
      ['/personnel/rt/personnel-list', 'Personnel', 'personnel-12-list'],
    ];
    // Opened inside the portal, as its menu would: a full load of each adds nothing these screens are shown for.
    for (const [path, heading, shot] of screens) {
      await openInApp(page, path);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await picture(page, shot, { fullPage: true });
    }
    await openInApp(page, '/admin/rt/users');
    // The search is sent a moment after typing and redraws the rows: click a row of its answer, not of the list before.
    const typed = env('E2E_ADMIN_USER').slice(0, 4);
    const searched = page.waitForResponse((r) => new URL(r.url()).searchParams.get('q') === typed && r.url().includes('/search?'));
    await page.getByLabel('Search users').fill(typed);
    await searched;
    await page.getByRole('cell', { name: env('E2E_ADMIN_USER'), exact: true }).click();
    await page.waitForURL(/\/admin\/rt\/users\/user\/[0-9a-f]{24}$/);
    await page.getByRole('button', { name: 'Reset password' }).waitFor();
    await page.getByRole('combobox', { name: 'Roles' }).waitFor();
    await picture(page, 'personnel-13-user', { fullPage: true });
  });
});
