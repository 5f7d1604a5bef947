import type { FromSchema } from 'json-schema-to-ts';

/** Rows per page of both logs (admin-area §9). */
export const LOG_PAGE_SIZE = 30;
/** Most rows one export may hold; a larger range is refused (413) so the caller narrows the filters. */
export const LOG_EXPORT_MAX_ROWS = 10_000;
export const AUDIT_REQUEST_TYPES = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const dateFilter = { type: 'string', format: 'date-time', description: 'ISO date-time; a date alone means its start (UTC)' } as const;
// A log grows at its newest end while it is read: pages follow a cursor (the last row seen), never an offset.
const paging = {
  cursor: { type: 'string', maxLength: 200, description: 'The nextCursor of the previous page; absent for the first page' },
  take: { type: 'integer', minimum: 1, maximum: 500, default: LOG_PAGE_SIZE },
} as const;

export const auditLogQuerySchema = {
  $id: 'AuditLogQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    filter: { type: 'string', maxLength: 200, description: 'Text found in the username, controller, method, URL or IP address' },
    requestType: { type: 'string', enum: AUDIT_REQUEST_TYPES },
    dateFrom: { anyOf: [{ type: 'string', format: 'date' }, dateFilter] },
    dateTo: { anyOf: [{ type: 'string', format: 'date' }, dateFilter] },
    ...paging,
  },
} as const;
export type AuditLogQuery = FromSchema<typeof auditLogQuerySchema>;

export const errorLogQuerySchema = {
  $id: 'ErrorLogQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    filter: { type: 'string', maxLength: 200, description: 'Text found in the message, exception, level or service' },
    dateFrom: { anyOf: [{ type: 'string', format: 'date' }, dateFilter] },
    dateTo: { anyOf: [{ type: 'string', format: 'date' }, dateFilter] },
    ...paging,
  },
} as const;
export type ErrorLogQuery = FromSchema<typeof errorLogQuerySchema>;

export const auditLogRowSchema = {
  $id: 'AuditLogRow',
  type: 'object',
  required: ['id', 'username', 'controller', 'method', 'requestType', 'requestUrl', 'ipAddress', 'createdDate'],
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    controller: { type: 'string' },
    method: { type: 'string' },
    requestType: { type: 'string' },
    requestUrl: { type: 'string' },
    ipAddress: { type: 'string' },
    statusCode: { type: ['integer', 'null'] },
    outcome: { type: ['string', 'null'], enum: ['completed', 'failed', 'aborted', null] },
    createdDate: { type: 'string', format: 'date-time' },
  },
} as const;
export type AuditLogRow = FromSchema<typeof auditLogRowSchema>;

export const errorLogRowSchema = {
  $id: 'ErrorLogRow',
  type: 'object',
  required: ['id', 'dateLogged', 'level', 'message', 'exception', 'service'],
  properties: {
    id: { type: 'string' },
    dateLogged: { type: 'string', format: 'date-time' },
    level: { type: 'string' },
    message: { type: 'string' },
    exception: { type: 'string' },
    service: { type: 'string' },
    requestId: { type: ['string', 'null'] },
  },
} as const;
export type ErrorLogRow = FromSchema<typeof errorLogRowSchema>;

/** The export of either log takes the list's filters, without paging, and a format. */
export const LOG_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type LogExportFormat = (typeof LOG_EXPORT_FORMATS)[number];
const exportOf = <P extends Record<string, object>>(id: string, properties: P) => {
  const { cursor: _cursor, take: _take, ...filters } = properties as P & { cursor: unknown; take: unknown };
  return { $id: id, type: 'object', additionalProperties: false, properties: filters } as const;
};
export const auditLogExportQuerySchema = exportOf('AuditLogExportQuery', auditLogQuerySchema.properties);
export const errorLogExportQuerySchema = exportOf('ErrorLogExportQuery', errorLogQuerySchema.properties);

/**
 * A page of a log: newest first; `total` counts every row matching the filters when the page was read;
 * `nextCursor` asks for the rows after this page's last one (null: there are none).
 */
export interface LogPage<R> {
  data: R[];
  total: number;
  nextCursor: string | null;
}

/**
 * The user access log (spec §2.7 `system/userlog`, USER_LOG_REPORT): the sign-ins, sign-outs and refused sign-ins the
 * audit log holds, told as events.
 */
export const ACCESS_EVENTS = {
  signIn: 'Signed in',
  failedSignIn: 'Wrong username or password',
  refusedSignIn: 'Refused: account locked or disabled, or too many attempts',
  signOut: 'Signed out',
} as const;
export type AccessEvent = keyof typeof ACCESS_EVENTS;
const accessEvent = { type: 'string', enum: Object.keys(ACCESS_EVENTS) as AccessEvent[] } as const;

export const accessLogQuerySchema = {
  $id: 'AccessLogQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    filter: { type: 'string', maxLength: 200, description: 'Text found in the username or IP address' },
    event: accessEvent,
    dateFrom: { anyOf: [{ type: 'string', format: 'date' }, dateFilter] },
    dateTo: { anyOf: [{ type: 'string', format: 'date' }, dateFilter] },
    ...paging,
  },
} as const;
export type AccessLogQuery = FromSchema<typeof accessLogQuerySchema>;
export const accessLogExportQuerySchema = exportOf('AccessLogExportQuery', accessLogQuerySchema.properties);

export const accessLogRowSchema = {
  $id: 'AccessLogRow',
  type: 'object',
  required: ['id', 'username', 'event', 'via', 'ipAddress', 'createdDate'],
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    event: accessEvent,
    via: { type: 'string', description: 'How: the sign-in page or the roster hand-over' },
    ipAddress: { type: 'string' },
    createdDate: { type: 'string', format: 'date-time' },
  },
} as const;
export type AccessLogRow = FromSchema<typeof accessLogRowSchema>;
