const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];
import { currentLanguage } from '@firecrest/portal-kit';


/** "2 minutes ago", "in 3 hours", "now". */
export function relativeTime(iso: string, now = Date.now()): string {
  // In the language in force (issue 36).
  const format = new Intl.RelativeTimeFormat(currentLanguage(), { numeric: 'auto' });
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Math.abs(seconds) < 10) return format.format(0, 'second');
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? UNITS[UNITS.length - 1]!;
  return format.format(Math.round(seconds / size), unit);
}

export const exactTime = (iso: string) => new Date(iso).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'medium' });
