/**
 * The portal's one way to show a date (issue 34: three formats had grown): the user's locale, medium date style, with
 * the time in short style when it is an instant. Instants are stored in UTC and shown in the user's time zone; a
 * calendar day (`YYYY-MM-DD`) is shown as that day, never moved by a time zone.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const showDay = (value: string | null | undefined): string =>
  value ? new Date(DAY.test(value) ? `${value}T00:00:00Z` : value).toLocaleDateString(undefined, { dateStyle: 'medium', ...(DAY.test(value) ? { timeZone: 'UTC' } : {}) }) : '';

export const showDateTime = (iso: string | null | undefined): string =>
  iso ? (DAY.test(iso) ? showDay(iso) : new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })) : '';
