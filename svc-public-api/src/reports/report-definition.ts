import type { Model } from 'mongoose';
import type { Language } from '@firecrest/contracts';
import type { Views } from '../models';
import type { summaries } from '../resolve/summaries';
import type { ReportFilterKey, ReportFilters } from './report-filters';

/** One cell of a report row: text, a number, a day (YYYY-MM-DD) or nothing. */
export type Cell = string | number | null;
export type Row = Record<string, Cell>;

/** How a column is typed in the preview, the Excel cells and the PDF. */
export interface ReportColumn {
  key: string;
  title: string;
  type: 'text' | 'number' | 'date' | 'percent';
  /** Column width in Excel characters (default by type). */
  width?: number;
}

/**
 * A chart of the report: bars by `x` of the `series` columns, a line over `x`, a pie of `value` by `x`, or a heat map
 * of `y` (rows) by `x` (columns) coloured by `value`. `rows` answers the chart's own data when it is not the report's
 * first rows (e.g. attendance per month over all attendees).
 */
export interface ReportChart {
  type: 'bar' | 'line' | 'pie' | 'heatmap';
  x: string;
  y?: string;
  series?: string[];
  value?: string;
  rows?(ctx: ReportContext): Promise<Row[]>;
}

export interface ReportContext {
  views: Views;
  filters: ReportFilters;
  /** The caller's managed locations (spec §6), null for all. */
  scope: number[] | null;
  /** Today (UTC) as YYYY-MM-DD: the expiry bands count from it. */
  today: string;
  names: ReturnType<typeof summaries>;
  /** The requester's language: the files' titles, headings, filter summary and dates (issue 36). */
  language: Language;
}

/** A report whose rows are few (one per station, per course…): built whole, then sorted and paged in memory. */
export interface SummarySource {
  kind: 'summary';
  rows(ctx: ReportContext): Promise<Row[]>;
}

/** A report of one row per stored document of a read view: paged and sorted by the database on indexed fields. */
export interface ListSource<D = unknown> {
  kind: 'list';
  model(views: Views): Model<D>;
  filter(ctx: ReportContext): Promise<Record<string, unknown>>;
  /** The column keys the list may be sorted by, and the view's field each sorts on. */
  sortFields: Record<string, string>;
  /** Rows for one batch of documents (names resolved for the batch at once). */
  toRows(docs: D[], ctx: ReportContext): Promise<Row[]>;
  /** The rows of a whole file from a store kept for it, in `order`; null when it cannot give that order (the view is read instead). */
  fileRows?(ctx: ReportContext, order: { key: string; order: 'asc' | 'desc' }): AsyncGenerator<Row[]> | null;
}

/** A list source over its view's documents, kept in a report's definition beside others of other views. */
export const listSource = <D>(source: ListSource<D>) => source as unknown as ListSource;

/** Everything about one report: adding a report is adding one of these (definitions/index.ts lists them). */
export interface ReportDefinition {
  /** The route under /reporting/rt/, e.g. `personnel/competencies-report`; its last segment is the report's id. */
  path: string;
  title: string;
  /** The question the report answers, shown under its title and in docs/reports.md. */
  question: string;
  filters: ReportFilterKey[];
  columns: ReportColumn[];
  defaultSort: { key: string; order: 'asc' | 'desc' };
  /** Excel puts the rows of each value of this column on a worksheet of their own (spec §9 "grouped by worksheet"). */
  worksheetBy?: string;
  chart?: ReportChart;
  /** Shown when the report has no rows at all for the filters. */
  emptyText?: string;
  source: SummarySource | ListSource;
}

export const reportId = (definition: Pick<ReportDefinition, 'path'>) => definition.path.split('/').at(-1)!;
