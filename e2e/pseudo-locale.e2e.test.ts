import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { keepFailure, launchBrowser, openInApp, picture, settled, signInAsAdmin, visitAcross, watchRequests } from './browser';
import type { PseudoPage } from './pseudo-locale/pages';
import { SHELL_AND_SYSTEM_PAGES } from './pseudo-locale/shell-and-system-pages';
import { personnelPages, personnelRecordPages, personnelTabPages } from './pseudo-locale/personnel-pages';
import { trainingPages } from './pseudo-locale/training-pages';
import { plannerPages, plannerRecordPages } from './pseudo-locale/planner-pages';
import { operationsPages } from './pseudo-locale/operations-pages';

/**
 * Issue 36: the pages whose text comes from the catalogues, rendered in the pseudo-locale (every catalogue string
 * wrapped in ⟦…⟧): a label, heading, button, tag, empty text or message without the wrapper is a literal in the code.
 * Data (table cells, inputs' values, what a screen shows of records) is not the catalogues' and is not looked at.
 */

/**
 * Each area's converted pages, one test each (`-t <area>` runs one). An area adds its list here; an area whose pages
 * need records gives a function that makes them (signed in as the administrator) and answers its pages.
 */
const AREAS: Record<string, PseudoPage[] | ((page: Page) => Promise<PseudoPage[]>)> = {
  'shell and system': SHELL_AND_SYSTEM_PAGES,
  personnel: personnelPages,
  'personnel record tabs': personnelTabPages,
  'personnel records': personnelRecordPages,
  training: trainingPages,
  planner: plannerPages,
  'planner attendance and communications': plannerRecordPages,
  operations: operationsPages,
};

/** What the page shows outside the catalogues' wrappers, in the portal's own parts (menu, crumbs, header, page). */
function literals(skip: string | undefined): string[] {
  const SELECTOR = [
    'h1', 'h2', 'h3', 'h4', 'h5', 'th', 'button', 'label', '.ant-menu-title-content', '.ant-breadcrumb-link',
    '.ant-empty-description', '.ant-card-head-title', '.ant-typography', '.ant-tag', '.ant-alert-title', '.ant-result-title',
    '.ant-result-subtitle', '.ant-select-placeholder', '.ant-select-selection-placeholder', '.ant-tabs-tab-btn', '.ant-statistic-title',
  ].join(', ');
  const unwrap = (text: string) => {
    let rest = text;
    for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, '')];
    return rest.replace(/[\s\d.,:;()/%–—…·|+-]+/g, '');
  };
  // Part of a wrapped sentence (the code in a <Trans> text): an enclosing element's text, unwrapped, no longer holds it.
  const inWrappedText = (element: HTMLElement, own: string) => {
    for (let up = element.parentElement, depth = 0; up && depth < 3; up = up.parentElement, depth++) if (!unwrap(up.innerText ?? '').includes(own)) return true;
    return false;
  };
  const found = new Set<string>();
  for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
    // Record data and names (`translate="no"`: the signed-in user's name) are not the catalogues'.
    if (element.closest('td, [role="img"], [translate="no"], .ant-select-selection-item') || (skip && element.closest(skip))) continue;
    if (element.offsetParent === null) continue;
    const own = unwrap(element.innerText ?? '');
    if (own && !inWrappedText(element, own)) found.add(`${element.tagName.toLowerCase()}.${element.className.toString().split(' ')[0] ?? ''}: ${element.innerText.trim().slice(0, 80)}`);
  }
  for (const element of document.querySelectorAll<HTMLElement>('input[placeholder], button[aria-label], input[aria-label]')) {
    // A select's clear button is named "Clear" by rc-select itself, which antd gives no way to set (a known gap).
    if (element.closest('td, .ant-select-clear') || (skip && element.closest(skip)) || element.offsetParent === null) continue;
    for (const name of ['placeholder', 'aria-label']) {
      const value = element.getAttribute(name);
      if (value && unwrap(value)) found.add(`${element.tagName.toLowerCase()}[${name}]: ${value}`);
    }
  }
  return [...found];
}

describe('the pseudo-locale (issue 36): no text reaches a converted page without its catalogue', { timeout: 180_000 }, () => {
  let browser: Browser;
  /** Two tabs of one signed-in session sharing an area's pages: a visit mostly waits on the stack. */
  let tabs: Page[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    tabs = [watchRequests(await context.newPage()), watchRequests(await context.newPage())];
    await signInAsAdmin(tabs[0]!, '/dashboard');
    // On from the next load, which reads the switch: one load per tab, then every page below is opened inside it.
    await tabs[0]!.evaluate(() => localStorage.setItem('firecrest.pseudoLocale', 'on'));
    await tabs[0]!.reload();
    await tabs[1]!.goto(tabs[0]!.url());
    for (const tab of tabs) await settled(tab);
  });
  afterEach(async (context) => {
    for (const [i, tab] of tabs.entries()) await keepFailure(tab, { ...context.task, name: `${context.task.name} (tab ${i + 1})` });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(Object.entries(AREAS))('finds every string wrapped on each page of %s', { timeout: 300_000 }, async (area, pages) => {
    const report: Record<string, string[]> = {};
    await visitAcross(tabs, typeof pages === 'function' ? await pages(tabs[0]!) : pages, async (page, { path, skip, ready, lands }) => {
      // Rendered: nothing is loading any more, no request is open, the page is the one asked for and its heading is there.
      await openInApp(page, path);
      const { pathname, search } = new URL(page.url());
      expect(`${pathname}${search}`, 'the page opened').toBe(lands ?? path);
      await page.locator(ready ?? 'h2, h3').filter({ hasText: '⟦' }).first().waitFor();
      const found = await page.evaluate(literals, skip);
      if (found.length) report[path] = found;
    });
    await picture(tabs[0]!, `pseudo-locale-${area.replace(/\W+/g, '-')}-last-page`);
    expect(report).toEqual({});
  });
});
