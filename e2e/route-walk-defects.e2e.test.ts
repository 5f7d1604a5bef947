import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { portalApi } from './accounts';
import { env, keepFailure, launchBrowser, openedDialog, openNewApiKeyForm, picture, signInAsAdmin } from './browser';

/** Issue 34's defects found on a walk through the portal, each as the person met it. */
describe('defects of the route walk (issue 34)', () => {
  let browser: Browser;
  let page: Page;
  const portal = () => env('E2E_PORTAL_URL');
  const run = Date.now().toString(36);
  const admin = portalApi(env('E2E_PORTAL_URL'));

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    await signInAsAdmin(page);
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => {
    await browser?.close();
  });

  /** POSTs that only the audit log keeps (the service answers 404); one audit row each, never a GET of the log itself. */
  const audited = async (from: number, to: number) => {
    for (let n = from; n < to; n++) await admin.call('POST', `/api/system/walk-${run}/${n}`, {}).catch(() => undefined);
  };
  const auditRows = () => page.locator('tbody tr.ant-table-row');

  it('3: "Load more" on a growing audit log repeats no row, and a filter change keeps no row of the filters before', async () => {
    await audited(0, 40);
    await page.goto(`${portal()}/system/log/audit`);
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await page.getByRole('combobox', { name: 'Request type' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^POST$/ }).click();
    const search = page.getByLabel('Search', { exact: true });
    await search.fill(`walk-${run}`);
    // The entries travel through Kafka: the screen searches once all 40 are stored.
    const stored = () => admin.call('GET', `/api/system/log/audit?requestType=POST&filter=walk-${run}`) as Promise<{ total: number }>;
    await expect.poll(async () => (await stored()).total, { timeout: 60_000, interval: 500 }).toBe(40);
    await search.press('Enter');
    await page.getByText('Showing 30 of 40', { exact: true }).waitFor();
    // Five newer entries arrive while the first page is on screen.
    await audited(40, 45);
    await expect.poll(async () => (await stored()).total, { timeout: 60_000, interval: 500 }).toBe(45);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => auditRows().count()).toBe(40);
    const urls = await auditRows().locator('td:nth-child(5)').allTextContents();
    expect(new Set(urls).size).toBe(40);
    expect(urls.at(-1)).toBe(`/api/system/walk-${run}/0`);

    await search.fill(`nothing-${run}`);
    await search.press('Enter');
    await page.getByText('Showing 0 of 0').waitFor();
    expect(await auditRows().count()).toBe(0);
    await picture(page, 'walk-audit-cursor');
  }, 180_000);

  it('13: an inverted date range is refused in the form of the logs and of the LMS list, and no rows stay under it', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const refused = page.getByRole('alert').filter({ hasText: 'The end date must not be before the start date.' });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(system\/log|lms\/lmsrecords)/.test(r.url())) asked.push(r.url());
    });
    // Today's rows are listed until the range is turned round.
    await page.goto(`${portal()}/system/log/audit`);
    await page.getByLabel('Date until').fill(day(0));
    await expect.poll(() => auditRows().count()).toBeGreaterThan(0);
    await page.getByLabel('Date from').fill(day(1));
    await refused.waitFor();
    expect(await auditRows().count()).toBe(0);
    expect(await page.getByText(/^Showing/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Excel' }).isDisabled()).toBe(true);
    expect(asked.filter((url) => url.includes(`dateFrom=${day(1)}`))).toEqual([]);

    // The list has settled (its first page answered, saved filters restored) before the dates are typed.
    const firstList = page.waitForResponse((r) => r.url().includes('/api/lms/lmsrecords?'));
    await page.goto(`${portal()}/training/lms`);
    await page.getByRole('heading', { name: 'LMS imports' }).waitFor();
    await firstList;
    await page.getByLabel('Date to').fill('2026-05-01');
    await page.waitForURL(/toDate=2026-05-01/);
    await page.getByLabel('Date from').fill('2026-05-02');
    await refused.waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await page.locator('tbody tr.ant-table-row').count()).toBe(0);
    expect(asked.filter((url) => url.includes('2026-05-02'))).toEqual([]);
    // Put right, the list asks again.
    const listed = page.waitForResponse((r) => r.url().includes('/api/lms/lmsrecords?') && r.url().includes('toDate=2026-05-03'));
    await page.getByLabel('Date to').fill('2026-05-03');
    expect((await listed).status()).toBe(200);
    await page.getByLabel('Date from').fill('');
    await page.getByLabel('Date to').fill('');
  });

  it('4: a webhook subscription that does not exist says so, with no form and no actions on it', async () => {
    await page.goto(`${portal()}/system/webhooks/99999`);
    await page.getByText('This webhook subscription does not exist').waitFor();
    for (const name of ['Save', 'Delete', 'View requests', 'Rotate secret', 'Send test event']) expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    expect(await page.locator('main form').count()).toBe(0);
    await page.getByRole('button', { name: 'Back to webhooks' }).click();
    await page.waitForURL(/\/system\/webhooks$/);
  });

  it('5: the allowed-IPs input refuses whole entries that are not addresses, in a sentence', async () => {
    await page.goto(`${portal()}/system/api/api-keys`);
    const dialog = await openNewApiKeyForm(page);
    const input = dialog.getByRole('combobox', { name: 'Allowed IPs' });
    await input.fill('hello world');
    await input.press('Enter');
    await dialog.getByRole('alert').filter({ hasText: 'is not an IP address or a CIDR range' }).waitFor();
    expect(await dialog.locator('.ant-select-selection-item').count()).toBe(0);
    await input.fill('203.0.113.7');
    await input.press('Enter');
    await expect.poll(() => dialog.locator('.ant-select-selection-item').allTextContents()).toEqual(['203.0.113.7']);
    await picture(page, 'walk-allowed-ips');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('7: integration settings, confirmEmail and gartan-login speak in sentences, never keys or schema text', async () => {
    await page.goto(`${portal()}/system/integrations/roster/api-settings`);
    await page.getByRole('heading', { name: 'Roster API settings' }).waitFor();
    await page.locator('main form').getByLabel('Endpoint URL', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter the endpoint URL, starting http:// or https://.').waitFor();
    expect(await page.getByText('validations.required').count()).toBe(0);

    await page.goto(`${portal()}/confirmEmail?token=short`);
    await page.getByText('This confirmation link is incomplete.', { exact: false }).waitFor();
    expect(await page.getByText(/must NOT|token:/).count()).toBe(0);
    await page.goto(`${portal()}/gartan-login?token=short`);
    await page.getByText('The sign-in link from the roster system is incomplete.', { exact: false }).waitFor();
    expect(await page.getByText(/must NOT|token:/).count()).toBe(0);
  });

  it('9: a screen the user may not view opens the error403 page in plain words', async () => {
    const role = (await admin.call('POST', '/api/admin/roles', { name: `Dashboard only ${run}`, permissions: { DASHBOARD: ['view'] } })) as { id: string };
    const username = `walk.viewer.${run}`;
    const password = `Tq7-${run}-Lmv9-Zr2x`;
    await admin.call('POST', '/api/admin/users', { username, name: 'Walk Viewer', password, roleIds: [role.id], mustChangePassword: false });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const viewer = await context.newPage();
    try {
      await viewer.goto(`${portal()}/system/webhooks`);
      await viewer.waitForURL(/\/login/);
      await viewer.getByLabel('Username').fill(username);
      await viewer.getByLabel('Password', { exact: true }).fill(password);
      await viewer.getByRole('button', { name: 'Sign in' }).click();
      await viewer.waitForURL(/\/error403$/);
      await viewer.getByText('You do not have permission to open this page.', { exact: false }).waitFor();
      expect(await viewer.getByText('WEBHOOKS').count()).toBe(0);
      await picture(viewer, 'walk-error403');
    } finally {
      await context.close();
    }
  });

  it('10: a failed list call shows the error, not an empty list', async () => {
    await page.route('**/api/personnel/employees/search?**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ status: 503, code: 'serviceUnavailable', detail: 'The personnel service is not answering.' }) }),
    );
    try {
      await page.goto(`${portal()}/personnel/rt/personnel-list`);
      await page.getByText('The personnel service is not answering.').waitFor();
      await page.getByText('The list could not be loaded.').waitFor();
      expect(await page.getByText('No employees yet').count()).toBe(0);
    } finally {
      await page.unroute('**/api/personnel/employees/search?**');
    }
  });

  it("1: booking from a training resource's page sends the inventory and is kept", async () => {
    const bookingType = (await admin.call('POST', '/api/training/reference-items/bookingType', { code: `WB${run}`.toUpperCase().slice(0, 20), name: `Walk booking ${run}` })) as { id: number };
    const resource = (await admin.call('POST', '/api/training/training-resources', { name: `Walk tower ${run}`, trainingResourceTypeName: 'Facility', notes: '' })) as { id: number };
    const inventory = (await admin.call('POST', '/api/training/training-resource-inventories', { trainingResourceId: resource.id, name: `Walk lanes ${run}`, quantity: 2 })) as { id: number };
    await page.goto(`${portal()}/training-resources/${resource.id}`);
    await page.getByRole('row').filter({ hasText: `Walk lanes ${run}` }).getByRole('button', { name: 'Book' }).click();
    const dialog = await openedDialog(page);
    await dialog.getByRole('combobox', { name: 'Booking type' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `Walk booking ${run}` }).click();
    await dialog.getByLabel('Start').fill('2031-03-04T09:00');
    await dialog.getByLabel('End').fill('2031-03-04T12:00');
    const booked = page.waitForResponse((r) => r.url().endsWith('/api/training/training-resource-bookings') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Book' }).click();
    expect((await booked).request().postDataJSON()).toMatchObject({ trainingResourceInventoryId: inventory.id, bookingTypeId: bookingType.id, quantity: 1 });
    expect((await booked).status()).toBe(201);
    await expect.poll(() => page.getByRole('row').filter({ hasText: `Walk booking ${run}` }).count()).toBe(1);
    await picture(page, 'walk-resource-booking');
  });

  it('12: incidents and personnel status sort by their columns, and incidents export what the filters select', async () => {
    const type = (await admin.call('POST', '/api/training/reference-items/incidentType', { code: `WK${run}`.toUpperCase().slice(0, 20), name: `Walk fire ${run}` })) as { id: number };
    for (const [n, address] of [[1, 'Zulu Road'], [2, '=HYPERLINK("x")']] as const) {
      await admin.call('POST', '/api/training/incidents', { incidentNo: `WALK-${run}-${n}`, incidentDate: new Date(Date.UTC(2026, 0, n, 9)).toISOString(), address, incidentTypeId: type.id, stationIds: [], applianceCallSigns: ['P1'] });
    }
    await page.goto(`${portal()}/callout/rt/callouts-list?incidentNo=WALK-${run}`);
    const numbers = () => page.locator('tbody tr.ant-table-row td:first-child').allTextContents();
    await expect.poll(numbers).toEqual([`WALK-${run.toUpperCase()}-2`, `WALK-${run.toUpperCase()}-1`]);
    const sorted = page.waitForResponse((r) => r.url().includes('/api/training/incidents/search?') && r.url().includes('orderBy=incidentNo'));
    await page.getByRole('columnheader', { name: 'Incident no' }).click();
    expect((await sorted).ok()).toBe(true);
    await expect.poll(numbers).toEqual([`WALK-${run.toUpperCase()}-1`, `WALK-${run.toUpperCase()}-2`]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^incidents-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFIncident no,Alert (UTC),Return (UTC),Incident type,Revised incident type,Address,Stations,Appliances',
      `WALK-${run.toUpperCase()}-1,2026-01-01T09:00:00.000Z,,Walk fire ${run},,Zulu Road,,P1`,
      `WALK-${run.toUpperCase()}-2,2026-01-02T09:00:00.000Z,,Walk fire ${run},,"'=HYPERLINK(""x"")",,P1`,
    ]);

    await page.goto(`${portal()}/competency-status/personnel`);
    await page.getByRole('heading', { name: 'Personnel status' }).waitFor();
    const byEmployee = page.waitForResponse((r) => r.url().includes('/api/personnel/competency-status/people?') && r.url().includes('orderBy=employee'));
    await page.getByRole('columnheader', { name: 'Employee' }).click();
    expect((await byEmployee).ok()).toBe(true);
  });

  it("8: breadcrumbs name the record by its name and the screen by its label", async () => {
    const employee = (await admin.call('POST', '/api/personnel/employees', { firstName: 'Crumb', lastName: `Walker${run}`, contracts: [{ startDate: '2020-01-01' }] })) as { id: number };
    await page.goto(`${portal()}/personnel/rt/personnel-list/${employee.id}/dashboard/cpd-list`);
    const trail = page.locator('.ant-breadcrumb');
    await expect.poll(() => trail.textContent()).toBe(`Home/Personnel/Crumb Walker${run}/CPD`);
  });

  it('14: a full page load logs no React Router warning; the LMS history headers and the error log fit at 1440 px', async () => {
    const warnings: string[] = [];
    const listen = (message: { type(): string; text(): string }) => {
      if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
    };
    page.on('console', listen);
    try {
      await page.goto(`${portal()}/system/log/errors`);
      await page.getByRole('heading', { name: 'Error log' }).waitFor();
      await page.goto(`${portal()}/training/lms/history`);
      await page.getByRole('heading', { name: 'LMS import log' }).waitFor();
    } finally {
      page.off('console', listen);
    }
    expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);

    // Each header on one line: no word broken across two.
    const header = page.getByRole('columnheader', { name: 'Completion status' });
    const lines = await header.evaluate((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);

    // An error whose message and exception are long unbroken text, as a failing request's URL and stack make them.
    const long = `${'Y'.repeat(20)}/${'x'.repeat(400)}`;
    const row = { id: `walk-${run}`, dateLogged: new Date().toISOString(), level: 'error', service: 'svc-walk', message: `GET /api/${long}`, exception: `Error: ${long}\n    at handler (${long})`, requestId: null };
    await page.route('**/api/system/log/errors?**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: [row], total: 1, nextCursor: null }) }));
    try {
      await page.goto(`${portal()}/system/log/errors`);
      await page.getByText('Showing 1 of 1').waitFor();
    } finally {
      await page.unroute('**/api/system/log/errors?**');
    }
    const exception = page.getByRole('columnheader', { name: 'Exception' });
    const box = (await exception.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
  });

  it('11: one date input and one date format: the logs use the date input of every other screen, a day shows in the medium style', async () => {
    await page.goto(`${portal()}/system/log/audit`);
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    expect(await page.locator('main input[type="date"]').count()).toBe(2);
    expect(await page.locator('main .ant-picker').count()).toBe(0);

    const employee = (await admin.call('POST', '/api/personnel/employees', { firstName: 'Dated', lastName: `Walker${run}`, contracts: [{ startDate: '2020-01-01' }] })) as { id: number };
    await page.goto(`${portal()}/personnel/rt/personnel-list/${employee.id}/dashboard/contract-list`);
    const shown = await page.evaluate(() => new Date('2020-01-01T00:00:00Z').toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }));
    await page.getByRole('cell', { name: shown, exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: '2020-01-01', exact: true }).count()).toBe(0);
  });

  it('/system/auditlog opens the audit log; /system/userlog lists sign-ins and refused ones by user, with export', async () => {
    await page.goto(`${portal()}/system/auditlog`);
    await page.waitForURL(/\/system\/log\/audit$/);
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();

    const stranger = `walk.nobody.${run}`;
    await portalApi(portal()).signIn(stranger, 'not-the-password').catch(() => undefined);
    await page.goto(`${portal()}/system/userlog`);
    await page.getByRole('heading', { name: 'User access log' }).waitFor();
    const search = page.getByLabel('Search', { exact: true });
    await search.fill(stranger);
    await expect
      .poll(async () => {
        // Each search starts the list again from nothing: count the rows of its answer, not of the list it cleared.
        const answered = page.waitForResponse((r) => r.url().includes('/api/system/log/access?'));
        await search.press('Enter');
        await answered;
        const refused = page.locator('tbody tr.ant-table-row').filter({ hasText: 'Wrong username or password' });
        return refused.waitFor({ timeout: 5_000 }).then(() => refused.count(), () => 0);
      }, { timeout: 90_000, interval: 1_000 })
      .toBe(1);
    await search.fill(env('E2E_ADMIN_USER'));
    await search.press('Enter');
    await page.getByRole('combobox', { name: 'Event' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Signed in$/ }).click();
    await expect.poll(() => page.locator('tbody tr.ant-table-row').filter({ hasText: 'Signed in' }).count()).toBeGreaterThan(0);
    expect(await page.locator('tbody tr.ant-table-row').filter({ hasText: 'Wrong username or password' }).count()).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^user-access-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await picture(page, 'walk-user-access-log');
  }, 180_000);
});

