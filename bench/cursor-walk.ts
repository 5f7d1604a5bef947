import { performance } from 'node:perf_hooks';

export const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * Walks a cursor list of /api/v1 through the gateway from its first page to its last, one page at a time as an
 * integrator's sync does; `onPage` sees each page's running total (for progress on long walks).
 */
export async function cursorWalk(gateway: string, key: string, path: string, onPage?: (items: number, pages: number) => void) {
  const latencies: number[] = [];
  let cursor: string | null = null;
  let items = 0;
  const started = performance.now();
  do {
    const t = performance.now();
    const res = await fetch(`${gateway}${path}${cursor ? `&cursor=${cursor}` : ''}`, { headers: { 'x-api-key': key } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { data: unknown[]; nextCursor: string | null };
    latencies.push(performance.now() - t);
    items += body.data.length;
    cursor = body.nextCursor;
    onPage?.(items, latencies.length);
  } while (cursor);
  latencies.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  return { items, pages: latencies.length, seconds: seconds.toFixed(1), pagesPerSecond: latencies.length / seconds, p50: percentile(latencies, 0.5).toFixed(1), p99: percentile(latencies, 0.99).toFixed(1) };
}
