import { mkdirSync, writeFileSync } from 'node:fs';
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

/**
 * For an afterEach: when the test failed, keeps what the page showed (a screenshot and its HTML, under
 * test-output/e2e/failed-<test>.*), and prints its address and the messages it showed (notifications, alerts,
 * field errors, open dialogs' titles): CI keeps only the log, so the log must say what the browser saw.
 */
export async function keepFailure(page: Page | undefined, task: { name: string; result?: { state?: string } }): Promise<void> {
  if (!page || task.result?.state !== 'fail') return;
  const name = `failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}`;
  await page.screenshot({ path: screenshotPath(name), fullPage: true }).catch(() => undefined);
  writeFileSync(join(SCREENSHOTS, `${name}.html`), await page.content().catch((error: unknown) => String(error)));
  const shown = await page
    .locator('.ant-notification-notice:visible, [role="alert"]:visible, .ant-form-item-explain-error:visible, .ant-modal-title:visible')
    .allInnerTexts()
    .catch((error: unknown) => [String(error)]);
  console.error(`[${task.name}] the page at ${page.url()} showed: ${shown.map((t) => JSON.stringify(t.trim())).join(', ') || 'no message'}`);
}

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

/**
 * Picks an employee in the portal's remote-search picker: types the name, waits for the search of exactly that text
 * to answer (the picker searches after a pause, and until then lists the previous search's options), then clicks it.
 */
export async function pickEmployee(page: Page, lastName: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Employee' }).last();
  await box.click();
  const searched = page.waitForResponse((r) => r.url().includes('/api/personnel/employees/search?') && new URL(r.url()).searchParams.get('q') === lastName);
  await box.fill(lastName);
  if (!(await searched).ok()) throw new Error(`the employee search for ${lastName} failed`);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: lastName }).first().click();
}
