import { LANGUAGES, type Language } from '@firecrest/contracts';
import { cy } from './locales/cy';

const CATALOGUES: Record<Language, Record<string, string>> = { 'en-GB': {}, cy };

/** The language a requester's files are made in: the one on their profile, else the configured default. */
export function requesterLanguage(identity: { language?: string } | null | undefined, fallback: Language): Language {
  return (LANGUAGES as readonly string[]).includes(identity?.language ?? '') ? (identity!.language as Language) : fallback;
}

export type Translate = (text: string, values?: Record<string, string | number>) => string;

/** The text in the language (the English text when the catalogue has none), with `{name}` values put in. */
export function translator(language: Language): Translate {
  const catalogue = CATALOGUES[language];
  return (text, values = {}) => (catalogue[text] ?? text).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const locale = (language: Language) => (language === 'cy' ? 'cy-GB' : 'en-GB');

/** A moment as the language writes it, in UTC: "27 November 2026 at 02:45 UTC", "27 Tachwedd 2026 am 02:45 UTC". */
export const formatMoment = (at: Date, language: Language) => `${new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

/** A day (YYYY-MM-DD) as the language writes it in a table: 27/11/2026 in both of the portal's languages. */
export const formatDay = (day: string, language: Language) => new Intl.DateTimeFormat(locale(language), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00.000Z`));

/** Excel's number format of a date cell in the language. */
export const excelDayFormat = (_language: Language) => 'dd/mm/yyyy';
