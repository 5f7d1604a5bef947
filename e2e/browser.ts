import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const SCREENSHOTS = resolve(import.meta.dirname, '..', 'test-output', 'e2e');

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const screenshotPath = (name: string) => join(SCREENSHOTS, `${name}.png`);

export function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e project through vitest (its global setup starts the stack)`);
  return value;
}

/** Signs the ready administrator in on the portal's sign-in page and waits for the page first asked for. */
export async function signInAsAdmin(page: Page, path = '/dashboard'): Promise<void> {
  await page.goto(`${env('E2E_PORTAL_URL')}${path}`);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Username').fill(env('E2E_ADMIN_USER'));
  await page.getByLabel('Password', { exact: true }).fill(env('E2E_ADMIN_PASSWORD'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
