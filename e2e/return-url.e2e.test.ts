import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { env, launchBrowser, picture } from './browser';

describe('sign-in: a returnUrl the browser reads as another host keeps the user on the portal (issue 27)', () => {
  let browser: Browser;
  const portal = () => env('E2E_PORTAL_URL');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // `/\host` and `/<tab>/host` start with one slash, yet the browser's URL parser reads both as `//host`.
  for (const [name, returnUrl] of [['backslash', '%2F%5Cevil.example'], ['tab', '%2F%09%2Fevil.example']]) {
    it(`stays on the portal after signing in with the ${name} form`, async () => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      // The closed network cannot reach evil.example: answer it here, so a redirect there would land and be seen.
      await context.route((url) => url.hostname === 'evil.example', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>evil</h1>' }));
      const page = await context.newPage();
      await page.goto(`${portal()}/login?returnUrl=${returnUrl}`);
      await page.getByLabel('Username').fill(env('E2E_ADMIN_USER'));
      await page.getByLabel('Password', { exact: true }).fill(env('E2E_ADMIN_PASSWORD'));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      // The sign-in page sends the browser to its target itself: wherever it lands first is where the link led.
      await page.waitForURL((url) => url.origin !== new URL(portal()).origin || !url.pathname.startsWith('/login'));
      await picture(page, `sign-in-return-url-${name}`);
      expect(new URL(page.url()).origin).toBe(new URL(portal()).origin);
      await context.close();
    });
  }
});
