import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { env, keepFailure, launchBrowser, picture, signInAsAdmin } from './browser';
import { portalApi } from './accounts';

/**
 * Issue 33's main path in a real browser: an incident's activity report (written through the API) is submitted and
 * completed, evaluated with a fail, and the action plan the fail raised is started and resolved under the employee.
 * The workflows' refusals, the evaluation permissions and the records reaching /api/v1 are
 * svc-training/test/activity-reports.test.ts.
 */
describe("an incident's activity report → evaluation → action plan → resolved", () => {
  let browser: Browser;
  let page: Page;
  const admin = portalApi(env('E2E_PORTAL_URL'));
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const ann = `Ann${suffix}`;
  const ids: Record<string, number> = {};
  const modalButton = (name: string) => page.locator('.ant-modal:visible').getByRole('button', { name });

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    ids.station = (await admin.call('POST', '/api/personnel/locations', { kind: 'station', callSign: `IR${suffix}`, name: `Incident station ${suffix}` })).id;
    ids.ann = (await admin.call('POST', '/api/personnel/employees', { firstName: 'Dee', lastName: ann, contracts: [{ startDate: '2020-01-01', stationId: ids.station }] })).id;
    ids.ba = (await admin.call('POST', '/api/training/reference-items/competency', { code: `BA${suffix}`, name: `Breathing apparatus ${suffix}` })).id;
    ids.wah = (await admin.call('POST', '/api/training/reference-items/competency', { code: `WH${suffix}`, name: `Working at height ${suffix}` })).id;
    const type = (await admin.call('POST', '/api/training/reference-items/incidentType', { code: `HF${suffix}`, name: `House fire ${suffix}` })).id;
    ids.incident = (await admin.call('POST', '/api/training/incidents', { incidentNo: `INC-${suffix}`, incidentDate: '2026-03-02T10:00:00Z', incidentTypeId: type, stationIds: [ids.station] })).id;
    ids.report = (await admin.call('POST', '/api/training/activity-reports', { incidentId: ids.incident, activities: [{ employeeId: ids.ann, activity: 'BA entry and ladder rescue', competencyIds: [ids.ba, ids.wah] }] })).id;
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(() => browser?.close());

  it('walks the report to complete and evaluates it with a fail', { timeout: 90_000 }, async () => {
    const incidentPath = `/callout/rt/callouts-list/details/${ids.incident}`;
    await signInAsAdmin(page, incidentPath);
    await page.getByRole('link', { name: 'Activity report', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${incidentPath}/car-list`);
    await page.getByRole('link', { name: `Activity report ${ids.report}` }).click();
    await page.waitForURL((url) => url.pathname === `${incidentPath}/car-list/details/${ids.report}`);

    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await modalButton('Submit for approval').click();
    await page.getByRole('button', { name: 'Complete' }).click();
    await modalButton('Complete').click();
    await page.locator('h2 .ant-tag', { hasText: 'Complete' }).waitFor();

    await page.getByRole('tab', { name: 'Evaluation' }).click();
    await page.waitForURL((url) => url.pathname === `${incidentPath}/car-list/evaluation`);
    await page.getByRole('combobox', { name: `Outcome for Dee ${ann}, Working at height ${suffix}` }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Fail' }).click();
    await page.getByRole('button', { name: 'Apply evaluation' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Apply' }).click();
    const planLink = page.getByRole('link', { name: /^Action plan \d+/ });
    await planLink.waitFor();
    await picture(page, 'incident-activity-report-evaluated', { fullPage: true });
  });

  it('opens the action plan the fail raised, starts and resolves it', { timeout: 90_000 }, async () => {
    await page.getByRole('link', { name: /^Action plan \d+/ }).click();
    await page.waitForURL((url) => /\/personnel\/rt\/personnel-list\/\d+\/dashboard\/action-plan-list\/dashboard\/\d+$/.test(url.pathname));
    const planId = Number(page.url().split('/').pop());
    await page.getByText(`Working at height ${suffix}`).waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    await modalButton('Start').click();
    await page.locator('h2 .ant-tag', { hasText: 'In progress' }).waitFor();
    await page.getByRole('button', { name: 'Resolve' }).click();
    await modalButton('Resolve').click();
    await page.locator('h2 .ant-tag', { hasText: 'Resolved' }).waitFor();
    await picture(page, 'incident-action-plan-resolved', { fullPage: true });
    // The employee's Action plans tab lists it, resolved.
    await page.getByRole('link', { name: '← Action plans' }).click();
    await page.getByRole('tab', { name: 'Action plans', selected: true }).waitFor();
    await page.getByRole('row', { name: new RegExp(`Action plan ${planId} .*Resolved`) }).waitFor();

    const plan = (await admin.call('GET', `/api/training/action-plans/${planId}`)) as { employeeId: number; status: string; competencyIds: number[]; source: string };
    expect(plan).toMatchObject({ employeeId: ids.ann, status: 'resolved', competencyIds: [ids.wah], source: 'activityReport' });
    const held = (await admin.call('GET', `/api/training/employee-competencies?employeeId=${ids.ann}`)) as { data: { competencyId: number; startDate: string }[] };
    expect(held.data.map((c) => [c.competencyId, c.startDate])).toEqual([[ids.ba, '2026-03-02']]);
  });

  it("shows each step on the employee's timeline", { timeout: 90_000 }, async () => {
    const steps = [
      `Activity report of incident ${ids.incident} written`,
      `Activity report of incident ${ids.incident} now Complete`,
      `Competency Breathing apparatus ${suffix} added`,
      /^Action plan “.*” now In progress$/,
      /^Action plan “.*” now Resolved$/,
    ];
    // The steps reach svc-personnel through Kafka: read the tab again until the consumer has caught up.
    await expect
      .poll(async () => {
        await page.goto(`${env('E2E_PORTAL_URL')}/personnel/rt/personnel-list/${ids.ann}/dashboard/timeline`);
        await page.getByRole('tab', { name: 'Timeline', selected: true }).waitFor();
        await page.locator('.ant-timeline, .ant-empty').first().waitFor();
        return Promise.all(steps.map((step) => page.getByText(step, { exact: true }).count().then(Boolean)));
      }, { timeout: 60_000, interval: 1_000 })
      .toEqual(steps.map(() => true));
    await picture(page, 'incident-walk-on-timeline', { fullPage: true });
  });
});
