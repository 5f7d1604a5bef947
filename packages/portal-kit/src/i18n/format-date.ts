import type { Language } from '@firecrest/contracts';

/**
 * One date format per language across every screen (issue 36): medium date style, short time style. A calendar day
 * (`YYYY-MM-DD`) is that day wherever the user is; an instant is stored in UTC and shown in `timeZone` (the user's
 * own when not given).
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The Intl locale of each portal language: Welsh dates as written in Wales. */
const INTL_LOCALE: Record<Language, string> = { 'en-GB': 'en-GB', cy: 'cy-GB' };

export function formatDate(value: string | Date | null | undefined, language: Language, timeZone?: string): string {
  if (!value) return '';
  const day = typeof value === 'string' && DAY.test(value);
  const date = day ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return date.toLocaleDateString(INTL_LOCALE[language], { dateStyle: 'medium', timeZone: day ? 'UTC' : timeZone });
}

export function formatDateTime(value: string | Date | null | undefined, language: Language, timeZone?: string): string {
  if (!value) return '';
  if (typeof value === 'string' && DAY.test(value)) return formatDate(value, language);
  return new Date(value).toLocaleString(INTL_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short', timeZone });
}
