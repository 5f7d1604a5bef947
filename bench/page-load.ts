/**
 * `./firecrest bench page-load` (issue 29): how fast every page of the side menu shows its content in Chromium, and
 * how much JavaScript it loads.
 *
 *   node --conditions=@firecrest/source --import tsx bench/page-load.ts [--size default] [--runs 3] [--port-offset 200] [--isolation bench] [--only /a,/b] [--keep] [--verbose: each script and its bytes, each request's start and end] [--profile: a warm visit's script, style and layout time, and its CPU profile]
 *
 * It starts the bench stack of the size (`bench portal`'s; another port offset and isolation keep it apart from a
 * stack already running), signs the administrator in once, then for each page (read from shell/src/menu.ts, so a new
 * page is included), `--runs` times:
 * - cold: a new browser context (empty cache, the session's cookie only) opens the page's address;
 * - warm: the same context opens it again (its cache filled, as a user's second visit).
 * The time is from the navigation's start to the first row (or empty list, card, form, notice) visible, taken in the
 * page (a MutationObserver, not the harness's polling); a table waiting for its answer (a spinner over it) or a
 * skeleton does not count. The JS is every script the cold visit loaded until its network was idle, in brotli bytes
 * (as sent when the server sent brotli, else compressed here with node:zlib). Medians are printed, with the misses of
 * the targets (cold < 1.5 s, warm < 1.0 s, JS < 350 kB); figures are kept in test-output/bench-page-load-<size>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page, Request, Response } from 'playwright-core';
import type { DemoSize } from '../scripts/demo-data';
import { stopStack } from '../scripts/stack';
import { launchBrowser } from '../e2e/browser';
import { benchSession } from './stack-api-key';
import { BENCH_PORT_OFFSET, benchIsolation, PAGE_CONTENT, signInOnPortal, startBenchStack } from './signed-in-portal';
import { median, pageLoadTable, pagesToLoad, type PageLoad } from './page-load-report';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'default' },
    runs: { type: 'string', default: '3' },
    'port-offset': { type: 'string', default: String(BENCH_PORT_OFFSET) },
    isolation: { type: 'string' },
    keep: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    /** Where a warm visit's main-thread time goes: the browser's own durations and a CPU profile by script and function. */
    profile: { type: 'boolean', default: false },
    /** Only these pages (comma-separated paths), e.g. to look at one after a change. */
    only: { type: 'string' },
  },
});
const size = values.size as DemoSize;
const RUNS = Number(values.runs);
const isolation = values.isolation ?? benchIsolation(size);
const OUT = new URL('../test-output/', import.meta.url).pathname;
/** What a page may take to show its content before it is reported as not seen. */
const CONTENT_TIMEOUT_MS = 30_000;

/**
 * In every document: the time (since the navigation started) the first content element became visible. A string, not
 * a function: tsx compiles named functions with a helper (`__name`) the page does not have.
 */
