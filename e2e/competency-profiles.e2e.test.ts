import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { TRAINING_MESSAGES as M } from '@firecrest/contracts';
import { chooseOption, env, keepFailure, launchBrowser, picture, signInAsAdmin } from './browser';
import { portalApi } from './accounts';

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('competency profiles in a real browser: add, refused while one is active, end, remove; the assignment task uses them', () => {
  let browser: Browser;
  let page: Page;
  const admin = portalApi(env('E2E_PORTAL_URL'));
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const role = `Crew ${suffix}`;
  const ids: Record<string, number> = {};

  // The previous select's list closes with an animation: until it is gone, ':visible' would find its options too.
  const choose = (label: string, option: string) => chooseOption(page, page.getByRole('combobox', { name: label }).last(), option);
  const profiles = async () => (await admin.call('GET', `/api/training/competency-framework/competencies/${ids.competency}`)).profiles as { employeeRoleId: number | null; endDate: string | null }[];

  beforeAll(async () => {
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    ids.role = (await admin.call('POST', '/api/personnel/organisation/employeeRole', { name: role })).id;
    ids.employee = (await admin.call('POST', '/api/personnel/employees', { firstName: 'Pro', lastName: `File${suffix}`, contracts: [{ startDate: '2020-01-01', roleId: ids.role }] })).id;
    ids.competency = (await admin.call('POST', '/api/training/competency-framework/competencies', { code: `PRF${suffix}`, name: `Profiled ${suffix}` })).id;
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => {
    await browser?.close();
  });

  it('adds profiles, shows the §5.2 message for a second active one, ends and removes after confirmation', async () => {
    await signInAsAdmin(page, `/competency/rt/competency/list/details/${ids.competency}`);
    await page.getByText('No profiles yet').waitFor();
    await page.getByRole('button', { name: 'Add profile' }).click();
    await choose('Employee role', role);
    await page.getByRole('button', { name: 'Add profile' }).click();
    await choose('Employee role', role);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(M.endActiveProfile).count()).toBe(1);
    await picture(page, 'competency-profiles-01-refused', { fullPage: true });

    await page.getByRole('button', { name: 'End profile 1' }).click();
    await page.getByRole('button', { name: 'End profile', exact: true }).click();
    await page.getByLabel('Profile 2 start date').fill(tomorrow);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved').waitFor();
    await expect.poll(async () => (await profiles()).map((p) => [p.employeeRoleId, Boolean(p.endDate)])).toEqual([[ids.role, true], [ids.role, false]]);
    // Shown in the portal's one date format (en-GB, issue 36), as the browser writes it.
    const shown = await page.evaluate((day) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }), tomorrow);
    await expect.poll(() => page.getByText(`Starts ${shown}`).count()).toBe(1);
    await picture(page, 'competency-profiles-02-ended', { fullPage: true });

    await page.getByRole('button', { name: 'Remove profile 2' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await profiles()).length).toBe(1);
  });

  it('assigns the competency to the employee its active profile matches', async () => {
    // The remaining profile ends today: still active, so today's run assigns it.
    const run = await admin.call('POST', '/api/scheduledtasks/competencies/assign');
    expect(run.information ?? JSON.stringify(run)).toMatch(/^Assigned \d+ competenc/);
    const held = await admin.call('GET', `/api/training/employee-competencies?employeeId=${ids.employee}`);
    expect(held.data.map((r: { competencyId: number }) => r.competencyId)).toEqual([ids.competency]);
  });
});
