/**
 * The error catalogue: every problem a service answers carries one of these codes.
 * Messages follow public-api-and-application.md §8.2; clients rely on the code, not the text.
 */
export const ERRORS = {
  validation: { status: 400, title: 'Bad Request', message: 'Please fill out all required fields correctly.' },
  notAuthenticated: { status: 401, title: 'Unauthorized', message: 'You are not signed in.' },
  invalidCredentials: { status: 401, title: 'Unauthorized', message: 'The username or password entered is incorrect.' },
  accountLocked: {
    status: 403,
    title: 'Forbidden',
    message: 'Your account has been locked after too many failed login attempts. Contact your administrator to unlock it.',
  },
  accountDisabled: { status: 403, title: 'Forbidden', message: 'Your account is disabled. Contact your system administrator.' },
  passwordChangeRequired: { status: 403, title: 'Forbidden', message: 'Your password has expired and must be changed.' },
  currentPasswordIncorrect: { status: 400, title: 'Bad Request', message: 'The current password entered is incorrect.' },
  permissionDenied: { status: 403, title: 'Forbidden', message: 'Permission denied.' },
  invalidApiKey: { status: 401, title: 'Unauthorized', message: 'No valid API key provided.' },
  ipNotAllowed: { status: 403, title: 'Forbidden', message: 'Requests from this IP address are not allowed for this API key.' },
  'apiKeys.apiKeyEditPermissionDenied': {
    status: 403,
    title: 'Forbidden',
    message: "You do not have permission to edit another user's API key.",
  },
  'apiKeys.apiKeyDeletePermissionDenied': {
    status: 403,
    title: 'Forbidden',
    message: "You do not have permission to delete another user's API key.",
  },
  notFound: { status: 404, title: 'Not Found', message: 'The resource, page or file no longer exists.' },
  methodNotAllowed: { status: 405, title: 'Method Not Allowed', message: 'The resource does not take this method; see the Allow header.' },
  notAcceptable: { status: 406, title: 'Not Acceptable', message: 'The resource cannot answer in a media type the Accept header allows.' },
  /** Spec §8.1 402 Request Failed: the parameters are valid but the request cannot be answered as asked. */
  tooManyResults: { status: 402, title: 'Request Failed', message: 'The search returns too many results; use filters to reduce the records.' },
  conflict: { status: 409, title: 'Conflict', message: 'The resource was changed by someone else.' },
  payloadTooLarge: { status: 413, title: 'Payload Too Large', message: 'The request is too large.' },
  uriTooLong: { status: 414, title: 'URI Too Long', message: 'A GET request is limited to 2,048 characters.' },
  rateLimited: { status: 429, title: 'Too Many Requests', message: 'Rate limit exceeded, retry later.' },
  headersTooLarge: { status: 431, title: 'Request Header Fields Too Large', message: 'The request line and headers exceed 16 KB.' },
  unsupportedMediaType: { status: 415, title: 'Unsupported Media Type', message: 'The request body type is not supported.' },
  internal: { status: 500, title: 'Internal Server Error', message: 'Server error 500: application error.' },
  serviceUnavailable: { status: 503, title: 'Service Unavailable', message: 'The server is not responding.' },
  badGateway: { status: 502, title: 'Bad Gateway', message: 'Unexpected error connecting to the server.' },
  gatewayTimeout: { status: 504, title: 'Gateway Timeout', message: 'The server did not answer in time.' },
} as const satisfies Record<string, { status: number; title: string; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The code of an error known only by its HTTP status (e.g. raised by a framework, not by our code). */
export const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'validation',
  401: 'notAuthenticated',
  403: 'permissionDenied',
  404: 'notFound',
  405: 'methodNotAllowed',
  406: 'notAcceptable',
  409: 'conflict',
  413: 'payloadTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
  431: 'headersTooLarge',
  500: 'internal',
  502: 'badGateway',
  503: 'serviceUnavailable',
  504: 'gatewayTimeout',
};
