import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { portalApi } from './accounts';
import { env, keepFailure, launchBrowser, picture, signInAsAdmin } from './browser';

/** The employee record in depth (issue 33): the employee's own address, a contract's page and its field-level history, the timeline. */
describe('an employee record: a contract changed twice, its history field by field, the timeline', () => {
  let browser: Browser;
  let page: Page;
  let employeeId: number;
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  const portal = () => env('E2E_PORTAL_URL');

  beforeAll(async () => {
    const admin = portalApi(portal());
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    const station = (await admin.call('POST', '/api/personnel/locations', { kind: 'station', callSign: `R${run}`, name: `Riverside ${run}` })) as { id: number };
    employeeId = ((await admin.call('POST', '/api/personnel/employees', { firstName: 'Kit', lastName: `Marlow${run}`, contracts: [{ serviceNumber: `A${run}`, stationId: station.id, startDate: '2021-01-01', isDefault: true }] })) as { id: number }).id;
    const competency = (await admin.call('POST', '/api/training/reference-items/competency', { code: `WR${run}`, name: `Water rescue ${run}` })) as { id: number };
    await admin.call('POST', '/api/training/employee-competencies', { employeeId, competencyId: competency.id, statusId: 2, startDate: '2025-01-01', expiryDate: '2030-01-01' });
    await admin.call('POST', '/api/training/reference-items/incidentType', { code: `CF${run}`, name: `Chimney fire ${run}` });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the employee from their address, edits a contract twice on its page and shows what each edit changed', async () => {
    await signInAsAdmin(page, `/personnel/rt/personnel-list/${employeeId}`);
    await page.waitForURL(new RegExp(`/personnel-list/${employeeId}/dashboard/employee$`));
    await page.getByRole('heading', { name: `Kit Marlow${run}` }).waitFor();

    await page.getByRole('tab', { name: 'Contracts' }).click();
    await page.getByRole('link', { name: 'Contract from 2021-01-01 details' }).click();
    await page.waitForURL(/\/contract-list\/details\/1$/);
    await page.getByRole('heading', { name: `Riverside ${run} from` }).waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Service no').fill(`B${run}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`B${run}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('End date').fill('2030-12-31');
    await page.getByRole('button', { name: 'Save' }).click();

    const changes = page.getByRole('list', { name: 'Changed fields' });
    await expect.poll(() => changes.filter({ hasText: 'Contract 1 end date: — → 2030-12-31' }).count()).toBe(1);
    await expect.poll(() => changes.filter({ hasText: `Contract 1 service number: A${run} → B${run}` }).count()).toBe(1);
    await picture(page, 'employee-record-01-contract-history', { fullPage: true });

    await page.getByRole('link', { name: `Kit Marlow${run}: contracts` }).click();
    await page.getByRole('link', { name: 'Contracts history' }).click();
    await page.waitForURL(/\/contract-list\/history$/);
    await expect.poll(() => page.getByText('Contract 1 end date').count()).toBe(1);
  }, 120_000); // signs in and loads the shell and the personnel remote first: a loaded machine took 42 s

  it('shows the timeline: the contract edits from the employee events, the competency from svc-training', async () => {
    // Both arrive through Kafka: read the tab again until the consumer has caught up.
    await expect
      .poll(async () => {
        await page.goto(`${portal()}/personnel/rt/personnel-list/${employeeId}/dashboard/timeline`);
        await page.getByRole('tab', { name: 'Timeline', selected: true }).waitFor();
        await page.locator('.ant-timeline, .ant-empty').first().waitFor();
        return [await page.getByText(`Competency Water rescue ${run} added`).count(), await page.getByText('Contract 1 end date: — → 2030-12-31').count()];
      }, { timeout: 30_000, interval: 1_000 })
      .toEqual([1, 1]);
    await picture(page, 'employee-record-02-timeline', { fullPage: true });
  });

  it('records a callout the person attended on its own form and shows its activity report on the timeline', async () => {
    await page.getByRole('button', { name: 'Record a callout' }).click();
    await page.waitForURL(/\/dashboard\/callouts-list\/new$/);
    await page.getByRole('heading', { name: `New callout for Kit Marlow${run}` }).waitFor();
    // Nothing filled: each required field says so (§5.2), nothing is saved.
    await page.getByRole('button', { name: 'Save callout' }).click();
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBe(3);
    await page.getByText('Invalid Date Time').waitFor();

    await page.getByLabel('Incident no').fill(`C${run}`);
    await page.getByRole('combobox', { name: 'Initial incident type' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `Chimney fire ${run}` }).first().click();
    await page.getByLabel('Alert date').fill('2026-01-05T21:10');
    await page.getByLabel('Return date').fill('2026-01-05T20:00');
    await page.getByLabel('Activity', { exact: true }).fill('Roof ladder and hose reel');
    await page.getByRole('button', { name: 'Save callout' }).click();
    await page.getByText('End date must be later than start date').waitFor();
    await page.getByLabel('Return date').fill('2026-01-05T23:40');
    await page.getByRole('button', { name: 'Save callout' }).click();

    // Saved as the incident and its open activity report, which opens with the person on it.
    await page.waitForURL(/\/callout\/rt\/callouts-list\/details\/\d+\/car-list\/details\/\d+$/);
    await expect.poll(() => page.getByLabel('Activity', { exact: true }).first().inputValue()).toBe('Roof ladder and hose reel');
    await page.getByText(`Kit Marlow${run}`).first().waitFor();
    await expect
      .poll(async () => {
        await page.goto(`${portal()}/personnel/rt/personnel-list/${employeeId}/dashboard/timeline`);
        await page.getByRole('tab', { name: 'Timeline', selected: true }).waitFor();
        await page.locator('.ant-timeline, .ant-empty').first().waitFor();
        return page.getByText(/^Activity report of incident \d+ written$/).count();
      }, { timeout: 30_000, interval: 1_000 })
      .toBe(1);
    await picture(page, 'employee-record-03-callout-on-timeline', { fullPage: true });
  }, 90_000);
});
