import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { env, keepFailure, launchBrowser, picture, signInAsAdmin } from './browser';
import { portalApi } from './accounts';

describe('skill and booking mapping and bulk framework jobs in a real browser', () => {
  let browser: Browser;
  let page: Page;
  const admin = portalApi(env('E2E_PORTAL_URL'));
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const ids: Record<string, number> = {};

  const noOpenList = () => expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);

  beforeAll(async () => {
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    ids.subjectArea = (await admin.call('POST', '/api/training/competency-framework/subject-areas', { code: `MAP${suffix}`, name: `Mapped ${suffix}` })).id;
    ids.competency = (await admin.call('POST', '/api/training/competency-framework/competencies', { code: `BLK${suffix}`, name: `Bulk ${suffix}` })).id;
    for (const first of ['Ada', 'Bea']) ids[first] = (await admin.call('POST', '/api/personnel/employees', { firstName: first, lastName: `Bulkjob${suffix}`, contracts: [] })).id;
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => {
    await browser?.close();
  });

  it("maps a roster skill from a subject area, opened from the Integrations menu's entry", async () => {
    // svc-system knows the subject area from svc-training's event.
    await expect
      .poll(async () => ((await admin.call('GET', '/api/system/integrations/roster/mappings/subject-area/options')).data as { code: string }[]).some((o) => o.code === `MAP${suffix}`), { timeout: 30_000 })
      .toBe(true);
    await signInAsAdmin(page, '/dashboard');
    await page.getByRole('menuitem', { name: 'Integrations' }).click();
    await page.getByRole('link', { name: 'Skill and booking mapping' }).click();
    await page.waitForURL(/\/admin\/rt\/subject-area-roster$/);
    await page.getByRole('tab', { name: 'Availability bookings' }).waitFor();
    await page.getByRole('button', { name: 'Map a skill' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Choose at least one subject area.').waitFor();
    await page.getByLabel('Skill code').fill(`SK${suffix}`);
    await page.getByLabel('Name', { exact: true }).fill(`Skill ${suffix}`);
    await page.getByRole('combobox', { name: 'Subject areas' }).click();
    await page.getByRole('combobox', { name: 'Subject areas' }).fill(`MAP${suffix}`);
    // Chosen by the keyboard once the list has narrowed to it: a click could land on a row the list was redrawing.
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option-active', { hasText: `MAP${suffix}` }).waitFor();
    await page.keyboard.press('Enter');
    await page.locator('.ant-modal .ant-select-selection-item', { hasText: `MAP${suffix}` }).waitFor();
    // Closed by a click on the dialog's title, not Escape: Escape with the list already shut would close the dialog.
    await page.locator('.ant-modal-title').click();
    await noOpenList();
    await page.getByRole('button', { name: 'Save' }).click();
    // Saved: the dialog closes (a refusal would keep it open with its message).
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: new RegExp(`SK${suffix}`) });
    await row.getByText(`MAP${suffix}`).waitFor();
    await picture(page, 'skill-mapping-01-saved', { fullPage: true });
    const mapped = (await admin.call('GET', '/api/system/integrations/roster/mappings/subject-area')).data as { skillCode: string; items: { id: number }[] }[];
    expect(mapped.find((m) => m.skillCode === `SK${suffix}`)?.items.map((i) => i.id)).toEqual([ids.subjectArea]);
  });

  it('starts a bulk assign over two employees and watches it to complete, then sees what it changed', async () => {
    await page.goto(`${env('E2E_PORTAL_URL')}/admin/rt/competencies/competency-assignment-jobs`);
    await page.getByRole('button', { name: 'Start a bulk assign' }).click();
    // Typed, not scrolled to: the list is virtual, and with the suite's other competencies this one is not drawn.
    await page.getByRole('combobox', { name: 'Framework items' }).click();
    await page.getByRole('combobox', { name: 'Framework items' }).fill(`BLK${suffix}`);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `BLK${suffix}` }).first().click();
    await page.keyboard.press('Escape');
    await noOpenList();
    const box = page.getByRole('combobox', { name: 'Employees' });
    await box.click();
    const searched = page.waitForResponse((r) => r.url().includes('/api/personnel/employees/search?') && new URL(r.url()).searchParams.get('q') === `Bulkjob${suffix}`);
    await box.fill(`Bulkjob${suffix}`);
    expect((await searched).ok()).toBe(true);
    for (const first of ['Ada', 'Bea']) await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${first} Bulkjob${suffix}` }).first().click();
    await page.keyboard.press('Escape');
    await noOpenList();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const job = page.getByRole('row', { name: new RegExp(`BLK${suffix}`) });
    // Watched: the list is read again while the job runs, until it shows complete.
    await job.getByText('Complete').waitFor({ timeout: 30_000 });
    await job.getByText('2 of 2').waitFor();
    await job.getByText('Assigned 2 competencies to 2 employees').waitFor();
    await picture(page, 'bulk-jobs-01-complete', { fullPage: true });
    await job.getByRole('button').first().click();
    // The job's own rows: one change per employee (the list above names the item without its kind).
    await expect.poll(() => page.getByRole('row', { name: new RegExp(`Competency BLK${suffix}`) }).count()).toBe(2);
    for (const first of ['Ada', 'Bea']) {
      const held = await admin.call('GET', `/api/training/employee-competencies?employeeId=${ids[first]}`);
      expect(held.data.map((r: { competencyId: number }) => r.competencyId)).toEqual([ids.competency]);
    }
  });
});
