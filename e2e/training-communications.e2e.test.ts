import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_CONSTANTS, COMMUNICATION_MESSAGES as CM } from '@firecrest/contracts';
import { clickUntil, env, keepFailure, launchBrowser, picture, signInAsAdmin } from './browser';
import { portalApi } from './accounts';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
const DAY = 86_400_000;

describe("a training event's communications in a real browser: joining instructions, notifications and their log", () => {
  let launching: Promise<Browser> | undefined;
  let browser: Browser;
  let page: Page;
  const admin = portalApi(env('E2E_PORTAL_URL'));
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const [delegate, instructor] = [`Delegate${suffix}`, `Instructor${suffix}`];
  const ids: Record<string, number> = {};
  let details = '';
  const course = `Water rescue ${suffix}`;
  const api = (path: string) => `/api/training/training-events/${ids.event}${path}`;
  const toast = (text: string) => page.getByText(text).first().waitFor();

  beforeAll(async () => {
    launching = launchBrowser();
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    const centre = (await admin.call('POST', '/api/personnel/locations', { kind: 'trainingLocation', callSign: `TW${suffix}`, name: `Water rescue centre ${suffix}`, address: '2 Riverside', postcode: 'RV1 2AB' })).id;
    for (const lastName of [delegate, instructor]) {
      ids[lastName] = (await admin.call('POST', '/api/personnel/employees', { firstName: 'Kim', lastName, email: `kim.${lastName.toLowerCase()}@brigade.test`, contracts: [{ startDate: '2020-01-01' }] })).id;
    }
    const start = new Date(Date.now() + 14 * DAY);
    start.setUTCHours(9, 0, 0, 0);
    ids.event = (
      await admin.call('POST', '/api/training/training-events', {
        trainingType: 2,
        course: { code: 'WR', name: course },
        trainingLocationIds: [centre],
        maxPlaces: 10,
        dates: [{ startTime: start.toISOString(), endTime: new Date(start.getTime() + 8 * 3_600_000).toISOString() }],
      })
    ).id;
    ids.delegateOn = (await admin.call('POST', '/api/training/training-event-attendees', { trainingEventId: ids.event, employeeId: ids[delegate], attendeeType: 2, statusId: S.Confirmed })).id;
    ids.instructorOn = (await admin.call('POST', '/api/training/training-event-attendees', { trainingEventId: ids.event, employeeId: ids[instructor], attendeeType: 1, instructorType: 'lead', statusId: S.Confirmed })).id;
    // The delegate has a user account (Gartan messages); the instructor has none.
    const roles = (await admin.call('GET', '/api/admin/roles')) as { id: string; name: string }[] | { data: { id: string; name: string }[] };
    const role = (Array.isArray(roles) ? roles : roles.data).find((r) => r.name === 'Administrator')!;
    const account = { name: `Kim ${delegate}`, email: `kim.${delegate.toLowerCase()}@brigade.test`, roleIds: [role.id] };
    const user = await admin.call('POST', '/api/admin/users', { ...account, username: `kim${suffix.toLowerCase()}`, password: 'Wet-suit-and-rope-42' });
    await admin.call('PUT', `/api/admin/users/${user.id}`, { ...account, employeeId: String(ids[delegate]) });
    // svc-training learns addresses and accounts from the owners' events.
    await vi.waitFor(
      async () => expect((await admin.call('GET', api(`/joining-instruction/${ids.delegateOn}`))).addresses).toMatchObject({ email: `kim.${delegate.toLowerCase()}@brigade.test`, gartan: expect.any(String) }),
      { timeout: 30_000, interval: 300 },
    );
    details = `/training-planner/rt/details/${ids.event}`;
    browser = await launching;
    page = await browser.newPage({ viewport: { width: 1500, height: 900 } });
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => (await launching)?.close());

  it('edits the joining instructions, previews one attendee’s copy and sends it to both by e-mail after asking', async () => {
    await signInAsAdmin(page, `${details}/joininginstruction`);
    await expect.poll(() => page.getByRole('tab', { name: 'Joining instructions' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('Default text').waitFor();
    await page.getByLabel('Subject').fill('Joining instructions: {courseName} ({courseCode})');
    await page.locator('textarea#body').fill('Dear {firstName},\nReport to {location} by 08:45 on {firstDate}.\nBring fire kit, PPE and photo ID.');
    await page.getByRole('button', { name: 'Save instructions' }).click();
    await toast('Joining instructions saved');
    await picture(page, 'training-communications-01-joining-instructions', { fullPage: true });

    await page.getByRole('link', { name: `Preview for Kim ${delegate}` }).click();
    await page.waitForURL((url) => url.pathname === `${details}/joininginstruction/${ids.delegateOn}`);
    await expect.poll(() => page.getByTestId('joining-preview').textContent()).toContain(`Dear Kim,\nReport to Water rescue centre ${suffix}, 2 Riverside, RV1 2AB by 08:45`);
    await page.getByText(`Joining instructions: ${course} (WR)`).waitFor();
    await picture(page, 'training-communications-02-preview', { fullPage: true });

    await page.getByRole('link', { name: 'Back to joining instructions' }).click();
    await page.getByRole('checkbox', { name: `Select Kim ${delegate}` }).check();
    await page.getByRole('checkbox', { name: `Select Kim ${instructor}` }).check();
    await page.getByRole('button', { name: 'Send to selected (2)' }).click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await confirm.getByText('Send the joining instructions to 2 selected?').waitFor();
    expect((await admin.call('GET', api('/notification-logs'))).data).toEqual([]);
    await confirm.getByRole('button', { name: 'Send' }).click();
    await toast('Joining instructions sent to 2 attendees');
    await expect.poll(() => page.getByRole('row', { name: new RegExp(`Kim ${instructor}`) }).getByText('Queued').count()).toBe(1);
    const log = (await admin.call('GET', api('/notification-logs'))).data as { recipientName: string; channel: string; status: string }[];
    expect(log.map((r) => [r.recipientName, r.channel]).sort()).toEqual([[`Kim ${delegate}`, 'email'], [`Kim ${instructor}`, 'email']]);
  });

  it('refuses a notification without its required fields and a Gartan message to someone without a user account, then sends one by e-mail', async () => {
    // The tabs follow the URL (a full event page has more tabs than fit: the last ones are under the tab bar's menu).
    await page.goto(`${env('E2E_PORTAL_URL')}${details}/notifications`);
    await expect.poll(() => page.getByRole('tab', { name: 'Notifications', exact: true }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('No notifications for this event yet').waitFor();
    await page.getByRole('button', { name: 'New notification' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/notifications/new`);
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').getByText('Required', { exact: true }).count()).toBe(4);
    await picture(page, 'training-communications-03-required', { fullPage: true });

    await page.getByLabel('Name').fill('Venue reminder');
    await page.getByText('Gartan message', { exact: true }).click();
    await page.getByRole('button', { name: 'Add 2 matching' }).click();
    await page.getByLabel('Subject').fill('{courseName}: venue');
    await page.locator('textarea#message').fill('{firstName}, we meet at {location}.');
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.locator('.ant-popconfirm:visible').getByText('Send this notification now to 2 recipients?').waitFor();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Send' }).click();
    await page.locator('.ant-form-item-explain-error').getByText(`${CM.noUserAccount}: Kim ${instructor}`).waitFor();
    await picture(page, 'training-communications-04-no-user-account', { fullPage: true });
    expect((await admin.call('GET', api('/notifications'))).data).toEqual([]);

    await page.getByText('Email', { exact: true }).click();
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Send' }).click();
    await toast('Notification sent');
    await page.waitForURL((url) => /\/notifications\/\d+$/.test(url.pathname));
    await page.getByText('This notification has been sent and can no longer be changed.').waitFor();
    expect(await page.getByLabel('Name').isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('row', { name: new RegExp(`Kim ${delegate}`) }).count()).toBe(1);
    await picture(page, 'training-communications-05-sent', { fullPage: true });
  });

  it('schedules a Gartan message to the delegate, changes it before its time, and lists both with the log of everything sent', async () => {
    await page.getByRole('link', { name: 'Back to notifications' }).click();
    await page.getByRole('button', { name: 'New notification' }).click();
    await page.getByLabel('Name').fill('Day-before reminder');
    await page.getByText('Gartan message', { exact: true }).click();
    await page.getByLabel('Role to add').click();
    await page.getByTitle('Delegates').click();
    await page.getByRole('button', { name: 'Add 1 matching' }).click();
    await page.getByLabel('Subject').fill('Tomorrow: {courseName}');
    await page.locator('textarea#message').fill('See you tomorrow at {firstDate}.');
    await page.getByText('At a date and time').click();
    const later = new Date(Date.now() + 3 * DAY);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page.getByLabel('Send at').fill(`${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T10:00`);
    await page.getByRole('button', { name: 'Schedule' }).click();
    await toast('Notification scheduled');
    await page.waitForURL((url) => /\/notifications\/\d+$/.test(url.pathname));
    // The stored notification's page (the router may still show the new one's form as the URL changes).
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    await page.getByLabel('Subject').fill('Reminder: {courseName} tomorrow');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === `${details}/notifications`);
    await page.getByRole('row', { name: /Day-before reminder/ }).getByText('Scheduled').waitFor();
    await page.getByRole('row', { name: /Venue reminder/ }).getByText('Sent').waitFor();
    const scheduled = ((await admin.call('GET', api('/notifications'))).data as { name: string; subject: string; status: string }[]).find((n) => n.name === 'Day-before reminder');
    expect(scheduled).toMatchObject({ subject: 'Reminder: {courseName} tomorrow', status: 'scheduled' });
    await picture(page, 'training-communications-06-notifications', { fullPage: true });

    await page.goto(`${env('E2E_PORTAL_URL')}${details}/notificationslogs`);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'brigade.test' }).count()).toBe(4);
    await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
    await picture(page, 'training-communications-07-log', { fullPage: true });
  });

  it('locks the communications of a complete event', async () => {
    // The page's button (first; the confirmation renders at the end of the page), then the confirmation's, clicked
    // again while it is still open: a click on an overlay still moving into place can be lost (e2e/browser.ts).
    await page.getByRole('button', { name: 'Complete' }).first().click();
    await clickUntil(page.locator('.ant-popconfirm').getByRole('button', { name: 'Complete' }), async () => (await page.getByTestId('event-status').textContent()) === 'Complete');
    await page.goto(`${env('E2E_PORTAL_URL')}${details}/joininginstruction`);
    await expect.poll(() => page.getByRole('button', { name: 'Save instructions' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Subject').isDisabled()).toBe(true);
    await page.goto(`${env('E2E_PORTAL_URL')}${details}/notifications`);
    await expect.poll(() => page.getByRole('button', { name: 'New notification' }).isDisabled()).toBe(true);
    await picture(page, 'training-communications-08-locked', { fullPage: true });
  });
});
