import { buildTestService, testTopicPrefix } from '@firecrest/service-kit/testing';
export { pdfText } from '@firecrest/service-kit/testing';
import { app } from '../src/app';
import { configSchema, type SystemConfig } from '../src/config';

export function buildSystem(env: Record<string, string> = {}) {
  return buildTestService<SystemConfig>('svc-system', configSchema, app, env);
}

export { testTopicPrefix };

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
