import { inflateSync } from 'node:zlib';
import { buildTestService, testTopicPrefix } from '@firecrest/service-kit/testing';
import { app } from '../src/app';
import { configSchema, type SystemConfig } from '../src/config';

export function buildSystem(env: Record<string, string> = {}) {
  return buildTestService<SystemConfig>('svc-system', configSchema, app, env);
}

export { testTopicPrefix };

/** The text a PDF shows: its content streams inflated, the strings of their text operators decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) out.push(Buffer.from(hex[1], 'hex').toString('latin1'));
    for (const lit of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) out.push(lit[1]);
    out.push('\n');
  }
  return out.join('');
}

/** Waits until `read` returns `expected` (for hooks, where expect.poll is not available). */
export async function until<T>(read: () => Promise<T>, expected: T, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (last === expected) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`still ${String(last)} after ${timeoutMs} ms, expected ${String(expected)}`);
}
