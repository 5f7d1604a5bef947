// What the sign-in page may load (`@firecrest/portal-kit/i18n`): translation without the session store, axios or antd.
export * from './i18n';
export * from './use-t';
export * from './format-date';
export * from './runtime-config';
