import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { vi } from 'vitest';
import { chromium, type Browser, type Locator, type Page, type Request } from 'playwright-core';

const SCREENSHOTS = resolve(import.meta.dirname, '..', 'test-output', 'e2e');

/**
 * Debian's Chromium, headless, with the flags that keep it off the (closed) network. The tests run its headless shell
 * (`chromium-headless-shell`: the same Blink and V8 without the full browser around them, what Playwright runs
 * headless by default; the route map and pseudo-locale take about a sixth less CPU in it); `full` runs the browser
 * people use, for timing page loads.
 */
export async function launchBrowser({ full = false } = {}): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (full ? '/usr/bin/chromium' : '/usr/bin/chromium-headless-shell'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

const screenshotPath = (name: string) => join(SCREENSHOTS, `${name}.png`);

/**
 * A picture of the page at a step of a test, as test-output/e2e/<name>.png, when E2E_SCREENSHOTS is set (a person
 * looking over the screens). A run otherwise takes none: CI keeps only the log, and the hundred-odd pictures cost
 * about 30 CPU-s of the browser tier (0.26 CPU-s a full page). A failing test's page is kept regardless (keepFailure).
 */
export async function picture(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: screenshotPath(name), fullPage });
}

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
 * Chooses an option of an antd select (its combobox), once the select shows it: a click on a list still moving can
 * miss (the list stays open, nothing chosen), so it is clicked again until the choice shows. Ends with no list open
 * (a multiple select's is closed by Escape, which a select takes while its list is open).
 */
export async function chooseOption(page: Page, box: Locator, option: string | RegExp): Promise<void> {
  // The select around this combobox (found from the box itself: `has` would match every select with such a box).
  const select = box.locator("xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]");
  const chosen = select.locator('.ant-select-content-has-value, .ant-select-selection-item', { hasText: option });
  const openList = page.locator('.ant-select-dropdown:visible');
  await vi.waitFor(
    async () => {
      if (await chosen.count()) return;
      if (!(await openList.count())) await box.click();
      await openList.locator('.ant-select-item-option', { hasText: option }).first().click({ timeout: 5_000 });
      if (!(await chosen.count())) throw new Error(`the select does not show ${String(option)}`);
    },
    { timeout: 30_000, interval: 200 },
  );
  if (await openList.count()) await page.keyboard.press('Escape');
  await vi.waitFor(async () => {
    if (await openList.count()) throw new Error('a select list is still open');
  });
}

/**
 * The open dialog once antd's zoom has ended. While the dialog grows from the button that opened it, a click aimed at
 * one of its controls can land on another (a CI run saved an evaluation whose "Pass all" hit a radio above it).
 */
export async function openedDialog(page: Page, dialog = page.getByRole('dialog').last()): Promise<Locator> {
  // By default the newest: one closing may still be on screen.
  await dialog.waitFor();
  await vi.waitFor(
    async () => {
      const moving = await dialog.evaluate((el) => /-(appear|enter)\b/.test(el.className) || el.getAnimations().some((a) => a.playState === 'running'));
      if (moving) throw new Error('the dialog is still opening');
    },
    { timeout: 10_000, interval: 50 },
  );
  return dialog;
}

/**
 * Clicks a button of an antd overlay (a confirmation, a notice) until `done` says the click took effect. On a loaded
 * machine the overlay can still be moving into place when the click's position is taken, and the click lands beside
 * it (a CI-like run lost a confirmation's "Delete" and a notice's "Reload now" that way).
 */
export async function clickUntil(button: Locator, done: () => Promise<boolean> | boolean): Promise<void> {
  await vi.waitFor(
    async () => {
      if (await done()) return;
      if (await button.isVisible().catch(() => false)) await button.click({ timeout: 2_000 }).catch(() => undefined);
      if (!(await done())) throw new Error('the click has not taken effect yet');
    },
    { timeout: 30_000, interval: 500 },
  );
}

/**
 * Opens the new API key form on the API keys page. The administrator may hold a key another browser file made (the
 * files share the stack, two at a time), and the portal then first asks whether to make another: yes.
 */
export async function openNewApiKeyForm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'New' }).click();
  const form = page.getByRole('dialog').filter({ has: page.getByRole('combobox', { name: 'Allowed IPs' }) });
  const another = page.getByRole('dialog').filter({ hasText: 'You already have an API key' });
  await form.or(another).first().waitFor();
  if (await another.isVisible()) await another.getByRole('button', { name: 'Create key' }).click();
  return openedDialog(page, form);
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

