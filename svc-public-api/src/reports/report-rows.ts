import { ProblemError } from '@firecrest/service-kit';
import type { Cell, ListSource, ReportContext, ReportDefinition, Row } from './report-definition';
import { readAhead } from './read-ahead';

export interface RowOrder {
  key: string;
  order: 'asc' | 'desc';
}

/** Nulls last in either order; numbers as numbers, text as text. */
function compareCells(a: Cell, b: Cell): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** The order asked for, if the report may be sorted by it; else its default order. */
export function orderOf(definition: ReportDefinition, asked: Partial<RowOrder>): RowOrder {
  const sortable = definition.source.kind === 'list' ? Object.keys(definition.source.sortFields) : definition.columns.map((c) => c.key);
  if (asked.key && !sortable.includes(asked.key)) {
    throw new ProblemError('validation', `This report cannot be sorted by ${asked.key}.`, [{ field: 'sort', message: `must be one of ${sortable.join(', ')}` }]);
  }
  // A column asked for without an order sorts ascending; the default sort keeps its own order.
  if (asked.key) return { key: asked.key, order: asked.order ?? 'asc' };
  return { key: definition.defaultSort.key, order: asked.order ?? definition.defaultSort.order };
}

const sortSpec = (source: ListSource, { key, order }: RowOrder) => {
  const dir = order === 'asc' ? 1 : -1;
  return { [source.sortFields[key]!]: dir, _id: dir } as Record<string, 1 | -1>;
};

function sortRows(rows: Row[], { key, order }: RowOrder): Row[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const byKey = compareCells(a[key] ?? null, b[key] ?? null);
    return byKey === 0 ? 0 : a[key] === null ? 1 : b[key] === null ? -1 : sign * byKey;
  });
}

/** How many rows the report has for the filters. */
export async function countRows(definition: ReportDefinition, ctx: ReportContext): Promise<number> {
  const { source } = definition;
  if (source.kind === 'summary') return (await source.rows(ctx)).length;
  return source.model(ctx.views).countDocuments(await source.filter(ctx));
}

/** The §8.2 answer for a report over the limit, instead of running for minutes. */
export function assertWithinLimit(total: number, limit: number) {
  if (total > limit) {
    throw new ProblemError(
      'tooManyResults',
      `This report is too large: ${total.toLocaleString('en-GB')} records, more than the ${limit.toLocaleString('en-GB')} a report may hold. Use filters to reduce the records.`,
    );
  }
}

/** One page of the preview, with the total, refused over the limit. */
export async function previewPage(definition: ReportDefinition, ctx: ReportContext, order: RowOrder, page: number, size: number, limit: number) {
  const { source } = definition;
  if (source.kind === 'summary') {
    const rows = await source.rows(ctx);
    assertWithinLimit(rows.length, limit);
    return { total: rows.length, data: sortRows(rows, order).slice(page * size, (page + 1) * size) };
  }
  const filter = await source.filter(ctx);
  const model = source.model(ctx.views);
  const total = await model.countDocuments(filter);
  assertWithinLimit(total, limit);
  const docs = await model.find(filter).sort(sortSpec(source, order)).skip(page * size).limit(size).lean();
  return { total, data: await source.toRows(docs, ctx) };
}

const BATCH = 1_000;

/**
 * Every row in order, in batches (a list report is read through a cursor: memory stays flat however many rows).
 * Grouped reports are ordered by their worksheet column first, so each worksheet's rows come together. A list
 * report reads ahead: while one batch's names are resolved and its rows written, the cursor fetches the next (the
 * database works while this process writes the file); at most two batches are held.
 */
export async function* allRows(definition: ReportDefinition, ctx: ReportContext, order: RowOrder): AsyncGenerator<Row[]> {
  const { source, worksheetBy } = definition;
  if (source.kind === 'summary') {
    let rows = sortRows(await source.rows(ctx), order);
    if (worksheetBy) rows = [...rows].sort((a, b) => compareCells(a[worksheetBy] ?? null, b[worksheetBy] ?? null));
    for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH);
    return;
  }
  const kept = source.fileRows?.(ctx, order);
  if (kept) {
    yield* kept;
    return;
  }
  const sort = worksheetBy && source.sortFields[worksheetBy] ? { [source.sortFields[worksheetBy]]: 1 as const, ...sortSpec(source, order) } : sortSpec(source, order);
  const cursor = source.model(ctx.views).find(await source.filter(ctx)).sort(sort).lean().cursor({ batchSize: BATCH });
  yield* readAhead(cursor, BATCH, (batch) => source.toRows(batch, ctx));
}
