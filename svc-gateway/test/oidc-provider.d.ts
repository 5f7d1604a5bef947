// oidc-provider ships no type declarations; the tests use it untyped.
declare module 'oidc-provider';
