import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { portalApi } from './accounts';
import { env, keepFailure, launchBrowser, signInAsAdmin } from './browser';

/** Training resources at their admin addresses (§2.3) and a resource's history (issue 34). */
describe('training resources from the admin area, and their history', () => {
  let browser: Browser;
  let page: Page;
  let id: number;
  const run = Date.now().toString(36);
  const portal = () => env('E2E_PORTAL_URL');

  beforeAll(async () => {
    const admin = portalApi(portal());
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    id = ((await admin.call('POST', '/api/training/training-resources', { name: `Drill tower ${run}`, trainingResourceTypeName: 'Facility' })) as { id: number }).id;
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signInAsAdmin(page);
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the list and a resource from their admin addresses', async () => {
    await page.goto(`${portal()}/admin/rt/training/training-resources`);
    await page.getByRole('heading', { name: 'Training resources' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/training-resources');
    await page.goto(`${portal()}/admin/rt/training/training-resources/${id}`);
    await page.getByRole('heading', { name: `Drill tower ${run}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/training-resources/${id}`);
  });

  it("lists a resource's changes, newest first, with who made them", async () => {
    await page.getByLabel('Name', { exact: true }).first().fill(`Drill tower ${run} north`);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByRole('heading', { name: `Drill tower ${run} north` }).waitFor();
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('heading', { name: `History of Drill tower ${run} north` }).waitFor();
    const rows = page.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect(rows.nth(0).textContent()).resolves.toContain('updated');
    await expect(rows.nth(1).textContent()).resolves.toContain('created');
    await expect(rows.nth(0).textContent()).resolves.toContain(env('E2E_ADMIN_USER'));
  });
});
