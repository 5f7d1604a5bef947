import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_CONSTANTS, ATTENDANCE_MESSAGES as A } from '@firecrest/contracts';
import { chooseOption, env, keepFailure, launchBrowser, openedDialog, picture, signInAsAdmin } from './browser';
import { portalApi } from './accounts';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
const DAY = 86_400_000;

describe("a training event's attendance in a real browser: lists, register, summary, evaluations and appraisals under /details/{id}", () => {
  let browser: Browser;
  let page: Page;
  const admin = portalApi(env('E2E_PORTAL_URL'));
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const [ann, ben, ivy] = ['Ann', 'Ben', 'Ivy'].map((n) => `${n}${suffix}`);
  const ids: Record<string, number> = {};
  let details = '';

  /** Picks an option of the antd Select named `label`. */
  const choose = (label: string, option: string) => chooseOption(page, page.getByRole('combobox', { name: label }), option);
  const tab = (name: RegExp) => page.getByRole('tab', { name });
  /** Opens a section by its §2.6 path (the event page has more tabs than fit: the last ones sit in its overflow menu). */
  async function open(section: string) {
    await page.goto(`${env('E2E_PORTAL_URL')}${details}/${section}`);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    const centre = (await admin.call('POST', '/api/personnel/locations', { kind: 'trainingLocation', callSign: `TT${suffix}`, name: `Attendance centre ${suffix}` })).id;
    for (const lastName of [ann, ben, ivy]) ids[lastName] = (await admin.call('POST', '/api/personnel/employees', { firstName: 'Dee', lastName, contracts: [{ startDate: '2020-01-01' }] })).id;
    ids.competency = (await admin.call('POST', '/api/training/reference-items/competency', { code: `BA${suffix}`, name: `Breathing apparatus ${suffix}` })).id;
    const day = (offset: number) => {
      const start = new Date(Date.now() + offset * DAY);
      start.setUTCHours(9, 0, 0, 0);
      return { startTime: start.toISOString(), endTime: new Date(start.getTime() + 8 * 3_600_000).toISOString() };
    };
    // Two past dates, so that both can be recorded and appraised today.
    const course = { trainingType: 2, course: { name: `BA Operator ${suffix}` }, trainingLocationIds: [centre], maxPlaces: 10, competencyIds: [ids.competency], dates: [day(-3), day(-2)] };
    ids.event = (await admin.call('POST', '/api/training/training-events', course)).id;
    for (const lastName of [ann, ben]) await admin.call('POST', '/api/training/training-event-attendees', { trainingEventId: ids.event, employeeId: ids[lastName], attendeeType: 2, statusId: S.Confirmed });
    await admin.call('POST', '/api/training/training-event-attendees', { trainingEventId: ids.event, employeeId: ids[ivy], attendeeType: 1, instructorType: 'lead', statusId: S.Confirmed });
    details = `/training-planner/rt/details/${ids.event}`;
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(() => browser?.close());

  it('records the first date: a row without attendance is refused with the §5.2 message, hours follow the option', async () => {
    await signInAsAdmin(page, `${details}/attendance-list`);
    await page.waitForURL((url) => url.pathname === `${details}/attendance-list`);
    await expect.poll(() => tab(/^Attendance lists/).getAttribute('aria-selected')).toBe('true');
    await page.getByText('No attendance recorded yet').waitFor();
    await page.getByRole('button', { name: 'New attendance list' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/attendance-list/new`);
    await choose('Date', '');
    await choose(`Attendance of Dee ${ann}`, 'Full attendance');
    expect(await page.getByRole('spinbutton', { name: `Hours of Dee ${ann}` }).inputValue()).toBe('8');
    await choose(`Attendance of Dee ${ivy}`, 'Full attendance');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(A.attendanceRequired).waitFor();
    await picture(page, 'training-attendance-01-row-without-attendance', { fullPage: true });

    // A late arriver without hours: the server names the row's hours field.
    await choose(`Attendance of Dee ${ben}`, 'Late arriver');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(A.hoursRequired).waitFor();
    await page.getByRole('spinbutton', { name: `Hours of Dee ${ben}` }).fill('6.5');
    await page.getByRole('textbox', { name: `Comment on Dee ${ben}` }).fill('Traffic on the A1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/attendance-list`);
    await page.getByText('Attendance list created').first().waitFor();
    await page.getByRole('cell', { name: '3 of 3' }).waitFor();
    const lists = (await admin.call('GET', `/api/training/training-event-attendance-lists?trainingEventId=${ids.event}`)) as { data: { rows: { attendance: string; hours: number; comment: string }[] }[] };
    expect(lists.data[0]!.rows.map((r) => [r.attendance, r.hours, r.comment])).toEqual([
      ['fullAttendance', 8, ''],
      ['fullAttendance', 8, ''],
      ['lateArriver', 6.5, 'Traffic on the A1'],
    ]);
  });

  it('shows the register of dates × attendees and each attendee’s share of the sessions', async () => {
    await tab(/^Attendance register/).click();
    await page.waitForURL((url) => url.pathname === `${details}/attendance-register`);
    await page.getByLabel(new RegExp(`Dee ${ben} on .*: Late arriver`)).waitFor();
    await page.getByRole('row', { name: new RegExp(`Dee ${ann}`) }).getByRole('cell', { name: '1 / 2' }).waitFor();
    await picture(page, 'training-attendance-02-register', { fullPage: true });
    await open('attendance');
    await expect.poll(() => page.getByRole('meter', { name: `Attendance of Dee ${ann}` }).getAttribute('aria-valuenow')).toBe('50');
    await picture(page, 'training-attendance-03-summary', { fullPage: true });
  });

  it('evaluates a delegate, completes the event (queued, lists locked) and shows the evaluation applied by the job', async () => {
    await open('evaluations');
    await page.getByRole('button', { name: `Evaluate Dee ${ann}` }).click();
    const dialog = await openedDialog(page);
    await dialog.getByRole('button', { name: 'Pass all' }).click();
    await expect.poll(() => dialog.getByRole('radio', { name: 'Pass', exact: true }).isChecked()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Confident on the entry drill');
    await dialog.getByRole('button', { name: 'Save evaluation' }).click();
    await page.getByText(`Evaluation saved: Dee ${ann}`).first().waitFor();
    const annRow = page.getByRole('row', { name: new RegExp(`Dee ${ann}`) });
    await annRow.getByText('Pass', { exact: true }).waitFor();
    expect(await annRow.getByText('Pending').count()).toBe(1);

    await page.getByRole('button', { name: 'Complete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Complete' }).click();
    await expect.poll(() => page.getByTestId('event-status').textContent()).toBe('Complete');
    await page.reload();
    await annRow.getByText('Queued').waitFor();
    // Ben has no evaluation on an event that has some: nothing is awarded by default; he stays to be evaluated.
    await page.getByRole('row', { name: new RegExp(`Dee ${ben}`) }).getByText('Pending').waitFor();

    // A run already under way (the schedule's own, or another file's) may have begun before this event completed:
    // ours starts once it ends.
    const startRun = () => admin.call('POST', '/api/scheduledtasks/training-events/evaluate').then(
      () => 'started',
      (error: Error) => (/answered 409/.test(error.message) ? 'running' : Promise.reject(error)),
    );
    await expect.poll(startRun, { timeout: 30_000 }).toBe('started');
    await expect
      .poll(async () => ((await admin.call('GET', `/api/training/training-event-evaluations?trainingEventId=${ids.event}`)) as { data: { status: string }[] }).data.map((e) => e.status), { timeout: 30_000 })
      .toEqual(['applied']);
    await page.reload();
    await annRow.getByText('Applied').waitFor();
    expect(await page.getByRole('button', { name: `Evaluate Dee ${ann}` }).isDisabled()).toBe(true);
    await picture(page, 'training-attendance-04-evaluations-applied', { fullPage: true });

    await open('attendance-list');
    await expect.poll(() => page.getByRole('button', { name: 'New attendance list' }).isDisabled()).toBe(true);
  });

  it('writes an appraisal of a delegate by the instructor on the complete event', async () => {
    await open('appraisals');
    await page.getByText('No appraisals yet').waitFor();
    await page.getByRole('button', { name: 'New appraisal' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/appraisals/new`);
    await choose('Delegate', `Dee ${ann}`);
    await choose('Appraiser', `Dee ${ivy}`);
    await choose('Overall rating', 'Above the standard');
    await page.getByRole('textbox', { name: 'Strengths' }).fill('Calm under air');
    await page.getByRole('textbox', { name: 'Development needs' }).fill('Gauge checks');
    await picture(page, 'training-attendance-05-appraisal', { fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/appraisals`);
    const row = page.getByRole('row', { name: new RegExp(`Dee ${ann}`) });
    await row.getByText('4 – Above the standard').waitFor();
    await row.getByRole('link', { name: `Dee ${ann}` }).click();
    await page.waitForURL((url) => /\/appraisals\/\d+$/.test(url.pathname));
    expect(await page.getByRole('textbox', { name: 'Strengths' }).inputValue()).toBe('Calm under air');
  });
});
