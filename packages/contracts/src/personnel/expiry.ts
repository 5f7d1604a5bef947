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

/** Which colour an expiry date has when "expiring" means within `withinDays` days (30 or 90). */
export function expiryBand(expiryDate: string | null | undefined, withinDays: number = EXPIRY_BANDS[0], today = todayIso()): ExpiryBand {
  if (!expiryDate) return 'none';
  const days = daysUntil(expiryDate, today);
  if (days < 0) return 'expired';
  return days <= withinDays ? 'expiring' : 'valid';
}
