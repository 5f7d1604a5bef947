export * from './i18n';
export * from './use-t';
export * from './format-date';
export * from './language-store';
export * from './runtime-config';
export * from './antd-locale';
