import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { clickUntil, keepFailure, launchBrowser, signInAsAdmin } from './browser';

/** Spec §4.2's application-update notice: a newer portal build served while a person is signed in. */
describe('the application-update notice (issue 34)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // The page's timers run on a clock the test moves: the check every minute and the five minutes' delay.
    await context.clock.install();
    page = await context.newPage();
    await signInAsAdmin(page);
    await page.getByRole('heading', { name: /^Welcome/ }).first().waitFor();
  });
  afterEach(({ task }) => keepFailure(page, task));
  afterAll(async () => {
    await browser?.close();
  });

  /** From now on the portal serves an index.html naming another entry script: a deploy of a newer build. */
  const deployNewerBuild = () =>
    page.route('**/index.html', async (route) => {
      const served = await route.fetch();
      await route.fulfill({ response: served, body: (await served.text()).replace(/main\.[0-9a-f]+\.js/, 'main.0ddba11.js') });
    });

  it('shows nothing while the build served is the one running', async () => {
    const checked = page.waitForResponse((r) => r.url().endsWith('/index.html'));
    await page.clock.fastForward('01:00');
    expect((await checked).ok()).toBe(true);
    await expect(page.getByText('A new version of Firecrest is available').count()).resolves.toBe(0);
  });

  it('counts five minutes down once a newer build is served, then reloads the portal', async () => {
    await deployNewerBuild();
    await page.clock.fastForward('01:00');
    await page.getByText('A new version of Firecrest is available').waitFor();
    await expect.poll(() => page.getByTestId('update-countdown').textContent()).toMatch(/^(5:00|4:5\d)$/);
    await page.clock.fastForward('02:00');
    await expect.poll(() => page.getByTestId('update-countdown').textContent()).toMatch(/^(3:00|2:5\d)$/);
    const reloaded = page.waitForEvent('load');
    await page.clock.fastForward('03:05');
    await reloaded;
    await page.getByRole('heading', { name: /^Welcome/ }).first().waitFor();
  });

  it('reloads at once when the person chooses', async () => {
    // The reloaded page is still served the newer build's index.html (the route stays), so it sees it at its first check.
    await page.clock.fastForward('01:00');
    await page.getByRole('button', { name: 'Reload now' }).waitFor();
    let reloaded = false;
    page.once('load', () => (reloaded = true));
    await clickUntil(page.getByRole('button', { name: 'Reload now' }), () => reloaded);
  });
});
