import { describe, expect, it } from 'vitest';
import type { ReportContext, ReportDefinition, Row } from '../src/reports/report-definition';
import { allRows } from '../src/reports/report-rows';

/** A list report over `n` documents read through a stand-in cursor; toRows resolves after a tick, as a query would. */
function listReport(n: number, failAt?: number) {
  const docs = Array.from({ length: n }, (_, i) => ({ _id: i + 1 }));
  const cursor = async function* () {
    for (const doc of docs) yield doc;
  };
  const query = { sort: () => query, lean: () => query, cursor: () => cursor() };
  const definition = {
    columns: [{ key: 'n', title: 'N', type: 'number' }],
    source: {
      kind: 'list',
      model: () => ({ find: () => query }),
      filter: async () => ({}),
      sortFields: { n: '_id' },
      toRows: async (batch: { _id: number }[]): Promise<Row[]> => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (failAt && batch.some((d) => d._id === failAt)) throw new Error('names could not be read');
        return batch.map((d) => ({ n: d._id }));
      },
    },
  } as unknown as ReportDefinition;
  return allRows(definition, {} as ReportContext, { key: 'n', order: 'asc' });
}

describe('allRows reading ahead', () => {
  it('hands every row over once, in order, in batches of 1,000', async () => {
    const sizes: number[] = [];
    const seen: number[] = [];
    for await (const rows of listReport(2_500)) {
      sizes.push(rows.length);
      seen.push(...rows.map((r) => r.n as number));
    }
    expect(sizes).toEqual([1_000, 1_000, 500]);
    expect(seen).toEqual(Array.from({ length: 2_500 }, (_, i) => i + 1));
  });

  it('fails the export when a batch read ahead fails', async () => {
    const read = async () => {
      for await (const _rows of listReport(3_000, 1_500)) void _rows;
    };
    await expect(read()).rejects.toThrow('names could not be read');
  });
});
