import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { portalApi } from './accounts';
import { env, keepFailure, launchBrowser, picture, signInAsAdmin } from './browser';

/** Issue 32: a course template built and approved on its screens, an event made from it, and the event on the calendar. */
describe('course templates and the training calendar', () => {
  let browser: Browser;
  let page: Page;
  let admin: ReturnType<typeof portalApi>;
  let templateId = 0;
  let eventId = 0;
  const run = Date.now().toString(36).slice(-6).toUpperCase();
  const code = `C${run}`;
  const portal = () => env('E2E_PORTAL_URL');
  // Next week's Tuesday, 09:00 to 12:00 UTC: a pending event well inside one week view.
  const tuesday = new Date();
  tuesday.setUTCDate(tuesday.getUTCDate() + 7 + ((9 - tuesday.getUTCDay()) % 7));
  const at = (days: number, hour: number) => new Date(Date.UTC(tuesday.getUTCFullYear(), tuesday.getUTCMonth(), tuesday.getUTCDate() + days, hour)).toISOString();

  beforeAll(async () => {
    admin = portalApi(portal());
    await admin.signIn(env('E2E_ADMIN_USER'), env('E2E_ADMIN_PASSWORD'));
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 }, timezoneId: 'UTC' })).newPage();
    await signInAsAdmin(page);
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a template from the menu, fills it in and moves it through approval to available for use', async () => {
    await page.goto(`${portal()}/dashboard`);
    await page.getByRole('menuitem', { name: 'Training', exact: true }).click();
    await page.getByRole('link', { name: 'Templates', exact: true }).click();
    await page.getByRole('heading', { name: 'Course templates' }).waitFor();
    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New course template' });
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Name').fill(`Water rescue ${run}`);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('heading', { name: `${code} – Water rescue ${run}` }).waitFor();
    templateId = Number(/details\/(\d+)/.exec(page.url())![1]);
    await page.getByLabel('Maximum places').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    // The page has the save's answer, not only the store (a move clicked while the page still takes it in was lost once).
    await page.getByText('Changes saved').waitFor();
    await expect.poll(async () => ((await admin.call('GET', `/api/training/course-templates/${templateId}`)) as { maxPlaces: number }).maxPlaces).toBe(12);

    // Each move's answer is checked, so a refusal says why instead of a status that never shows.
    const moved = () => page.waitForResponse((r) => r.url().endsWith(`/course-templates/${templateId}/transitions`) && r.request().method() === 'POST');
    let answer = moved();
    await page.getByRole('button', { name: 'Send for approval' }).click();
    expect((await answer).status(), await (await answer).text()).toBe(200);
    await page.getByLabel('Status').getByText('Sent for approval').waitFor();
    answer = moved();
    await page.getByRole('button', { name: 'Approve' }).click();
    expect((await answer).status(), await (await answer).text()).toBe(200);
    await page.getByLabel('Status').getByText('Available for use').waitFor();
    await picture(page, 'courses-01-template', { fullPage: true });
    await page.getByRole('button', { name: 'History' }).click();
    const rows = page.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(4);
    await expect(rows.nth(0).textContent()).resolves.toContain('Available for use');
  });

  it("shows an event built from the template on the calendar, and moves it a day by dragging", async () => {
    const event = (await admin.call('POST', '/api/training/training-events', { trainingType: 2, course: { name: 'from the template' }, dates: [{ startTime: at(0, 9), endTime: at(0, 12) }], courseTemplateId: templateId })) as { id: number; maxPlaces: number; course: { code: string } };
    eventId = event.id;
    expect(event).toMatchObject({ maxPlaces: 12, course: { code } });

    await page.goto(`${portal()}/training-planner/rt/details/${eventId}/calendar`);
    const entry = page.locator('.fc-timegrid-event', { hasText: code });
    await entry.waitFor();
    await picture(page, 'courses-02-event-calendar', { fullPage: true });

    const from = (await entry.boundingBox())!;
    const column = (await page.locator('.fc-timegrid-col.fc-day').nth(1).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 10);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + column.width / 2, from.y + 12, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2 + column.width, from.y + 10, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
    await expect.poll(async () => ((await admin.call('GET', `/api/training/training-events/${eventId}`)) as { dates: { startTime: string }[] }).dates[0]!.startTime, { timeout: 15_000 }).toBe(at(1, 9));

    await page.goto(`${portal()}/admin/rt/calendar`);
    await page.waitForURL(/\/training-planner\/rt\/list\?view=calendar/);
    for (const view of ['List', 'Agenda', 'Month', 'Week', 'Day']) await page.getByRole('button', { name: view, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Agenda', exact: true }).click();
    await page.locator('.fc-list').waitFor();
  });
});
