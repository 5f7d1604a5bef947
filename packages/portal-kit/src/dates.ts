import { formatDate, formatDateTime } from './i18n/format-date';
import { currentLanguage } from './i18n/language-store';

/**
 * The portal's one way to show a date (issues 34, 36): the format of the language in force (formatDate), instants
 * stored in UTC and shown in the user's time zone, a calendar day (`YYYY-MM-DD`) shown as that day.
 */
export const showDay = (value: string | null | undefined): string => formatDate(value, currentLanguage());

export const showDateTime = (iso: string | null | undefined): string => formatDateTime(iso, currentLanguage());
