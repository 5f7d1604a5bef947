/**
 * `./firecrest bench portal` (issue 29): every page of the side menu, as the portal calls the API.
 *
 *   node --conditions=@firecrest/source --import tsx bench/portal.ts [--size default|bench-employees|bench] [--calls 20] [--keep] [--port-offset N --isolation NAME]
 *
 * It starts the bench stack of the size (`bench/api.ts`'s: ports +200, databases and topics of the size, demo data
 * loaded the first time), signs the administrator in in Chromium and opens each page of the menu (read from
 * shell/src/menu.ts, so a new page is included), recording the API calls the page makes until the network is idle.
 * Then it replays each recorded GET `--calls` times through the gateway with the session, one at a time, each made
 * unique by a parameter no service reads (where a service refuses unknown parameters, the call as recorded), and
 * prints p50 and p95 per call. The figures are kept in test-output/bench-portal-<size>.json; when the other size's are
 * there too, the ratio of each call's p95 is printed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { DemoSize } from '../scripts/demo-data';
import { stopStack } from '../scripts/stack';
import { launchBrowser } from '../e2e/browser';
import { benchSession } from './stack-api-key';
import { benchIsolation, PAGE_CONTENT, signInOnPortal, startBenchStack } from './signed-in-portal';
import { percentile } from './cursor-walk';
import { menuPages, pageCalls, uniqueUrl } from './portal-pages';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'default' },
    calls: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
    // A stack of one's own beside another run (ports and databases): e.g. --port-offset 600 --isolation bench_mine.
    'port-offset': { type: 'string' },
    isolation: { type: 'string' },
  },
});
const size = values.size as DemoSize;
const CALLS = Number(values.calls);
const isolation = values.isolation ?? benchIsolation(size);
const OUT = new URL('../test-output/', import.meta.url).pathname;
/** What a page may take to settle before its calls are taken as recorded. */
const PAGE_SETTLE_MS = 30_000;

interface CallFigures {
  page: string;
  url: string;
  status: number;
  unique: boolean;
  p50: number;
  p95: number;
}

const stack = await startBenchStack(size, { isolation, ...(values['port-offset'] ? { portOffset: Number(values['port-offset']) } : {}) });
const gateway = stack.gatewayUrl;
const browser = await launchBrowser();
try {
  const cookie = await benchSession(gateway, stack.adminPassword);

  // 1. What each page calls, as Chromium sees it.
  const page = await browser.newPage();
  await signInOnPortal(page, stack.portalUrl);
  const recorded = new Map<string, string[]>();
  let current: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) current.push(`${url.pathname}${url.search}`);
  });
  for (const { path } of menuPages()) {
    current = [];
    try {
      await page.goto(`${stack.portalUrl}${path}`, { waitUntil: 'networkidle', timeout: PAGE_SETTLE_MS });
      // A remote's page is loaded lazily after the shell: its content (a row, an empty list, a card, a form, a notice) is
      // what says it asked for its data; the network idle after that, that every answer came.
      await page.locator(PAGE_CONTENT).first().waitFor({ timeout: PAGE_SETTLE_MS });
      await page.waitForLoadState('networkidle', { timeout: PAGE_SETTLE_MS });
    } catch (err) {
      console.log(`  ${path}: ${(err as Error).message.split('\n')[0]}`);
    }
    recorded.set(path, current);
    console.log(`bench: ${path}: ${current.length} calls`);
  }
  await page.close();

  // 2. Each call replayed one at a time through the gateway with the session.
  const get = (url: string) => fetch(`${gateway}${url}`, { headers: { cookie, accept: 'application/json' } });
  const figures: CallFigures[] = [];
  for (const call of pageCalls(recorded)) {
    const probe = await get(uniqueUrl(call.url, 0));
    await probe.arrayBuffer();
    const unique = probe.status !== 400;
    const ms: number[] = [];
    let status = 0;
    for (let i = 1; i <= CALLS; i++) {
      const started = performance.now();
      const res = await get(unique ? uniqueUrl(call.url, Date.now() * 1000 + i) : call.url);
      await res.arrayBuffer();
      ms.push(performance.now() - started);
      status = res.status;
    }
    ms.sort((a, b) => a - b);
    figures.push({ ...call, status, unique, p50: percentile(ms, 0.5)!, p95: percentile(ms, 0.95)! });
  }

  // 3. The figures, and the ratio to the other size's when it was measured.
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}bench-portal-${size}.json`, JSON.stringify(figures, null, 2));
  const otherFile = `${OUT}bench-portal-${size === 'default' ? 'bench' : 'default'}.json`;
  const other = existsSync(otherFile) ? new Map((JSON.parse(readFileSync(otherFile, 'utf8')) as CallFigures[]).map((f) => [`${f.page} ${f.url}`, f])) : null;
  console.log(`\nFirecrest portal API calls, size ${size}, ${CALLS} calls each (p50 / p95 ms; * = replayed as recorded, its service refuses unknown parameters)\n`);
  let lastPage = '';
  for (const f of figures) {
    if (f.page !== lastPage) console.log(f.page);
    lastPage = f.page;
    const base = other?.get(`${f.page} ${f.url}`);
    const ratio = base ? `  x${(size === 'default' ? base.p95 / f.p95 : f.p95 / base.p95).toFixed(2)} (bench / default p95)` : '';
    const slow = f.p95 >= 200 ? '  OVER 200 ms' : '';
    console.log(`  ${f.status} ${f.url.slice(0, 90).padEnd(90)}${f.unique ? ' ' : '*'} ${f.p50.toFixed(1).padStart(8)} ${f.p95.toFixed(1).padStart(8)}${ratio}${slow}`);
  }
  const empty = [...recorded].filter(([, urls]) => !urls.length).map(([path]) => path);
  if (empty.length) console.log(`\npages making no API call of their own: ${empty.join(', ')}`);
  const over = figures.filter((f) => f.p95 >= 200);
  console.log(`\n${figures.length} calls of ${recorded.size} pages; ${over.length ? `${over.length} with p95 at or over 200 ms` : 'every p95 under 200 ms'}`);
} finally {
  await browser.close();
  if (!values.keep) await stopStack(isolation);
}
