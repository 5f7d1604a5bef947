import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { TRAINING_MESSAGES as M } from '@firecrest/contracts';
import { chooseOption, env, keepFailure, launchBrowser, pickEmployee, picture, signInAsAdmin } from './browser';
import { portalApi } from './accounts';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

describe('training in a real browser: a competency with a refresher rule, an event filled to its maximum, a resource booked, completed, seen on /api/v1', () => {
  let browser: Browser;
  let page: Page;
  const portal = () => env('E2E_PORTAL_URL');
  const admin = portalApi(env('E2E_PORTAL_URL'));
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const course = `Swift water rescue ${suffix}`;
  const people = ['Ash', 'Birch', 'Cedar'].map((n) => `${n}${suffix}`);
  const ids: Record<string, number> = {};
  const eventDay = inDays(10);

  const choose = (label: string, option: string) => chooseOption(page, page.getByRole('combobox', { name: label }).last(), option);

  beforeAll(async () => {
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    ids.centre = (await admin.call('POST', '/api/personnel/locations', { kind: 'trainingLocation', callSign: `TC${suffix}`, name: `Training centre ${suffix}` })).id;
    for (const lastName of people) ids[lastName] = (await admin.call('POST', '/api/personnel/employees', { firstName: 'Dee', lastName, contracts: [{ startDate: '2020-01-01' }] })).id;
    await admin.call('POST', '/api/training/reference-items/bookingType', { code: `TP${suffix}`, name: `Training period ${suffix}` });
    ids.resource = (await admin.call('POST', '/api/training/training-resources', { name: `Flood tank ${suffix}`, trainingResourceTypeName: 'Facility', notes: '' })).id;
    await admin.call('POST', '/api/training/training-resource-inventories', { trainingResourceId: ids.resource, name: `Tank lanes ${suffix}`, quantity: 1, minutesUnavailableAfterEnd: 30 });
    await admin.call('POST', '/api/training/incidents', { incidentNo: `INC-${suffix}`, incidentDate: new Date().toISOString(), address: '1 River Walk', incidentTypeId: (await admin.call('POST', '/api/training/reference-items/incidentType', { code: `FL${suffix}`, name: `Flooding ${suffix}` })).id, stationIds: [], applianceCallSigns: ['P1'] });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => {
    await browser?.close();
  });

  it('builds a competency with a refresher rule; an open default rule must be ended before another', async () => {
    await signInAsAdmin(page, '/competency/rt/competency/list/new');
    await page.getByRole('heading', { name: 'New competency' }).waitFor();
    await page.getByLabel('Code').fill(`SWR${suffix}`);
    await page.getByLabel('Name', { exact: true }).fill(course);
    await page.getByRole('button', { name: 'Add refresher rule' }).click();
    await page.getByLabel('Rule name').fill('Every three years');
    await page.getByLabel('Valid for').fill('3');
    await page.getByLabel('Start date').first().fill('2026-01-01');
    await page.getByRole('button', { name: 'Add refresher rule' }).click();
    await page.getByLabel('Rule name').nth(1).fill('Every two years');
    await page.getByLabel('Start date').nth(1).fill('2027-01-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(M.endActiveDefaultRule).count()).toBe(1);
    await picture(page, 'training-01-competency-rule-refused', { fullPage: true });
    await page.getByLabel('End date').first().fill('2026-12-31');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/competency\/rt\/competency\/list\/details\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { name: `SWR${suffix} ${course}` }).count()).toBe(1);
    await picture(page, 'training-02-competency', { fullPage: true });
  });

  it('plans a training event with a date and a maximum of two places', async () => {
    await page.goto(`${portal()}/training-planner/rt/list`);
    await page.getByRole('link', { name: 'New training event' }).click();
    await page.getByRole('heading', { name: 'New training event' }).waitFor();
    await page.getByLabel('Course', { exact: true }).fill(course);
    await choose('Training location', `TC${suffix}`);
    await page.getByLabel('Maximum places').fill('2');
    await page.getByLabel('Date 1', { exact: true }).fill(eventDay);
    await page.getByLabel('Start time 1', { exact: true }).fill('17:00');
    await page.getByLabel('End time 1', { exact: true }).fill('09:00');
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect.poll(() => page.getByText(M.startBeforeEnd).count()).toBe(1);
    await page.getByLabel('Start time 1', { exact: true }).fill('09:00');
    await page.getByLabel('End time 1', { exact: true }).fill('17:00');
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.waitForURL(/\/training-planner\/rt\/details\/\d+$/);
    ids.event = Number(page.url().split('/').pop());
    await expect.poll(() => page.getByTestId('event-status').textContent()).toBe('Pending');
  });

  it('adds delegates up to the maximum and refuses the next with the message', async () => {
    await page.getByRole('tab', { name: 'Attendees' }).click();
    for (const person of people) {
      await pickEmployee(page, person);
      const posted = page.waitForResponse((r) => r.url().endsWith('/api/training/training-event-attendees') && r.request().method() === 'POST');
      // By its text: antd can leave the spinner of a save that ended at once in the button (hidden at zero width, yet
      // named "loading"), which changes the button's accessible name but not what it does.
      await page.getByRole('button').filter({ hasText: /^Add$/ }).click();
      const answer = await posted;
      expect(answer.request().postDataJSON()).toMatchObject({ trainingEventId: ids.event, employeeId: ids[person], attendeeType: 2 });
      if (person === people[2]) {
        expect(answer.status()).toBe(400);
      } else {
        expect(answer.status()).toBe(201);
        // The list is read again after the add: the delegate is in it (by name) before the next one is picked.
        await page.getByRole('cell', { name: `Dee ${person}`, exact: true }).waitFor();
      }
    }
    await page.getByText(M.delegatesOverMax).first().waitFor();
    expect(await page.getByTestId('delegate-count').textContent()).toBe('2');
    expect(await page.getByRole('cell', { name: `Dee ${people[2]}`, exact: true }).count()).toBe(0);
    await picture(page, 'training-03-attendees-full', { fullPage: true });
  });

  it('books a resource for the event and refuses an overlapping booking', async () => {
    await page.getByRole('tab', { name: 'Training resources' }).click();
    const book = async () => {
      await page.getByRole('button', { name: 'Book a resource' }).click();
      await choose('Inventory', `Tank lanes ${suffix}`);
      await choose('Booking type', `Training period ${suffix}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Book' }).click();
    };
    await book();
    await expect.poll(() => page.getByRole('cell', { name: `Tank lanes ${suffix}` }).count()).toBe(1);
    await book();
    await expect.poll(() => page.getByText(M.bookingOverlap, { exact: false }).count()).toBeGreaterThan(0);
    await picture(page, 'training-04-resource-overlap', { fullPage: true });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('cell', { name: `Tank lanes ${suffix}` }).count()).toBe(1);
  });

  it('completes the event: its fields are locked', async () => {
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Complete' }).click();
    await expect.poll(() => page.getByTestId('event-status').textContent()).toBe('Complete');
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect.poll(() => page.getByLabel('Course', { exact: true }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Attendees' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Change status' }).count()).toBe(0);
    await picture(page, 'training-05-event-complete', { fullPage: true });
  });

  it('shows the event and its delegates on /api/v1/training-events with an API key made in the portal', async () => {
    const { key } = await admin.call('POST', '/api/api-keys', { ipRestrictions: [] });
    const headers = { 'x-api-key': key };
    // The REST API reads a copy fed through Kafka: asked again until the completed event and both delegates are in it.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${portal()}/api/v1/training-events/${ids.event}`, { headers });
          return res.ok ? ((await res.json()) as { status: number; delegates: { employee: { lastName: string } }[] }) : res.status;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toMatchObject({ status: 2, course: { name: course }, delegates: [{ employee: { lastName: people[0] } }, { employee: { lastName: people[1] } }] });
    const list = await fetch(`${portal()}/api/v1/training-events?filterText=${encodeURIComponent(course)}`, { headers });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: { id: number }[] }).data.map((e) => e.id)).toEqual([ids.event]);
  });

  it('shows the planner list and calendar, the resource with its booking, and incidents', async () => {
    await page.goto(`${portal()}/training-planner/rt/list?course=${encodeURIComponent(suffix)}`);
    await expect.poll(() => page.getByRole('link', { name: course }).count()).toBe(1);
    await picture(page, 'training-06-planner-list', { fullPage: true });
    await page.locator('.ant-segmented').getByText('Calendar', { exact: true }).click();
    await page.locator('.fc-view-harness').waitFor();
    await picture(page, 'training-07-planner-calendar', { fullPage: true });
    await page.goto(`${portal()}/training-resources/${ids.resource}`);
    await expect.poll(() => page.getByRole('link', { name: `Event ${ids.event}` }).count()).toBe(1);
    await picture(page, 'training-08-resource', { fullPage: true });
    await page.goto(`${portal()}/callout/rt/callouts-list`);
    await expect.poll(() => page.getByRole('link', { name: `INC-${suffix}` }).count()).toBe(1);
    await picture(page, 'training-09-incidents', { fullPage: true });
    await page.goto(`${portal()}/admin/rt/callouts-incident-type-list`);
    await expect.poll(() => page.getByText(`Flooding ${suffix}`).count()).toBe(1);
    await picture(page, 'training-10-incident-types', { fullPage: true });
  });
});
