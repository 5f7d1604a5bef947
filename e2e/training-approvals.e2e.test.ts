import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_CONSTANTS } from '@firecrest/contracts';
import { env, keepFailure, launchBrowser, screenshotPath, signInAsAdmin } from './browser';
import { portalApi } from './accounts';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
const DAY = 86_400_000;

describe("a training event's approval queues in a real browser: requests, nominees and cancellations under /details/{id}", () => {
  let browser: Browser;
  let page: Page;
  const portal = () => env('E2E_PORTAL_URL');
  const admin = portalApi(env('E2E_PORTAL_URL'));
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const [applicant, nominee, second, leaver] = ['Applicant', 'Nominee', 'Second', 'Leaver'].map((n) => `${n}${suffix}`);
  const ids: Record<string, number> = {};
  const attendeeIds: Record<string, number> = {};
  let details = '';

  const statusOf = async (lastName: string) => ((await admin.call('GET', `/api/training/training-event-attendees/${attendeeIds[lastName]}`)) as { statusId: number }).statusId;
  const row = (lastName: string) => page.getByRole('row', { name: new RegExp(`Dee ${lastName}`) });
  /** The title of a queue's tab badge ("2 waiting"); none is drawn at zero. */
  const badge = (tab: string) => page.getByTestId(`${tab}-tab`).locator('.ant-badge-count').getAttribute('title', { timeout: 1_000 }).catch(() => null);

  beforeAll(async () => {
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    const centre = (await admin.call('POST', '/api/personnel/locations', { kind: 'trainingLocation', callSign: `TA${suffix}`, name: `Approvals centre ${suffix}` })).id;
    for (const lastName of [applicant, nominee, second, leaver]) ids[lastName] = (await admin.call('POST', '/api/personnel/employees', { firstName: 'Dee', lastName, contracts: [{ startDate: '2020-01-01' }] })).id;
    const start = new Date(Date.now() + 12 * DAY);
    start.setUTCHours(9, 0, 0, 0);
    ids.event = (
      await admin.call('POST', '/api/training/training-events', {
        trainingType: 2,
        course: { name: `Rope access ${suffix}` },
        trainingLocationIds: [centre],
        maxPlaces: 10,
        dates: [{ startTime: start.toISOString(), endTime: new Date(start.getTime() + 8 * 3_600_000).toISOString() }],
      })
    ).id;
    const add = async (lastName: string, statusId: number) => {
      attendeeIds[lastName] = (await admin.call('POST', '/api/training/training-event-attendees', { trainingEventId: ids.event, employeeId: ids[lastName], attendeeType: 2, statusId })).id;
    };
    await add(applicant, S.Applied);
    await add(nominee, S.Nominated);
    await add(second, S.Nominated);
    await add(leaver, S.Confirmed);
    await admin.call('PUT', `/api/training/training-event-attendees/${attendeeIds[leaver]}`, { trainingEventId: ids.event, employeeId: ids[leaver], attendeeType: 2, statusId: S.PendingCancellation });
    details = `/training-planner/rt/details/${ids.event}`;
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the requests queue from its URL, with each queue counted in its tab, and approves the application', async () => {
    await signInAsAdmin(page, `${details}/requests`);
    await page.waitForURL((url) => url.pathname === `${details}/requests`);
    await expect.poll(() => page.getByRole('tab', { name: /^Requests/ }).getAttribute('aria-selected')).toBe('true');
    await row(applicant).waitFor();
    await expect.poll(() => badge('requests')).toBe('1 waiting');
    await expect.poll(() => badge('nominees')).toBe('2 waiting');
    await expect.poll(() => badge('cancellations')).toBe('1 waiting');
    await page.screenshot({ path: screenshotPath('training-approvals-01-requests'), fullPage: true });
    await page.getByRole('button', { name: `Approve Dee ${applicant}` }).click();
    await page.getByText('No requests awaiting approval').waitFor();
    await page.getByText(`Approve: Dee ${applicant}`).first().waitFor();
    await expect.poll(() => badge('requests')).toBe(null);
    expect(await statusOf(applicant)).toBe(S.Confirmed);
    // The attendees tab shows the same list: the applicant is confirmed there, and the tab is in the URL.
    await page.getByRole('tab', { name: 'Attendees' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/attendees`);
    await expect.poll(() => row(applicant).getByText('Confirmed', { exact: true }).count()).toBe(1);
  });

  it('confirms a selected nominee and rejects the other after confirming the rejection', async () => {
    await page.getByRole('tab', { name: /^Nominees/ }).click();
    await page.waitForURL((url) => url.pathname === `${details}/nominees`);
    await row(second).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirm selected (1)' }).click();
    await expect.poll(() => row(second).count()).toBe(0);
    expect(await statusOf(second)).toBe(S.Confirmed);
    await page.getByRole('button', { name: `Reject Dee ${nominee}` }).click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await confirm.getByText('Reject this nomination?').waitFor();
    expect(await statusOf(nominee)).toBe(S.Nominated);
    await page.screenshot({ path: screenshotPath('training-approvals-02-reject-nominee'), fullPage: true });
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('No nominees awaiting confirmation').waitFor();
    expect(await statusOf(nominee)).toBe(S.Rejected);
  });

  it('approves the pending cancellation; a complete event locks the queues', async () => {
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${details}/attendees`);
    await page.goto(`${portal()}${details}/cancellations`);
    await expect.poll(() => page.getByRole('tab', { name: /^Cancellations/ }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: `Approve Dee ${leaver}` }).click();
    await page.getByText('No cancellations awaiting approval').waitFor();
    expect(await statusOf(leaver)).toBe(S.Canceled);

    // Another application arrives, then the event is completed: the queue shows it, its buttons are disabled.
    await admin.call('PUT', `/api/training/training-event-attendees/${attendeeIds[nominee]}`, { trainingEventId: ids.event, employeeId: ids[nominee], attendeeType: 2, statusId: S.Nominated });
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Complete' }).click();
    await expect.poll(() => page.getByTestId('event-status').textContent()).toBe('Complete');
    await page.reload();
    await page.getByRole('tab', { name: /^Nominees/ }).click();
    await expect.poll(() => page.getByRole('tab', { name: /^Nominees/ }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('button', { name: `Confirm Dee ${nominee}` }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: `Reject Dee ${nominee}` }).isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('training-approvals-03-locked'), fullPage: true });
  });
});
