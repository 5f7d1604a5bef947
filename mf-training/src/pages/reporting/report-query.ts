import type { ReportInfo } from '@firecrest/contracts';

export const REPORTS_URL = '/api/reporting/reports';
export const DOWNLOADS_URL = '/api/reporting/downloads';
export const PAGE_SIZE = 25;

/** The report's filters held in the URL, only those it takes (what is kept per user and sent with each call). */
export function filtersOf(params: URLSearchParams, report: Pick<ReportInfo, 'filters'>): Record<string, string> {
  return Object.fromEntries(report.filters.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
}

/** Query string of filters plus paging and sort. */
function query(filters: Record<string, string>, extra: Record<string, string | undefined> = {}) {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) if (value) q.set(key, value);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** The preview page: page from 0, the sort chosen (the report's default when none). */
export function rowsUrl(report: ReportInfo, params: URLSearchParams): string {
  return `${REPORTS_URL}/${report.id}/rows${query(filtersOf(params, report), { page: params.get('page') ?? '0', size: String(PAGE_SIZE), sort: params.get('sort') ?? undefined, order: params.get('order') ?? undefined })}`;
}

export const chartUrl = (report: ReportInfo, params: URLSearchParams) => `${REPORTS_URL}/${report.id}/chart${query(filtersOf(params, report), { sort: params.get('sort') ?? undefined, order: params.get('order') ?? undefined })}`;
export const exportUrl = (report: ReportInfo, params: URLSearchParams, format: 'xlsx' | 'pdf') =>
  `${REPORTS_URL}/${report.id}/export.${format}${query(filtersOf(params, report), { sort: params.get('sort') ?? undefined, order: params.get('order') ?? undefined })}`;

/** The report a URL under /reporting/rt/ shows (its path after `rt/`), if any. */
export function reportAt(reports: readonly ReportInfo[], pathname: string): ReportInfo | undefined {
  const path = pathname.replace(/^.*\/reporting\/rt\//, '').replace(/\/+$/, '');
  return reports.find((r) => r.path === path);
}

/** A cell as the preview shows it: percentages with one decimal, empties as a dash. */
export function shownCell(type: ReportInfo['columns'][number]['type'], value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (type === 'percent') return `${Number(value).toFixed(1)}%`;
  if (type === 'number') return Number(value).toLocaleString('en-GB');
  return String(value);
}
