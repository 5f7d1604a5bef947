import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInAsAdmin } from './browser';
import { SPEC_ROUTES } from './route-map';

const PLACEHOLDER = 'Not available in this release yet';
// React Router's own error screen: a page that threw while rendering.
const CRASH = /Unexpected Application Error/;
const BOUNCED = new Set(['/dashboard', '/entry', '/home', '/login', '/error403']);

/**
 * Every address of the spec's route map opens a real screen for an administrator: not the placeholder, not a bounce
 * to the dashboard or sign-in, not a crash. Ids are 1, so a record screen may rightly say the record does not exist.
 */
describe('the route map in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const crashes: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    page.on('pageerror', (error) => crashes.push(`${new URL(page.url()).pathname}: ${error.message}`));
    await signInAsAdmin(page);
    await page.getByRole('menu').first().waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens a path inside the portal as a link would (React Router follows popstate) and says what it shows. */
  const visit = async (path: string): Promise<string | undefined> => {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // Settled: nothing spinning (the remote's chunk, the page's first calls) and the text unchanged for 200 ms.
    let before = '';
    await expect
      .poll(async () => {
        const busy = await page.locator('.ant-spin-spinning, .ant-skeleton-active').count();
        const text = await page.locator('body').innerText();
        const settled = busy === 0 && text === before;
        before = text;
        return settled;
      }, { timeout: 10_000, interval: 200 })
      .toBe(true)
      .catch(() => undefined);
    const landed = new URL(page.url()).pathname;
    if (before.includes(PLACEHOLDER)) return 'placeholder';
    if (CRASH.test(before)) return 'crashed';
    if (landed !== path && BOUNCED.has(landed)) return `bounced to ${landed}`;
    return undefined;
  };

  it('tells a path with no screen from one with a screen', async () => {
    expect(await visit('/system/not-a-screen-yet')).toBe('placeholder');
    expect(await visit('/system/webhooks')).toBeUndefined();
  });

  it(`opens each of the ${SPEC_ROUTES.length} routes on a screen of its own`, { timeout: 900_000 }, async () => {
    const refused: string[] = [];
    for (const path of SPEC_ROUTES) {
      const wrong = await visit(path);
      if (wrong) refused.push(`${path}: ${wrong}`);
    }
    expect(refused).toEqual([]);
    expect(crashes).toEqual([]);
  });
});
