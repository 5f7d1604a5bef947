import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { env, keepFailure, launchBrowser, signInAsAdmin } from './browser';

/** Admin area §2.15's developer demo pages and `/auth-test` (issue 34): each opens, and shows its components' states. */
describe('developer demo pages', () => {
  let browser: Browser;
  let page: Page;
  const open = async (path: string, heading: string) => {
    await page.goto(`${env('E2E_PORTAL_URL')}${path}`);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signInAsAdmin(page);
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => {
    await browser?.close();
  });

  it('/filterDemo shows the filters and a list empty, matching nothing and failed', async () => {
    await open('/filterDemo', 'Filter demo');
    await expect(page.getByRole('alert').filter({ hasText: 'The end date must not be before the start date.' }).count()).resolves.toBeGreaterThan(0);
    await page.getByText('No employees match the filters').waitFor();
    await page.getByText('The list could not be loaded.').waitFor();
  });

  it('/calendarDemo shows a month with bookings', async () => {
    await open('/calendarDemo', 'Calendar demo');
    await page.getByText('Working at height').waitFor();
  });

  it('/flowDemo moves a job from not started to complete', async () => {
    await open('/flowDemo', 'Flow demo');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => page.getByTestId('job-state').textContent()).toBe('in progress');
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect.poll(() => page.getByTestId('job-state').textContent()).toBe('complete');
  });

  it('/validatorDemo refuses an empty form and shows a server refusal as a sentence', async () => {
    await open('/validatorDemo', 'Validator demo');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText('Expiry date is required').waitFor();
    await page.getByRole('button', { name: 'Show a server refusal' }).click();
    await page.getByText(/at least 3 characters/).waitFor();
  });

  it('/auth-test shows who is signed in and their rights', async () => {
    await open('/auth-test', 'Session');
    await page.getByText(env('E2E_ADMIN_USER'), { exact: true }).first().waitFor();
    await page.getByRole('cell', { name: 'EXTEND_COMPETENCY_EXPIRY' }).waitFor();
  });
});
