import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { env, launchBrowser, picture, signInAsAdmin } from './browser';
import { portalApi } from './accounts';

const HEADER = 'GUID,ServiceNumber,LastName,FirstName,CourseCode,CourseName,CompletionStatus,CompletionDate';
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** §2.7-2.8 in Chromium: import a CSV in the portal, read the results modal, find the rows in the list and the history. */
describe('LMS imports in a real browser', () => {
  let browser: Browser;
  let page: Page;
  const run = Date.now().toString(36).toUpperCase();
  const serviceNumber = `LMS${run}`;
  const code = `E2E${run}`.slice(0, 20);
  let employeeId = 0;
  const api = portalApi(env('E2E_PORTAL_URL'));

  beforeAll(async () => {
    await api.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    const station = await api.call('POST', '/api/personnel/locations', { kind: 'station', callSign: `L${run}`.slice(0, 10), name: `Lms station ${run}` });
    const employee = await api.call('POST', '/api/personnel/employees', { firstName: 'Lee', lastName: `Importer${run}`, contracts: [{ serviceNumber, stationId: station.id, startDate: '2020-01-01', isDefault: true }] });
    employeeId = employee.id;
    await api.call('POST', '/api/training/reference-items/competency', { code, name: 'Working at height' });
    // svc-lms matches rows against its copies of employees and competencies, fed by events: wait until it knows
    // this employee (a probe row with an unknown course code fails on the course, not on the employee, once it does).
    await vi.waitFor(
      async () => {
        const probe = await api.call('POST', '/api/lms/lmsrecords/import', { data: Buffer.from(`${HEADER}\r\n,${serviceNumber},,,PROBE-${run},,Completed,${daysAgo(1)}\r\n`).toString('base64'), type: 'text/csv', fileName: 'probe.csv' });
        expect(probe.importLog[1]).toMatch(/Unknown course/);
      },
      { timeout: 60_000, interval: 1_000 },
    );
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('imports a CSV through the Import modal and shows the import log lines', async () => {
    await signInAsAdmin(page, '/training/lms');
    await page.getByRole('heading', { level: 2, name: 'LMS imports' }).waitFor();
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import LMS completions' });
    await dialog.getByRole('button', { name: 'CSV template' }).waitFor();
    const file = join(mkdtempSync(join(tmpdir(), 'lms-e2e-')), 'completions.csv');
    writeFileSync(file, `\uFEFF${HEADER}\r\n,${serviceNumber},Importer,Lee,${code},Working at height,Completed,${daysAgo(2)}\r\n,NOBODY-${run},Nobody,X,${code},,Completed,${daysAgo(2)}\r\n`);
    await page.getByLabel('CSV file').setInputFiles(file);
    const results = page.getByRole('dialog', { name: 'Import results' });
    await results.waitFor({ timeout: 30_000 });
    const log = results.getByRole('list', { name: 'Import log' });
    await expect.poll(() => log.getByRole('listitem').first().textContent()).toBe('completions.csv: 2 rows, 1 imported (1 applied to competencies), 1 failed.');
    expect(await log.getByText(/^Row 2: imported .*applied: the competency was added\.$/).count()).toBe(1);
    expect(await log.getByText(/^Row 3: failed\. Unknown employee/).count()).toBe(1);
    await picture(page, 'lms-01-results', { fullPage: true });
    await results.getByRole('button', { name: 'OK' }).click();

    // The list shows the new record, applied (green tick); the filters are kept in the URL and saved.
    await page.getByRole('searchbox', { name: 'Search' }).fill(serviceNumber);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: serviceNumber });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.getByText(`${code} Working at height`).count()).toBe(1);
    expect(await row.getByLabel('applied').count()).toBe(1);
    await picture(page, 'lms-02-list', { fullPage: true });

    // svc-training applied it to the employee's competency.
    const held = await api.call('GET', `/api/training/employee-competencies?employeeId=${employeeId}`);
    expect(held.data).toEqual([expect.objectContaining({ startDate: daysAgo(2) })]);
  });

  it('shows the rows in the history, with the error of a failed row in a popover', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('heading', { level: 2, name: 'LMS import log' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(run);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const failed = page.getByRole('row').filter({ hasText: `NOBODY-${run}` });
    await expect.poll(() => failed.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('row').filter({ hasText: `Importer${run}` }).getByLabel('succeeded').count()).toBe(1);
    await failed.getByLabel('failed').hover();
    const popover = page.locator('.ant-popover').filter({ hasText: 'Unknown employee' });
    await popover.waitFor();
    expect(await popover.textContent()).toContain(`No employee has service number "NOBODY-${run}".`);
    await picture(page, 'lms-03-history', { fullPage: true });

    // Downloads need valid filters: a reversed range disables them.
    await page.getByLabel('Date from').fill('2026-05-02');
    await page.getByLabel('Date to').fill('2026-05-01');
    await expect.poll(() => page.getByRole('button', { name: 'Excel' }).isDisabled()).toBe(true);
  });
});
