import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openedDialog, picture, signInAsAdmin } from './browser';

describe('scheduled tasks in a real browser: warning modal, spinner, queued message, new last run', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const runButton = (key: string) => page.getByTestId(`run-${key}`);
  const lastRun = async (key: string) => {
    const cell = page.getByTestId(`last-run-${key}`);
    return (await cell.count()) ? cell.getAttribute('data-last-run') : null;
  };
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

  it('lists the tasks; Cancel in the warning clears the running flag', async () => {
    await signInAsAdmin(page, '/system/scheduledtasks');
    await page.getByRole('heading', { name: 'Scheduled tasks' }).waitFor();
    await row('Competency Expiry').waitFor();
    expect(await page.getByRole('row').count()).toBe(21);
    await runButton('CompetencyExpiry').click();
    await expect.poll(() => runButton('CompetencyExpiry').getAttribute('data-running')).toBe('true');
    const dialog = page.getByRole('dialog');
    await dialog.locator('.ant-modal-confirm-title', { hasText: 'Warning' }).waitFor();
    await picture(page, 'scheduled-tasks-01-warning', { fullPage: true });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => runButton('CompetencyExpiry').getAttribute('data-running')).toBe('false');
  });

  it('runs a fire-and-forget task: spinner, "queued" message, then its result and a new last run', async () => {
    const before = await lastRun('CompetencyExpiry');
    await runButton('CompetencyExpiry').click();
    await (await openedDialog(page)).getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => runButton('CompetencyExpiry').locator('.anticon-spin').count()).toBe(1);
    await page.getByText('Competency Expiry has been queued.').waitFor({ timeout: 10_000 });
    await expect.poll(() => lastRun('CompetencyExpiry'), { timeout: 20_000 }).not.toBe(before);
    await expect.poll(() => row('Competency Expiry').getByText(/competenc(y|ies) expired$/).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => runButton('CompetencyExpiry').getAttribute('data-running'), { timeout: 20_000 }).toBe('false');
    await page.getByTestId('last-run-CompetencyExpiry').hover();
    await page.getByRole('tooltip').waitFor();
    await picture(page, 'scheduled-tasks-02-ran', { fullPage: true });
  });

  it('runs a task that is not fire-and-forget and shows its result when it ends', async () => {
    await runButton('ProcessBookings').click();
    await (await openedDialog(page)).getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => row('Process Bookings').getByText(/bookings? checked/).count(), { timeout: 20_000 }).toBe(1);
    // The result and the cleared running flag arrive in separate renders.
    await expect.poll(() => runButton('ProcessBookings').getAttribute('data-running')).toBe('false');
    await page.getByTestId('last-run-ProcessBookings').waitFor();
  });
});
