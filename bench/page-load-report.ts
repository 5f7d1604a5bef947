/** The page-load benchmark's pages, targets and table (issue 29), apart from the browser so a unit test reads them. */
import { menuPages, type MenuPage } from './portal-pages';

/** Issue 29's targets at the default size: first row visible warm and cold, first-load JS in brotli bytes. */
export const PAGE_LOAD_TARGETS = { warmMs: 1000, coldMs: 1500, jsBytes: 350 * 1024 } as const;

/** Every page of the side menu (read from the menu, so a new page is timed too). */
export const pagesToLoad = (): MenuPage[] => menuPages();

/** One page's figures: median time from navigation to its content visible, cold and warm, and its first-load JS. */
export interface PageLoad {
  path: string;
  coldMs: number;
  warmMs: number;
  /** Brotli bytes of the scripts the cold visit loaded, and how many. */
  jsBytes: number;
  jsFiles: number;
  /** Why the page's content was not seen, when it was not. */
  error?: string;
}

/** The targets a page misses, in words ('' when it meets them all). */
export function misses(load: PageLoad, targets = PAGE_LOAD_TARGETS): string[] {
  if (load.error) return [`content not seen: ${load.error}`];
  return [
    ...(load.coldMs >= targets.coldMs ? [`cold over ${targets.coldMs} ms`] : []),
    ...(load.warmMs >= targets.warmMs ? [`warm over ${targets.warmMs} ms`] : []),
    ...(load.jsBytes >= targets.jsBytes ? [`JS over ${targets.jsBytes / 1024} kB`] : []),
  ];
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;

/** The table the benchmark prints: a line per page, its misses flagged, and a last line saying whether all were met. */
export function pageLoadTable(loads: PageLoad[], targets = PAGE_LOAD_TARGETS): string {
  const width = Math.max(4, ...loads.map((l) => l.path.length));
  const lines = [
    `${'page'.padEnd(width)} ${'cold ms'.padStart(8)} ${'warm ms'.padStart(8)} ${'JS (br)'.padStart(8)} ${'files'.padStart(5)}`,
    ...loads.map((l) => {
      const missed = misses(l, targets);
      const figures = l.error ? `${'-'.padStart(8)} ${'-'.padStart(8)}` : `${l.coldMs.toFixed(0).padStart(8)} ${l.warmMs.toFixed(0).padStart(8)}`;
      return `${l.path.padEnd(width)} ${figures} ${kb(l.jsBytes).padStart(8)} ${String(l.jsFiles).padStart(5)}${missed.length ? `  MISS: ${missed.join(', ')}` : ''}`;
    }),
  ];
  const missing = loads.filter((l) => misses(l, targets).length);
  lines.push(
    '',
    missing.length
      ? `${missing.length} of ${loads.length} pages miss a target (cold < ${targets.coldMs} ms, warm < ${targets.warmMs} ms, JS < ${kb(targets.jsBytes)} brotli)`
      : `every target met on all ${loads.length} pages (cold < ${targets.coldMs} ms, warm < ${targets.warmMs} ms, JS < ${kb(targets.jsBytes)} brotli)`,
  );
  return lines.join('\n');
}

/** The middle of some figures (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
