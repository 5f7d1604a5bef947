import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { portalApi } from './accounts';
import { env, keepFailure, launchBrowser, pickEmployee, signInAsAdmin } from './browser';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** `/competency/rt/extensions` (issue 34): an administrator extends a competency's expiry with a reason, then finds it in the list. */
describe('competency extensions', () => {
  let browser: Browser;
  let page: Page;
  const run = Date.now().toString(36);
  const lastName = `Extended${run}`;
  const competency = `Working at height ${run}`;
  const admin = portalApi(env('E2E_PORTAL_URL'));

  beforeAll(async () => {
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    const employee = (await admin.call('POST', '/api/personnel/employees', { firstName: 'Eve', lastName, contracts: [{ startDate: '2020-01-01' }] })) as { id: number };
    const held = (await admin.call('POST', '/api/training/reference-items/competency', { code: `WAH${run}`.slice(0, 20), name: competency })) as { id: number };
    await admin.call('POST', '/api/training/employee-competencies', { employeeId: employee.id, competencyId: held.id, statusId: 2, startDate: '2025-01-01', expiryDate: inDays(10) });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signInAsAdmin(page, '/competency/rt/extensions');
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => {
    await browser?.close();
  });

  it('is reached from the side menu', async () => {
    await page.goto(`${env('E2E_PORTAL_URL')}/dashboard`);
    await page.getByRole('link', { name: 'Competency extensions' }).click();
    await page.getByRole('heading', { name: 'Competency extensions' }).waitFor();
  });

  it('extends an expiry with a reason and lists it', async () => {
    await page.getByRole('button', { name: 'Extend an expiry' }).click();
    const dialog = page.getByRole('dialog', { name: "Extend a competency's expiry" });
    await pickEmployee(page, lastName, dialog);
    await dialog.getByRole('combobox', { name: 'Competency' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: competency }).click();
    await dialog.getByLabel('New expiry date').fill(inDays(5));
    await dialog.getByLabel('Reason').fill('Course cancelled by the provider');
    await dialog.getByRole('button', { name: 'Extend' }).click();
    // Not later than the current expiry: refused in the form, nothing sent.
    await dialog.getByText('Expiry date must be after the current expiry date').waitFor();
    await dialog.getByLabel('New expiry date').fill(inDays(40));
    await dialog.getByRole('button', { name: 'Extend' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.locator('tbody tr.ant-table-row', { hasText: `Eve ${lastName}` });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Course cancelled by the provider');
    await expect(row.textContent()).resolves.toContain(competency);
  });

  it('filters by the day of the extension, and says when nothing matches', async () => {
    await page.getByLabel('Extended from').fill(inDays(1));
    await page.getByText('No extensions match the filters').waitFor();
    await page.getByLabel('Extended from').fill(inDays(0));
    await page.locator('tbody tr.ant-table-row', { hasText: `Eve ${lastName}` }).waitFor();
  });
});
