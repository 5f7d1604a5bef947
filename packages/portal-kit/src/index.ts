export * from './api-client';
export * from './session-store';
export * from './theme';
export * from './toast';
export * from './area-landing';
export * from './not-available';
export * from './standalone';
