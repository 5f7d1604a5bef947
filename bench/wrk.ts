/**
 * Load from wrk (Debian's `wrk`, installed by `./firecrest bench`): a C load generator that takes a tenth of a core
 * where autocannon, in Node, took a third of one; on two shared cores that CPU came out of the stack being measured.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx/3xx, and socket errors (timeouts included). */
  errors: number;
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** `14.41ms` → 14.41; wrk picks the unit per figure. */
function toMs(text: string) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  if (!value) throw new Error(`wrk printed a latency it does not document: ${text}`);
  return Number(value) * MS_PER_UNIT[unit];
}

/** Reads wrk's `--latency` report. */
export function parseWrk(output: string): LoadFigures {
  const percentile = (q: string) => toMs(new RegExp(`^\\s+${q}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output)?.[1];
  if (!rate) throw new Error(`wrk reported no rate:\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)?.slice(1).map(Number) ?? [];
  return { requestsPerSecond: Number(rate), p50: percentile('50'), p99: percentile('99'), errors: non2xx + socket.reduce((a, b) => a + b, 0) };
}

/** One thread (the other core is the stack's), `connections` kept-alive connections for `seconds`. */
export async function wrk(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LoadFigures> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '120s', '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const { stdout } = await promisify(execFile)('wrk', args, { maxBuffer: 1024 * 1024 });
  return parseWrk(stdout);
}
