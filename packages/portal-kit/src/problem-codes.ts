import type { ErrorCode } from '@firecrest/contracts';
import { i18n } from './i18n/i18n';

/**
 * The catalogue sentence of each problem code (issue 36): the portal tells people what a code means in their
 * language, while the problem's `detail` stays English for integrators. Typed against the error catalogue, so a new
 * code cannot go without its sentence.
 */
const CODE_KEYS: Record<ErrorCode, string> = {
  validation: 'common:code.validation',
  notAuthenticated: 'common:code.notAuthenticated',
  invalidCredentials: 'common:code.invalidCredentials',
  accountLocked: 'common:code.accountLocked',
  accountDisabled: 'common:code.accountDisabled',
  passwordChangeRequired: 'common:code.passwordChangeRequired',
  currentPasswordIncorrect: 'common:code.currentPasswordIncorrect',
  permissionDenied: 'common:code.permissionDenied',
  invalidApiKey: 'common:code.invalidApiKey',
  ipNotAllowed: 'common:code.ipNotAllowed',
  'apiKeys.apiKeyEditPermissionDenied': 'common:code.apiKeyEditPermissionDenied',
  'apiKeys.apiKeyDeletePermissionDenied': 'common:code.apiKeyDeletePermissionDenied',
  notFound: 'common:code.notFound',
  methodNotAllowed: 'common:code.methodNotAllowed',
  notAcceptable: 'common:code.notAcceptable',
  tooManyResults: 'common:code.tooManyResults',
  conflict: 'common:code.conflict',
  payloadTooLarge: 'common:code.payloadTooLarge',
  uriTooLong: 'common:code.uriTooLong',
  rateLimited: 'common:code.rateLimited',
  headersTooLarge: 'common:code.headersTooLarge',
  unsupportedMediaType: 'common:code.unsupportedMediaType',
  internal: 'common:code.internal',
  serviceUnavailable: 'common:code.serviceUnavailable',
  badGateway: 'common:code.badGateway',
  gatewayTimeout: 'common:code.gatewayTimeout',
};

/** What a problem code means, in the language in force; undefined for a code the catalogue does not know. */
export function codeSentence(code: string | undefined): string | undefined {
  const key = code ? CODE_KEYS[code as ErrorCode] : undefined;
  return key ? i18n.t(key) : undefined;
}
