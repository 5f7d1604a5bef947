import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createCollector } from '../src/kafka/collector';

/** The collector's own rules, without a broker: which runs it hands to `send`. */
function collector(options: { max?: number; maxBytes?: number; sizeOf?: (item: string) => number }) {
  const runs: string[][] = [];
  const c = createCollector<string>({
    ...options,
    lingerMs: 60_000,
    log: pino({ level: 'silent' }),
    name: 'test',
    accept: () => true,
    isInvalid: () => false,
    send: async (items) => {
      runs.push(items);
    },
  });
  return { c, runs };
}

describe('collector runs', () => {
  it('sends a run when `max` items are queued', async () => {
    const { c, runs } = collector({ max: 3 });
    for (const item of ['a', 'b', 'c', 'd']) c.add(item);
    expect(runs).toEqual([['a', 'b', 'c']]);
    expect(c.pending).toBe(1);
    await c.flush();
    expect(runs).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('sends a run early when its items reach `maxBytes`, so long items make shorter runs', async () => {
    const { c, runs } = collector({ max: 1000, maxBytes: 10, sizeOf: (item) => item.length });
    for (const item of ['aaaa', 'bbbb', 'cc', 'dddddddddddd', 'e', 'f']) c.add(item);
    expect(runs).toEqual([['aaaa', 'bbbb', 'cc'], ['dddddddddddd']]);
    await c.flush();
    expect(runs.at(-1)).toEqual(['e', 'f']);
  });
});
