import { ProblemError } from '@firecrest/service-kit';

const MONTH_DAY = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
const LEAP_DAY = '(?:\\d\\d(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29';
const TIME = 'T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,3})?Z?';
/**
 * ISO 8601 in UTC, as spec §5.1 asks: `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SS` (a trailing `Z` or fraction is
 * tolerated). Only real calendar dates and times match (leap days included), so the schema accepts exactly what the
 * API does: `1960-07-93` or `2026-02-30` are refused by the schema, not later by the route.
 */
export const ISO_DATE_PATTERN = `^(?:\\d{4}-${MONTH_DAY}|${LEAP_DAY})(?:${TIME})?$`;

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
