export * from './permissions';
export * from './ports';
export * from './errors/codes';
export * from './errors/problem';
export * from './auth/session-user';
export * from './events/define-event';
export * from './events/audit';
export * from './events/user';