/**
 * What shows a page still loading: the shell's first-load fallback (an empty progressbar), antd's spinners (an area's
 * remote, a table's call) and skeletons (a lazy screen's chunk). Not the shell's bar itself: it can stay on after a
 * redirect (a navigation that ends within the frame of the one before leaves its count up), so it only tells that a
 * navigation has rendered (see quietInPage); a navigation's chunks and calls are open requests.
 */
const BUSY = '[role="progressbar"]:not([data-busy]):empty, .ant-spin-spinning, .ant-skeleton';
/** How long the page must stay unchanged, with nothing busy and no request open, to count as settled. */
const QUIET_MS = 100;

const openRequests = new WeakMap<Page, Set<Request>>();

/** Counts the page's open requests (every kind: calls, chunks, catalogues), which `settled` waits on; answers the page. */
export function watchRequests(page: Page): Page {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  openRequests.set(page, open);
  return page;
}

/**
 * In the page: resolves true once nothing is busy and the DOM has not changed for `quietMs` nor across three turns of
 * the event loop (so a render or effect already queued has had its turn, however slow the machine); false at the
 * deadline. With `to`, first opens that path as a link does (a history entry with React Router's own state, then
 * popstate) and waits for a change while the shell's bar is on (it starts once the new location has rendered): not
 * the old page, which React may keep on screen while it prepares the new one.
 */
function quietInPage({ busy, quietMs, timeoutMs, to }: { busy: string; quietMs: number; timeoutMs: number; to?: string }): Promise<boolean> {
  return new Promise((resolve) => {
    const started = performance.now();
    let changed = started;
    let turns = 0;
    let navigated = to === undefined;
    const observer = new MutationObserver(() => {
      changed = performance.now();
      turns = 0;
      if (document.querySelector('[role="progressbar"][data-busy="true"]')) navigated = true;
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-busy'] });
    const check = () => {
      const now = performance.now();
      turns++;
      const done = navigated && turns >= 3 && now - changed >= quietMs && !document.querySelector(busy);
      if (done || now - started > timeoutMs) {
        observer.disconnect();
        resolve(done);
      } else setTimeout(check, 25);
    };
    if (to !== undefined) {
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
    setTimeout(check, 25);
  });
}

/**
 * Waits until the page has settled: nothing loading (see BUSY), no request open (the page must be watched by
 * watchRequests), and the page's content unchanged for a short quiet period; throws when it has not
 * within `timeoutMs`. Ends as soon as that holds, unlike `networkidle` (500 ms after the last request) or polling.
 */
export async function settled(page: Page, timeoutMs = 15_000, to?: string): Promise<void> {
  const open = openRequests.get(page);
  if (!open) throw new Error('settled: call watchRequests(page) right after making the page');
  const deadline = Date.now() + timeoutMs;
  for (let first = true; ; first = false) {
    const quiet = await page.evaluate(quietInPage, { busy: BUSY, quietMs: QUIET_MS, timeoutMs: Math.max(0, deadline - Date.now()), ...(first && to !== undefined ? { to } : {}) });
    if (quiet && open.size === 0) return;
    if (!quiet || Date.now() > deadline) {
      const busy = await page.locator(BUSY).count();
      const requests = [...open].map((r) => r.url()).slice(0, 3).join(', ');
      throw new Error(`${page.url()} did not settle in ${timeoutMs} ms: ${busy} loading indicator(s), ${open.size} request(s) open${requests ? ` (${requests})` : ''}`);
    }
    // A request still open: once it ends, what it brings must settle in turn.
    while (open.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Visits every item once across the tabs, each tab taking the next item not yet taken, so none waits on another's slow pages. */
export async function visitAcross<T>(tabs: Page[], items: readonly T[], visit: (page: Page, item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    tabs.map(async (page) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await visit(page, item);
    }),
  );
}

/** Opens a path inside the portal as a link would (React Router follows popstate), no reload, and waits until settled. */
export async function openInApp(page: Page, path: string, timeoutMs?: number): Promise<void> {
  await settled(page, timeoutMs, path);
}
