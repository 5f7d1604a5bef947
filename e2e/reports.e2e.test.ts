import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { env, keepFailure, launchBrowser, picture, signInAsAdmin } from './browser';
import { portalApi } from './accounts';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

/**
 * Reports (issue 30) in a real browser: a report opened from the side menu, filtered to one station, shows its rows
 * and its chart; a queued download completes on /reporting/rt/downloads and is downloaded. The figures, scoping,
 * Excel and PDF are svc-public-api/test/reports.test.ts.
 */
describe('reports', () => {
  let browser: Browser;
  let page: Page;
  const admin = portalApi(env('E2E_PORTAL_URL'));
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const station = { callSign: `R${suffix}`, name: `Report station ${suffix}` };
  let stationId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    stationId = (await admin.call('POST', '/api/personnel/locations', { kind: 'station', ...station })).id;
    const competency = (await admin.call('POST', '/api/training/reference-items/competency', { code: `RP${suffix}`, name: `Road traffic ${suffix}` })).id;
    for (const [lastName, expiry] of [[`Ames${suffix}`, inDays(-3)], [`Blake${suffix}`, inDays(300)]] as const) {
      const employeeId = (await admin.call('POST', '/api/personnel/employees', { firstName: 'Rae', lastName, contracts: [{ startDate: '2020-01-01', stationId }] })).id;
      await admin.call('POST', '/api/training/employee-competencies', { employeeId, competencyId: competency, statusId: 2, startDate: '2025-01-01', expiryDate: expiry });
    }
    // The reports read svc-public-api's views, fed by the owners' events.
    await vi.waitFor(
      async () => expect(((await admin.call('GET', `/api/reporting/reports/progress-report/rows?stationIds=${stationId}`)) as { data: { records: number }[] }).data[0]?.records).toBe(2),
      { timeout: 30_000, interval: 250 },
    );
    await signInAsAdmin(page, '/dashboard');
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(() => browser?.close());

  it('opens the progress report from the menu, filters it to a station and shows its row and chart', async () => {
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await page.getByRole('link', { name: 'Progress', exact: true }).click();
    await page.getByRole('heading', { name: 'Progress report' }).waitFor();
    await page.getByRole('combobox', { name: 'Stations' }).click();
    await page.keyboard.type(station.callSign);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: station.name }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.get('stationIds') === String(stationId));
    const row = page.getByRole('row', { name: new RegExp(`${station.callSign} ${station.name}`) });
    await row.waitFor();
    // People 2, held 2, valid 1, expiring 0, expired 1, no expiry 0, in date 50%.
    expect((await row.getByRole('cell').allInnerTexts()).map((t) => t.trim())).toEqual([`${station.callSign} ${station.name}`, '2', '2', '1', '0', '1', '0', '50.0%']);
    await page.getByTestId('report-chart').locator('.recharts-bar-rectangle').first().waitFor();
    await picture(page, 'reports-01-progress', { fullPage: true });
    // The training matrix's heat map: one row per person, a cell per competency coloured by its band.
    await page.goto(`${env('E2E_PORTAL_URL')}/reporting/rt/training/training-matrix-report?stationIds=${stationId}`);
    const matrix = page.getByRole('grid', { name: 'Training matrix' });
    await matrix.getByRole('rowheader', { name: `Blake${suffix}, Rae` }).waitFor();
    expect(await matrix.getByRole('rowheader').allInnerTexts()).toEqual([`Ames${suffix}, Rae`, `Blake${suffix}, Rae`]);
    expect(await matrix.locator(`td[title="Ames${suffix}, Rae – RP${suffix} Road traffic ${suffix}: Expired"]`).count()).toBe(1);
    await picture(page, 'reports-02-matrix', { fullPage: true });
    // Two screens on a busy machine (seven test runs on two cores took 50 s once).
  }, 90_000);

  it('queues the competencies report as Excel, sees it complete in Report downloads and downloads it', async () => {
    await page.goto(`${env('E2E_PORTAL_URL')}/reporting/rt/personnel/competencies-report?stationIds=${stationId}`);
    await page.getByRole('cell', { name: `Ames${suffix}, Rae` }).waitFor();
    await page.getByRole('button', { name: 'Queue Excel download' }).click();
    await page.getByText('is being made: find it in Report downloads').waitFor();
    await page.getByRole('link', { name: 'Report downloads' }).first().click();
    await page.getByRole('heading', { name: 'Report downloads' }).waitFor();
    const download = page.getByRole('row', { name: /Employee competencies/ }).first();
    // Agenda picks the job up within its 10 s poll; the page polls every 2 s while one is queued or running.
    await download.getByText('Ready').waitFor({ timeout: 45_000 });
    await download.getByText('2 rows').waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.getByRole('button', { name: 'Download' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^competencies-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await picture(page, 'reports-03-downloads', { fullPage: true });
  }, 90_000);
});
