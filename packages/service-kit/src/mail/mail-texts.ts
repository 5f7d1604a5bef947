import { LANGUAGES, type Language } from '@firecrest/contracts';
import { CY } from './cy';
import { EN_GB, type MailKey } from './en-gb';

export type { MailKey } from './en-gb';

/** Every e-mail text by language: the server's catalogue, as the portal's are the browser's (issue 36). */
export const MAIL_TEXTS: Record<Language, Record<MailKey, string>> = { 'en-GB': EN_GB, cy: CY };

/**
 * The setting a service that sends e-mail spreads into its config: the language of a recipient who chose none
 * (the portal's DEFAULT_LANGUAGE, the same value).
 */
export const mailLanguageConfigProperties = {
  DEFAULT_LANGUAGE: { type: 'string', enum: LANGUAGES, default: 'en-GB' },
} as const;

/** The recipient's language: their own choice when it is one the catalogue has, the configured default otherwise. */
export const mailLanguage = (chosen: string | null | undefined, fallback: Language): Language =>
  (LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as Language) : fallback;

/** One text in a language, `{{name}}` placeholders filled (an absent value leaves the placeholder's name out). */
export function mailText(language: Language, key: MailKey, values: Record<string, string | number> = {}): string {
  return MAIL_TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The texts of one language, bound: `const t = mailTexts('cy'); t('message.greeting', { name })`. */
export const mailTexts = (language: Language) => (key: MailKey, values?: Record<string, string | number>) => mailText(language, key, values);
