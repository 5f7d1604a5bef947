import { currentLanguage } from '@firecrest/portal-kit';
/** Date and time inputs work in the browser's local time; the server stores instants (ISO, UTC). */
const pad = (n: number) => String(n).padStart(2, '0');

export const dayOf = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
export const timeOf = (iso: string) => {
  const d = new Date(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const instant = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();
/** `YYYY-MM-DDTHH:mm` for a datetime-local input. */
export const localDateTime = (iso: string) => `${dayOf(iso)}T${timeOf(iso)}`;
export const fromLocalDateTime = (value: string) => new Date(value).toISOString();

// The portal's one display format, in the user's language (issue 36).
export { showDateTime, showDay } from '@firecrest/portal-kit';
const INTL_LOCALE = { 'en-GB': 'en-GB', cy: 'cy-GB' } as const;
export const showTime = (iso: string) => new Date(iso).toLocaleTimeString(INTL_LOCALE[currentLanguage()], { hour: '2-digit', minute: '2-digit' });
