import { MESSAGES } from './validation-messages';

/** Expiry colours (spec §4.2): red expired, orange expires within N days, green later; the bands are 30 and 90 days. */
export const EXPIRY_BANDS = [30, 90] as const;
export type ExpiryBand = 'expired' | 'expiring' | 'valid' | 'none';
export const EXPIRY_COLOURS: Record<ExpiryBand, string> = { expired: 'red', expiring: 'orange', valid: 'green', none: 'default' };

const DAY = 86_400_000;
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** Days from `today` to a `YYYY-MM-DD` date (negative when past). */
export function daysUntil(date: string, today = todayIso()): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY);
}

/** A real `YYYY-MM-DD` day (not 2026-02-30). */
export const isCalendarDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** §5.2 rules of a new expiry date when extending one: required, a real date, after today, after the current one. */
export function extensionError(next: string | undefined | null, current: string | null, today = todayIso()): string | null {
  if (!next) return MESSAGES.expiryRequired;
  if (!isCalendarDay(next)) return MESSAGES.invalidDate;
  if (next <= today) return MESSAGES.expiryAfterToday;
  if (current && next <= current) return MESSAGES.expiryAfterCurrent;
  return null;
}

/** Which colour an expiry date has when "expiring" means within `withinDays` days (30 or 90). */
export function expiryBand(expiryDate: string | null | undefined, withinDays: number = EXPIRY_BANDS[0], today = todayIso()): ExpiryBand {
  if (!expiryDate) return 'none';
  const days = daysUntil(expiryDate, today);
  if (days < 0) return 'expired';
  return days <= withinDays ? 'expiring' : 'valid';
}
