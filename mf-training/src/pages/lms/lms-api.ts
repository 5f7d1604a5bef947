import { dateRangeProblem } from '@firecrest/portal-kit';

/** §7 LMS calls: the spec's paths under the gateway's `/api/lms` prefix (svc-lms `/lms/*`). */
export const LMS = '/api/lms';
export const LMS_RECORDS = `${LMS}/lmsrecords`;
export const LMS_SETTINGS = `${LMS}/admin/config/fileimport`;

export interface LmsFilters {
  filterText?: string;
  fromDate?: string;
  toDate?: string;
  locationIds?: number[];
}

/** A query string with repeated `locationIds` (axios would write `locationIds[]`), empty values left out. */
export function lmsQuery(values: LmsFilters & Record<string, string | number | boolean | number[] | undefined>) {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => q.append(key, String(v)));
    else q.set(key, String(value));
  }
  return q.toString();
}

/** The filters are valid when both dates (if given) are dates and the range is in order (§5 downloads). */
export const filtersError = (f: LmsFilters): string | null => dateRangeProblem(f.fromDate, f.toDate);
