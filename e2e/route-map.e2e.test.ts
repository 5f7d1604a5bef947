import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openInApp, signInAsAdmin, watchRequests } from './browser';
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
    page = watchRequests(await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage());
    page.on('pageerror', (error) => crashes.push(`${new URL(page.url()).pathname}: ${error.message}`));
    await signInAsAdmin(page);
    await page.getByRole('menu').first().waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens a path inside the portal as a link would and says what it shows once settled (or after 10 s, as it is then). */
  const visit = async (path: string): Promise<string | undefined> => {
    await openInApp(page, path, 10_000).catch((error: unknown) => console.warn(`${path}: ${String(error)}`));
    const text = await page.locator('body').innerText();
    const landed = new URL(page.url()).pathname;
    if (text.includes(PLACEHOLDER)) return 'placeholder';
    if (CRASH.test(text)) return 'crashed';
    if (landed !== path && BOUNCED.has(landed)) return `bounced to ${landed}`;
    return undefined;
  };

  it('tells a path with no screen from one with a screen', async () => {
    expect(await visit('/system/not-a-screen-yet')).toBe('placeholder');
    expect(await visit('/system/webhooks')).toBeUndefined();
    // An unknown area goes to the entry page, which opens the administrator's landing page.
    expect(await visit('/not-an-area')).toBe('bounced to /dashboard');
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
