import { create } from 'zustand';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/cy';
import type { Language } from '@firecrest/contracts';
import { FALLBACK_LANGUAGE, i18n, isLanguage } from './i18n';
import { useSession } from '../session-store';
import { readRuntimeConfig, type RuntimeConfig } from './runtime-config';

/** Each language named in itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'en-GB': 'English', cy: 'Cymraeg' };
const DAYJS_LOCALE: Record<Language, string> = { 'en-GB': 'en-gb', cy: 'cy' };

interface LanguageState {
  /** The portal's configured default (`DEFAULT_LANGUAGE`, served in /config.json). */
  defaultLanguage: Language;
  /** What the portal shows now: the signed-in user's choice, else the default. */
  language: Language;
}

/** The language in force, created once in portal-kit; i18next, dayjs and `<html lang>` follow it. */
export const useLanguage = create<LanguageState>(() => ({ defaultLanguage: FALLBACK_LANGUAGE, language: FALLBACK_LANGUAGE }));

const apply = (language: Language) => {
  if (useLanguage.getState().language === language && i18n.language === language) return;
  void i18n.changeLanguage(language);
  dayjs.locale(DAYJS_LOCALE[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  useLanguage.setState({ language });
};

const resolve = () => {
  const chosen = useSession.getState().user?.language;
  apply(isLanguage(chosen) ? chosen : useLanguage.getState().defaultLanguage);
};

/** Sets the configured default; an unknown value leaves en-GB. */
export function setDefaultLanguage(value: unknown): void {
  if (isLanguage(value)) useLanguage.setState({ defaultLanguage: value });
  resolve();
}

/** The language now in force, for code outside React (formatters, toasts). */
export const currentLanguage = (): Language => useLanguage.getState().language;

// A sign-in, a sign-out or a profile saved (the session reloaded) switches the portal at once.
useSession.subscribe((state, previous) => {
  if (state.user?.language !== previous.user?.language || state.user?.id !== previous.user?.id) resolve();
});

/** Reads the run-time config and applies its default language (the shell, before it renders). */
export async function loadRuntimeConfig(asked?: Promise<Response>): Promise<RuntimeConfig> {
  const config = await readRuntimeConfig(asked);
  setDefaultLanguage(config.defaultLanguage);
  return config;
}
