import { dateRangeProblem } from '@firecrest/portal-kit';

export const EXTENSIONS_API = '/api/training/competency-extensions';
export const PAGE_SIZE = 50;
/** The list's filters, as they stand in the screen's URL and in the API's query. */
export const FILTERS = ['employeeId', 'competencyId', 'from', 'to'] as const;

/** The list call for the screen's URL parameters, or null while the date range cannot be used (nothing is sent). */
export function extensionsUrl(params: URLSearchParams): string | null {
  if (dateRangeProblem(params.get('from'), params.get('to'))) return null;
  const query = new URLSearchParams();
  for (const f of FILTERS) if (params.get(f)) query.set(f, params.get(f)!);
  query.set('page', String(Number(params.get('page') ?? 0) || 0));
  query.set('itemsPerPage', String(PAGE_SIZE));
  return `${EXTENSIONS_API}?${query}`;
}
