import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openInApp, signInAsAdmin, visitAcross, watchRequests } from './browser';
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
  /** Two tabs of one signed-in session walking side by side: a visit mostly waits on the stack. */
  let tabs: Page[];
  const crashes: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) {
      watchRequests(tab);
      tab.on('pageerror', (error) => crashes.push(`${new URL(tab.url()).pathname}: ${error.message}`));
    }
    await signInAsAdmin(tabs[0]!);
    // The second tab loads the portal once; every later visit opens inside it, as in the first.
    await tabs[1]!.goto(tabs[0]!.url());
    for (const tab of tabs) await tab.getByRole('menu').first().waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens a path inside the portal as a link would and says what it shows once settled (or after 10 s, as it is then). */
  const visit = async (page: Page, path: string): Promise<string | undefined> => {
    await openInApp(page, path, 10_000).catch((error: unknown) => console.warn(`${path}: ${String(error)}`));
    const text = await page.locator('body').innerText();
    const landed = new URL(page.url()).pathname;
    if (text.includes(PLACEHOLDER)) return 'placeholder';
    if (CRASH.test(text)) return 'crashed';
    if (landed !== path && BOUNCED.has(landed)) return `bounced to ${landed}`;
    return undefined;
  };

  it('tells a path with no screen from one with a screen', async () => {
    const page = tabs[0]!;
    expect(await visit(page, '/system/not-a-screen-yet')).toBe('placeholder');
    expect(await visit(page, '/system/webhooks')).toBeUndefined();
    // An unknown area goes to the entry page, which opens the administrator's landing page.
    expect(await visit(page, '/not-an-area')).toBe('bounced to /dashboard');
  });

  it(`opens each of the ${SPEC_ROUTES.length} routes on a screen of its own`, { timeout: 900_000 }, async () => {
    const refused: string[] = [];
    await visitAcross(tabs, SPEC_ROUTES, async (page, path) => {
      const wrong = await visit(page, path);
      if (wrong) refused.push(`${path}: ${wrong}`);
    });
    expect(refused.sort()).toEqual([]);
    expect(crashes).toEqual([]);
  });
});
