import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { env, launchBrowser, picture, signInAsAdmin } from './browser';

describe('the portal’s edge in a real browser: CSP with Module Federation, CSRF, no framing', () => {
  let browser: Browser;
  let page: Page;
  const violations: string[] = [];
  const portal = () => env('E2E_PORTAL_URL');

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to (load|execute|connect|apply|display|frame)/i.test(m.text())) violations.push(m.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('runs the shell and all three remotes under a CSP without inline script, with no violation', async () => {
    const first = await page.goto(`${portal()}/login`);
    const csp = first!.headers()['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' [^;]*http:\/\/127\.0\.0\.1:\d+/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await signInAsAdmin(page, '/personnel');
    for (const [path, heading] of [['/personnel', 'Personnel'], ['/training', 'Training'], ['/system', 'System administration']]) {
      await page.goto(`${portal()}${path}`);
      await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
    }
    await picture(page, 'edge-csp-system', { fullPage: true });
    expect(violations).toEqual([]);
  });

  it('refuses a state-changing call the browser marks as coming from another origin, with the cookie', async () => {
    // The portal's own page: the browser sends the portal's Origin and the call passes the check.
    const status = await page.evaluate(async (target) => {
      const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ipRestrictions: ['not-an-ip'] }) }).catch(() => null);
      return res?.status ?? 0;
    }, `${portal()}/api/api-keys`);
    expect(status).toBe(400);
    // Another origin with the portal's cookie is refused before anything runs.
    const cross = await fetch(`${portal()}/api/api-keys`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') }, body: '{}' });
    expect(cross.status).toBe(403);
    expect(((await cross.json()) as { detail: string }).detail).toBe('Cross-origin request refused: https://evil.example is not the portal.');
  });

  it('cannot be framed', async () => {
    await page.setContent(`<iframe src="${portal()}/login" style="width:400px;height:300px"></iframe>`);
    await expect.poll(() => violations.some((v) => /frame-ancestors|X-Frame-Options/i.test(v)), { timeout: 10_000 }).toBe(true);
  });
});
