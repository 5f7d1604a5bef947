import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/**
 * The translation hook of a namespace, bound to the portal's instance (a page re-renders when the language changes):
 * `const { t } = useT('shell'); t('menu.dashboard')`. Keys of `common` are reached as `t('common:save')`.
 */
export const useT = (namespace: string) => useTranslation(namespace, { i18n });

export { Trans } from 'react-i18next';