const watchFirstContent = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && !el.closest('.ant-spin-blur, .ant-skeleton') && !el.querySelector('.ant-skeleton');
  };
  const observer = new MutationObserver(() => {
    if (window.__firstContent !== undefined) return;
    for (const el of document.querySelectorAll(selector))
      if (shown(el)) {
        window.__firstContent = performance.now();
        observer.disconnect();
        return;
      }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/** Brotli bytes of a script as the browser got it. */
async function brotliBytes(response: Response): Promise<number> {
  const encoding = (await response.allHeaders())['content-encoding'];
  if (encoding === 'br') return (await response.request().sizes()).responseBodySize;
  return brotliCompressSync(await response.body()).length;
}

/** Starts the browser's main-thread counters and a CPU profile (sampled every 200 µs) before a visit. */
async function startProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return cdp;
}

/** Prints where the visit's main thread spent its time until the content showed: totals, then the top scripts and functions. */
async function printProfile(cdp: CDPSession, url: string, ms: number) {
  const { profile } = await cdp.send('Profiler.stop');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => ((metrics.find((m) => m.name === name)?.value ?? 0) * 1000).toFixed(0);
  console.log(`    ${url} (warm, profiled): ${ms.toFixed(0)} ms; task ${metric('TaskDuration')} ms: script ${metric('ScriptDuration')}, style ${metric('RecalcStyleDuration')}, layout ${metric('LayoutDuration')}`);
  const selfMs = new Map<number, number>();
  profile.samples?.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const t = selfMs.get(node.id) ?? 0;
    const { url: script, functionName, lineNumber } = node.callFrame;
    const file = script ? new URL(script).pathname.split('/').pop()! : `(${functionName || 'anonymous'})`;
    byScript.set(file, (byScript.get(file) ?? 0) + t);
    const fn = `${functionName || '(anonymous)'} ${file}${script ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + t);
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `      ${v.toFixed(0).padStart(5)} ms  ${k}`).join('\n');
  console.log(`    self time by script:\n${top(byScript, 12)}\n    by function:\n${top(byFunction, 20)}`);
  await cdp.detach();
}

/**
 * Opens a page in a context: its time to content, and (`countJs`) the scripts it fetched until its network was idle
 * (from the network; a script still arriving after that is not counted).
 */
async function visit(context: BrowserContext, url: string, countJs: boolean) {
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  const names: string[] = [];
  const requests: Request[] = [];
  const onRequest = (request: Request) => void requests.push(request);
  if (values.verbose) page.on('requestfinished', onRequest);
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    names.push(new URL(response.url()).pathname);
    scripts.push(response.finished().then(() => brotliBytes(response)));
  };
  if (countJs) page.on('response', onResponse);
  const profiling = values.profile && !countJs ? await startProfile(page) : undefined;
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const ms = (await (await page.waitForFunction(() => (window as { __firstContent?: number }).__firstContent, null, { timeout: CONTENT_TIMEOUT_MS, polling: 50 })).jsonValue())!;
    if (profiling) await printProfile(profiling, url, ms);
    await page.waitForLoadState('networkidle', { timeout: CONTENT_TIMEOUT_MS });
    page.off('response', onResponse);
    const bytes = await Promise.all(scripts);
    if (values.verbose) {
      console.log(`    ${url} (${countJs ? 'cold' : 'warm'}): ${ms.toFixed(0)} ms, ${bytes.length} scripts`);
      for (const [i, n] of names.entries()) console.log(`      ${((bytes[i] ?? 0) / 1024).toFixed(1).padStart(7)} kB  ${n}`);
      // What waited for what: each request's start and end since the navigation started.
      const origin = await page.evaluate(() => performance.timeOrigin);
      const { origin: site } = new URL(url);
      const timeline = requests.map((r) => {
        const { startTime, responseEnd } = r.timing();
        return { url: r.url().replace(site, ''), start: startTime - origin, end: startTime - origin + responseEnd };
      });
      for (const r of timeline.sort((a, b) => a.start - b.start)) console.log(`      ${r.start.toFixed(0).padStart(6)}-${r.end.toFixed(0).padEnd(6)} ms  ${r.url}`);
    }
    return { ms, jsBytes: bytes.reduce((a, b) => a + b, 0), jsFiles: bytes.length };
  } finally {
    // A body read cut short by the close is no figure of ours.
    page.off('response', onResponse);
    page.off('requestfinished', onRequest);
    for (const s of scripts) s.catch(() => undefined);
    await page.close();
  }
}

async function measure(browser: Browser, storageState: Awaited<ReturnType<BrowserContext['storageState']>>, portalUrl: string, path: string): Promise<PageLoad> {
  const cold: number[] = [];
  const warm: number[] = [];
  let js = { jsBytes: 0, jsFiles: 0 };
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ storageState });
      await context.addInitScript(watchFirstContent(PAGE_CONTENT));
      try {
        const first = await visit(context, `${portalUrl}${path}`, run === 0);
        cold.push(first.ms);
        if (run === 0) js = first;
        warm.push((await visit(context, `${portalUrl}${path}`, false)).ms);
      } finally {
        await context.close();
      }
    }
    return { path, coldMs: median(cold), warmMs: median(warm), jsBytes: js.jsBytes, jsFiles: js.jsFiles };
  } catch (err) {
    return { path, coldMs: 0, warmMs: 0, ...js, error: (err as Error).message.split('\n')[0] };
  }
}

const stack = await startBenchStack(size, { isolation, portOffset: Number(values['port-offset']) });
// The browser people use, not the tests' headless shell: these are the figures a user would see.
const browser = await launchBrowser({ full: true });
try {
  // The generated first password changed once, then the session a user has after signing in.
  await benchSession(stack.gatewayUrl, stack.adminPassword);
  const signing = await browser.newContext();
  await signInOnPortal(await signing.newPage(), stack.portalUrl);
  const storageState = await signing.storageState();
  await signing.close();

  const loads: PageLoad[] = [];
  const only = values.only?.split(',');
  for (const { path } of pagesToLoad().filter((p) => !only || only.includes(p.path))) {
    const load = await measure(browser, storageState, stack.portalUrl, path);
    loads.push(load);
    console.log(`bench: ${path}: cold ${load.coldMs.toFixed(0)} ms, warm ${load.warmMs.toFixed(0)} ms, ${(load.jsBytes / 1024).toFixed(0)} kB JS${load.error ? ` (${load.error})` : ''}`);
  }
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}bench-page-load-${size}.json`, JSON.stringify(loads, null, 2));
  console.log(`\nFirecrest portal pages in Chromium, size ${size}, median of ${RUNS} (first row visible, ms; first-load JS, brotli)\n`);
  console.log(pageLoadTable(loads));
} finally {
  await browser.close();
  if (!values.keep) await stopStack(isolation);
}
