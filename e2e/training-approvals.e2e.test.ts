import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_CONSTANTS } from '@firecrest/contracts';
import { env, keepFailure, launchBrowser, pickEmployee, picture, signInAsAdmin } from './browser';
import { portalApi } from './accounts';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
const DAY = 86_400_000;

describe("a training event's approvals and default bookings in a real browser: requests, nominees, cancellations, FDO pages and bookings under /details/{id}", () => {
  let browser: Browser;
  let page: Page;
  const portal = () => env('E2E_PORTAL_URL');
  const admin = portalApi(env('E2E_PORTAL_URL'));
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const [applicant, nominee, second, leaver, walkIn, first, other, released, officer] = ['Applicant', 'Nominee', 'Second', 'Leaver', 'Walkin', 'First', 'Other', 'Released', 'Officer'].map((n) => `${n}${suffix}`);
  const competency = `Rope rescue ${suffix}`;
  const bookingType = `Training period ${suffix}`;
  const ids: Record<string, number> = {};
  const attendeeIds: Record<string, number> = {};
  let details = '';

  const statusOf = async (lastName: string) => ((await admin.call('GET', `/api/training/training-event-attendees/${attendeeIds[lastName]}`)) as { statusId: number }).statusId;
  /** The attendee id of someone added through the pages. */
  const attendeeOf = async (lastName: string) =>
    ((await admin.call('GET', `/api/training/training-event-attendees?trainingEventId=${ids.event}&employeeId=${ids[lastName]}`)) as { data: { id: number; statusId: number }[] }).data[0]!;
  const dialog = () => page.locator('.ant-modal:visible');
  /** The prerequisites bar of the queue on show (hidden tab panes keep theirs, out of the accessibility tree). */
  const prerequisites = () => page.getByRole('tabpanel').getByTestId('prerequisites');

  const row = (lastName: string) => page.getByRole('row', { name: new RegExp(`Dee ${lastName}`) });
  /** The title of a queue's tab badge ("2 waiting"); none is drawn at zero. */
  const badge = (tab: string) => page.getByTestId(`${tab}-tab`).locator('.ant-badge-count').getAttribute('title', { timeout: 1_000 }).catch(() => null);

  beforeAll(async () => {
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    const centre = (await admin.call('POST', '/api/personnel/locations', { kind: 'trainingLocation', callSign: `TA${suffix}`, name: `Approvals centre ${suffix}` })).id;
    for (const lastName of [applicant, nominee, second, leaver, walkIn, first, other, released, officer]) ids[lastName] = (await admin.call('POST', '/api/personnel/employees', { firstName: 'Dee', lastName, contracts: [{ startDate: '2020-01-01' }] })).id;
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
    await admin.call('POST', `/api/training/training-events/${ids.event}/decisions`, { attendeeIds: [attendeeIds[leaver]], statusId: S.PendingCancellation, comment: 'Family emergency' });
    ids.competency = (await admin.call('POST', '/api/training/reference-items/competency', { code: `RR${suffix}`, name: competency })).id;
    await admin.call('POST', '/api/training/reference-items/bookingType', { code: `TP${suffix}`, name: bookingType });
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
    await picture(page, 'training-approvals-01-requests', { fullPage: true });
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
    await dialog().getByText(`Reject nomination: Dee ${nominee}`).waitFor();
    await dialog().getByRole('button', { name: 'Reject' }).click();
    await dialog().getByText('Comment required').waitFor();
    await dialog().getByLabel('Rejection comment').fill('no');
    await dialog().getByText(/Comment too short/).waitFor();
    expect(await statusOf(nominee)).toBe(S.Nominated);
    await picture(page, 'training-approvals-02-reject-nominee', { fullPage: true });
    await dialog().getByLabel('Rejection comment').fill('Not released by the station this month');
    await dialog().getByRole('button', { name: 'Reject' }).click();
    await page.getByText('No nominees awaiting confirmation').waitFor();
    expect(await statusOf(nominee)).toBe(S.Rejected);
  });

  it('sets a prerequisite, applies on behalf of an employee, and approves the request on its page overriding the missing prerequisite', async () => {
    await page.getByRole('tab', { name: /^Requests/ }).click();
    await page.waitForURL((url) => url.pathname === `${details}/requests`);
    await expect.poll(() => page.getByRole('tab', { name: /^Requests/ }).getAttribute('aria-selected')).toBe('true');
    await prerequisites().getByRole('button', { name: 'Change' }).click();
    // The picker takes the focus: typing opens it and filters the competencies (keyboard only).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Prerequisite competencies');
    await page.keyboard.type(competency);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option-active', { hasText: competency }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await prerequisites().getByRole('button', { name: 'Save' }).click();
    await prerequisites().getByText(`RR${suffix} ${competency}`).waitFor();

    await page.getByRole('link', { name: 'Apply on behalf' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/requests/new`);
    await pickEmployee(page, walkIn);
    await page.getByTestId('chosen-employees').getByText(`Dee ${walkIn}`).waitFor();
    await picture(page, 'training-approvals-04-requests-new', { fullPage: true });
    await page.getByRole('button', { name: 'Apply 1' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/requests`);
    await row(walkIn).waitFor();
    const request = await attendeeOf(walkIn);
    expect(request.statusId).toBe(S.Applied);

    await row(walkIn).getByRole('link', { name: `Dee ${walkIn}` }).click();
    await page.waitForURL((url) => url.pathname === `${details}/requests/${request.id}`);
    await page.getByText(`Missing prerequisite competencies: RR${suffix}`).waitFor();
    await page.getByRole('row', { name: new RegExp(competency) }).getByText('Prerequisite').waitFor();
    await picture(page, 'training-approvals-05-request-page', { fullPage: true });
    await page.getByLabel('Decision comment').fill('Assessed on station last week');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog().locator('.ant-modal-confirm-title', { hasText: 'Override prerequisite competencies?' }).waitFor();
    await dialog().getByRole('button', { name: 'Approve anyway' }).click();
    await page.getByText('Prerequisites overridden').waitFor();
    await page.getByText('Assessed on station last week').waitFor();
    expect((await attendeeOf(walkIn)).statusId).toBe(S.Confirmed);
    await picture(page, 'training-approvals-06-request-decided', { fullPage: true });
  });

  it('nominates several at once, rejects two of them together with a comment, and the FDO confirms the release of the third', async () => {
    await page.goto(`${portal()}${details}/nominees/new`);
    for (const lastName of [first, other, released]) await pickEmployee(page, lastName);
    await page.getByRole('button', { name: 'Nominate 3' }).click();
    await dialog().locator('.ant-modal-confirm-title', { hasText: 'Override prerequisite competencies?' }).waitFor();
    await dialog().getByRole('button', { name: 'Nominate anyway' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/nominees`);
    for (const lastName of [first, other, released]) await row(lastName).waitFor();

    await row(first).getByRole('checkbox').check();
    await row(other).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Reject selected (2)' }).click();
    await dialog().getByText('Reject nomination: 2 selected').waitFor();
    await dialog().getByLabel('Rejection comment').fill('Course full for this watch');
    await picture(page, 'training-approvals-07-reject-selected', { fullPage: true });
    await dialog().getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => row(first).count()).toBe(0);
    expect([(await attendeeOf(first)).statusId, (await attendeeOf(other)).statusId]).toEqual([S.Rejected, S.Rejected]);

    // The event's FDO releases the third: the hidden page replaces the tabs, the confirmed FDO is preselected.
    attendeeIds[officer] = (await admin.call('POST', '/api/training/training-event-attendees', { trainingEventId: ids.event, employeeId: ids[officer], attendeeType: 3, statusId: S.Confirmed })).id;
    await page.reload();
    const nomination = await attendeeOf(released);
    await page.getByRole('link', { name: `FDO rejects Dee ${released}` }).click();
    await page.waitForURL((url) => url.pathname === `${details}/rejection/fdo/${nomination.id}`);
    await page.getByText('FDO rejection').waitFor();
    expect(await page.getByRole('tab', { name: 'Details' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Reject release' }).click();
    await page.getByText('Comment required').waitFor();
    await picture(page, 'training-approvals-08-fdo-rejection', { fullPage: true });
    await page.goto(`${portal()}${details}/confirmation/fdo/${nomination.id}`);
    await page.getByText('FDO confirmation').waitFor();
    await expect.poll(() => page.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: `Dee ${officer}` }).count()).toBeGreaterThan(0);
    await page.getByLabel('FDO comment').fill('Cover arranged');
    await picture(page, 'training-approvals-09-fdo-confirmation', { fullPage: true });
    await page.getByRole('button', { name: 'Confirm release' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/nominees`);
    expect((await attendeeOf(released)).statusId).toBe(S.Confirmed);
    const review = (await admin.call('GET', `/api/training/training-event-attendees/${nomination.id}/review`)) as { decisions: { fdoEmployeeId: number; comment: string }[] };
    expect(review.decisions.at(-1)).toMatchObject({ fdoEmployeeId: ids[officer], comment: 'Cover arranged' });
  });

  it('adds a default booking template, applies it to the confirmed attendees and shows the bookings that failed', async () => {
    // Second already has a booking in the event's hours: the template's booking overlaps it.
    const start = ((await admin.call('GET', `/api/training/training-events/${ids.event}`)) as { dates: { startTime: string }[] }).dates[0]!.startTime;
    const types = (await admin.call('GET', '/api/training/reference-items/bookingType')) as { data: { id: number; name: string }[] };
    const typeId = types.data.find((t) => t.name === bookingType)!.id;
    await admin.call('POST', '/api/training/training-event-bookings', { trainingEventId: ids.event, employeeId: ids[second], bookingTypeId: typeId, startTime: new Date(Date.parse(start) + 3_600_000).toISOString(), endTime: new Date(Date.parse(start) + 7_200_000).toISOString() });

    await page.getByRole('tab', { name: 'Bookings' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/bookings`);
    await page.getByRole('link', { name: 'Default templates' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/bookings/default`);
    await page.getByText('No default booking templates yet').waitFor();
    await page.getByRole('combobox', { name: 'Template booking type' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: bookingType }).first().click();
    await page.getByLabel('Start offset in minutes').fill('-30');
    await page.getByTestId('template-preview').waitFor();
    await page.getByRole('button', { name: 'Add template' }).click();
    await page.getByRole('cell', { name: '30 min before the start' }).waitFor();
    await picture(page, 'training-approvals-10-default-templates', { fullPage: true });

    await page.getByRole('link', { name: 'Booking settings' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/bookingsettings`);
    await page.getByRole('switch', { name: 'Book confirmed attendees automatically' }).click();
    await page.getByText('Confirmed attendees will be booked automatically').first().waitFor();
    await page.getByRole('button', { name: /^Apply default templates now/ }).click();
    await page.getByTestId('bookings-failed').getByText(`Bookings failed: Dee ${second}`).waitFor();
    // Applicant, Walkin and Released are booked; the FDO, whom no template books, has no state.
    await expect.poll(() => page.locator('.ant-tag', { hasText: 'Success' }).count()).toBe(3);
    await picture(page, 'training-approvals-11-booking-settings', { fullPage: true });
    const settings = (await admin.call('GET', `/api/training/training-events/${ids.event}/approval-settings`)) as { autoBookOnConfirm: boolean };
    expect(settings.autoBookOnConfirm).toBe(true);

    await page.getByRole('link', { name: 'Back to bookings' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/bookings`);
    await page.getByTestId('bookings-failed').waitFor();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(`Dee ${applicant}`) }).count()).toBe(1);
    await picture(page, 'training-approvals-12-bookings', { fullPage: true });
  });

  it('approves the pending cancellation on its page, which shows the reason; a complete event locks the queues', async () => {
    // Back returns to the hidden settings page the bookings tab was opened from.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${details}/bookingsettings`);
    await page.getByText('Book attendees from the default templates as soon as they are confirmed').waitFor();
    await page.goto(`${portal()}${details}/cancellations`);
    await expect.poll(() => page.getByRole('tab', { name: /^Cancellations/ }).getAttribute('aria-selected')).toBe('true');
    await row(leaver).getByRole('link', { name: `Dee ${leaver}` }).click();
    await page.waitForURL((url) => url.pathname === `${details}/cancellations/${attendeeIds[leaver]}`);
    await page.getByText('Family emergency').first().waitFor();
    await picture(page, 'training-approvals-13-cancellation-page', { fullPage: true });
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Decided: Canceled').waitFor();
    expect(await statusOf(leaver)).toBe(S.Canceled);
    await page.getByRole('link', { name: '← Cancellations' }).click();
    await page.getByText('No cancellations awaiting approval').waitFor();

    // Another application arrives, then the event is completed: the queue shows it, its buttons are disabled.
    await admin.call('PUT', `/api/training/training-event-attendees/${attendeeIds[nominee]}`, { trainingEventId: ids.event, employeeId: ids[nominee], attendeeType: 2, statusId: S.Nominated, overridePrerequisites: true });
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Complete' }).click();
    await expect.poll(() => page.getByTestId('event-status').textContent()).toBe('Complete');
    await page.reload();
    await page.getByRole('tab', { name: /^Nominees/ }).click();
    await expect.poll(() => page.getByRole('tab', { name: /^Nominees/ }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('button', { name: `Confirm Dee ${nominee}` }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: `Reject Dee ${nominee}` }).isDisabled()).toBe(true);
    await picture(page, 'training-approvals-03-locked', { fullPage: true });
  });
});
