import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@firecrest/contracts';
import commonEnGb from './locales/en-GB.json';
import commonCy from './locales/cy.json';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language every string falls back to when a catalogue lacks a key (the tests see that none does). */
export const FALLBACK_LANGUAGE: Language = 'en-GB';

/**
 * The portal's one i18next instance: portal-kit is a shared singleton, so the shell and every remote translate
 * through it. Initialised synchronously from bundled catalogues: no flash of keys, no loading state.
 */
export const i18n = i18next.createInstance();

/** The wrapper the pseudo-locale puts around every catalogue string: text on a page without it is a literal. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';
/**
 * The pseudo-locale (issue 36): with `localStorage['firecrest.pseudoLocale'] = 'on'` (a check for developers and the
 * Chromium test, read when the portal loads), every translated string shows wrapped, so text the catalogues did not
 * give stands out.
 */
const pseudo = typeof localStorage !== 'undefined' && localStorage.getItem('firecrest.pseudoLocale') === 'on';

void i18n.use(initReactI18next).use({ type: 'postProcessor', name: 'pseudo', process: (value: string) => (pseudo ? `${PSEUDO_OPEN}${value}${PSEUDO_CLOSE}` : value) }).init({
  postProcess: ['pseudo'],
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: ['en-GB', 'cy'],
  ns: ['common'],
  defaultNS: 'common',
  resources: { 'en-GB': { common: commonEnGb }, cy: { common: commonCy } },
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** One area's messages in every language: a namespace's JSON per language. */
export type Catalogue = Record<Language, Record<string, unknown>>;

/**
 * Adds an area's messages under its namespace (`shell`, `system`, `training`, `personnel`), e.g. from a remote's
 * `exposes/routes.tsx` before its pages render. Registering again replaces the namespace (a redeployed remote).
 */
export function registerCatalogue(namespace: string, catalogue: Catalogue): void {
  for (const [language, messages] of Object.entries(catalogue)) i18n.addResourceBundle(language, namespace, messages, true, true);
}
