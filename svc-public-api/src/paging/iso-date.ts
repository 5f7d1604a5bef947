import { ProblemError } from '@firecrest/service-kit';

/** ISO 8601 in UTC, as spec §5.1 asks: `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SS` (a trailing `Z` or fraction is tolerated). */
export const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z?)?$';

export const isoDateParam = (description: string) =>
  ({ type: 'string', pattern: ISO_DATE_PATTERN, description: `${description} (ISO 8601 UTC: YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS)`, examples: ['2026-01-31'] }) as const;

/**
 * The instant a date parameter means; a bare day ending a range (`toDate=2026-01-31`) includes the whole day.
 * Refuses dates that match the pattern but do not exist (2026-02-30) with a 400 naming the parameter.
 */
export function parseIsoDate(value: string | undefined, field: string, endOfDay = false): Date | undefined {
  if (value === undefined) return undefined;
  const dayOnly = value.length === 10;
  const text = dayOnly ? `${value}T00:00:00.000Z` : value.endsWith('Z') ? value : `${value}Z`;
  const date = new Date(text);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== text.slice(0, 19)) {
    throw new ProblemError('validation', `${field} is not a real date: use YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS (UTC).`, [{ field, message: 'Not a real date' }]);
  }
  return dayOnly && endOfDay ? new Date(date.getTime() + 86_400_000 - 1) : date;
}

/** Refuses a range whose end is before its start. */
export function assertRange(from: Date | undefined, to: Date | undefined, toField = 'toDate') {
  if (from && to && to < from) throw new ProblemError('validation', `${toField} is before fromDate.`, [{ field: toField, message: 'Before fromDate' }]);
}
