/**
 * What the portal benchmarks share (issue 29: `bench portal` replays the menu pages' API calls, `bench page-load`
 * times them in Chromium): the bench stack of a size, the administrator signed in on the sign-in page, and what a
 * page shows once it has its data.
 */
import type { Page } from 'playwright-core';
import type { DemoSize } from '../scripts/demo-data';
import { startStack, type Stack } from '../scripts/stack';
import { BENCH_ADMIN_PASSWORD } from './stack-api-key';

/** The bench stack's ports (`bench/api.ts`'s: +200). */
export const BENCH_PORT_OFFSET = 200;

/**
 * What a page shows once it has its data: antd's row, empty list, card, notice, form, list or details, or an event on
 * the training calendar (FullCalendar's).
 */
export const PAGE_CONTENT = 'main .ant-table-row, main .ant-empty, main .ant-card, main .ant-result, main .ant-form, main .ant-list, main .ant-descriptions, main .fc-event';

/** The databases' and topics' prefix of a size's bench stack (default: `bench`, others `bench_<size>`). */
export const benchIsolation = (size: DemoSize) => (size === 'default' ? 'bench' : `bench_${size.replace(/-/g, '_')}`);

/** Starts (or finds running) the bench stack of a size, its demo data loaded the first time; named by its isolation. */
export function startBenchStack(size: DemoSize, { isolation = benchIsolation(size), portOffset = BENCH_PORT_OFFSET } = {}): Promise<Stack> {
  return startStack({ name: isolation, portOffset, isolation, logLevel: 'warn', demoData: size });
}

/**
 * Signs the bench administrator in on the portal's sign-in page (its first password changed by `benchSession` before)
 * and waits to leave it.
 */
export async function signInOnPortal(page: Page, portalUrl: string): Promise<void> {
  await page.goto(`${portalUrl}/dashboard`);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(BENCH_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
