import { ProblemError } from '@firecrest/service-kit';

/** The filters a report may offer; each definition names the ones it takes. */
export const REPORT_FILTER_KEYS = ['from', 'to', 'stationIds', 'staffGroupIds', 'roleIds', 'competencyIds', 'courseName', 'band', 'attendeeStatusIds'] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];

export const EXPIRY_BANDS = ['expired', 'expiring', 'valid', 'noExpiry'] as const;
export type ExpiryBand = (typeof EXPIRY_BANDS)[number];

export interface ReportFilters {
  from?: string;
  to?: string;
  stationIds?: number[];
  staffGroupIds?: number[];
  roleIds?: number[];
  competencyIds?: number[];
  courseName?: string;
  band?: ExpiryBand;
  attendeeStatusIds?: number[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LIST_KEYS = ['stationIds', 'staffGroupIds', 'roleIds', 'competencyIds', 'attendeeStatusIds'] as const;

const invalid = (name: string, message: string) => new ProblemError('validation', `The filter ${name} ${message}.`, [{ field: name, message }]);

/**
 * The filters of a query string or a saved filter, keeping only those the report takes. Lists are comma-separated
 * ids; days are YYYY-MM-DD. A wrong value is a 400 naming the filter.
 */
export function parseReportFilters(input: Record<string, unknown>, allowed: readonly ReportFilterKey[]): ReportFilters {
  const filters: ReportFilters = {};
  const text = (key: string) => {
    const value = input[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  for (const key of allowed) {
    const value = text(key);
    if (value === undefined) continue;
    if (key === 'from' || key === 'to') {
      if (!DAY.test(value) || Number.isNaN(Date.parse(value))) throw invalid(key, 'must be a day as YYYY-MM-DD');
      filters[key] = value;
    } else if ((LIST_KEYS as readonly string[]).includes(key)) {
      const ids = value.split(',').map((id) => Number(id.trim()));
      if (ids.some((id) => !Number.isInteger(id) || id < 1)) throw invalid(key, 'must be a comma-separated list of ids');
      filters[key as (typeof LIST_KEYS)[number]] = [...new Set(ids)];
    } else if (key === 'band') {
      if (!(EXPIRY_BANDS as readonly string[]).includes(value)) throw invalid(key, `must be one of ${EXPIRY_BANDS.join(', ')}`);
      filters.band = value as ExpiryBand;
    } else if (key === 'courseName') filters.courseName = value.slice(0, 100);
  }
  if (filters.from && filters.to && filters.from > filters.to) throw invalid('from', 'must not be after to');
  return filters;
}

/** The filters as query-string values (what a saved filter or a queued download keeps). */
export function filtersAsQuery(filters: ReportFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]));
}
