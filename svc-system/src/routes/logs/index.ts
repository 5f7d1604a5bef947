import type { FastifyPluginAsync } from 'fastify';
import type { Model } from 'mongoose';
import {
  ACCESS_EVENTS,
  LOG_EXPORT_FORMATS,
  accessLogExportQuerySchema,
  accessLogQuerySchema,
  accessLogRowSchema,
  auditLogExportQuerySchema,
  auditLogQuerySchema,
  auditLogRowSchema,
  errorLogExportQuerySchema,
  errorLogQuerySchema,
  errorLogRowSchema,
  type AccessEvent,
  type AccessLogRow,
  type AuditLogRow,
  type ErrorLogRow,
  type LogExportFormat,
  type ModuleKey,
} from '@firecrest/contracts';
import { ProblemError, allOf } from '@firecrest/service-kit';
import type { StoredAuditEntry, StoredErrorEntry } from '../../models/log-entries';
import { logCondition, type LogFilterQuery } from './log-filters';
import { toPdf, toXlsx, type ExportColumn } from './log-export';
import { afterPosition, decodeLogCursor, encodeLogCursor } from './log-cursor';
import { accessCondition, accessEventOf, toAccessRow } from './access-log';

const toAuditRow = (e: StoredAuditEntry): AuditLogRow => ({
  id: e._id,
  username: e.username,
  controller: e.controller,
  method: e.method,
  requestType: e.requestType,
  requestUrl: e.requestUrl,
  ipAddress: e.ipAddress,
  statusCode: e.statusCode,
  outcome: (e.outcome ?? null) as AuditLogRow['outcome'],
  createdDate: e.createdDate.toISOString(),
});

const toErrorRow = (e: StoredErrorEntry): ErrorLogRow => ({
  id: e._id,
  dateLogged: e.dateLogged.toISOString(),
  level: e.level,
  message: e.message,
  exception: e.exception,
  service: e.service,
  requestId: e.requestId,
});

const AUDIT_COLUMNS: ExportColumn<StoredAuditEntry>[] = [
  { header: 'Username', width: 18, value: (r) => r.username },
  { header: 'Controller', width: 14, value: (r) => r.controller },
  { header: 'Method', width: 28, value: (r) => r.method },
  { header: 'Request type', width: 10, value: (r) => r.requestType },
  { header: 'Request URL', width: 50, value: (r) => r.requestUrl },
  { header: 'IP address', width: 16, value: (r) => r.ipAddress },
  { header: 'Date logged', width: 20, value: (r) => r.createdDate },
];

const ACCESS_COLUMNS: ExportColumn<StoredAuditEntry>[] = [
  { header: 'Date', width: 20, value: (r) => r.createdDate },
  { header: 'Username', width: 24, value: (r) => r.username },
  { header: 'Event', width: 40, value: (r) => ACCESS_EVENTS[accessEventOf(r)] },
  { header: 'Via', width: 18, value: (r) => toAccessRow(r).via },
  { header: 'IP address', width: 18, value: (r) => r.ipAddress },
];

const ERROR_COLUMNS: ExportColumn<StoredErrorEntry>[] = [
  { header: 'Date logged', width: 20, value: (r) => r.dateLogged },
  { header: 'Level', width: 8, value: (r) => r.level },
  { header: 'Service', width: 14, value: (r) => r.service },
  { header: 'Message', width: 50, value: (r) => r.message },
  { header: 'Exception', width: 70, value: (r) => r.exception },
];

interface LogDefinition<S, R> {
  maxRows: number;
  path: string;
  title: string;
  module: ModuleKey;
  model: Model<S>;
  dateField: string;
  textFields: string[];
  query: { $id: string };
  exportQuery: { $id: string };
  row: { $id: string };
  toRow(entry: S): R;
  columns: ExportColumn<S>[];
  /** The entries this log shows of its collection, by the query (the access log: sign-ins and sign-outs). */
  scope?(query: LogFilterQuery): Record<string, unknown>;
}

/** The condition of a log's filters, within the log's own entries. */
const conditionOf = <S, R>(d: LogDefinition<S, R>, query: LogFilterQuery) => {
  const condition = logCondition(query, d.dateField, d.textFields);
  return d.scope ? allOf(condition, d.scope(query)) : condition;
};

const describeFilters = (q: LogFilterQuery) =>
  [q.filter && `text "${q.filter}"`, q.requestType && `type ${q.requestType}`, q.event && ACCESS_EVENTS[q.event as AccessEvent], q.dateFrom && `from ${q.dateFrom}`, q.dateTo && `until ${q.dateTo}`].filter(Boolean).join(', ') || 'no filters';

/** A log's list (newest first, 30 a page) and its Excel and PDF exports with the same filters. */
function logRoutes<S, R>(d: LogDefinition<S, R>): FastifyPluginAsync {
  return async (fastify) => {
    const tags = ['logs'];
    const access = { permission: [d.module, 'view'] as [ModuleKey, 'view'] };
    fastify.get<{ Querystring: LogFilterQuery & { cursor?: string; take: number } }>(
      d.path,
      {
        config: { access },
        schema: {
          tags,
          summary: `${d.title}: newest first, a page at a time by cursor`,
          querystring: { $ref: `${d.query.$id}#` },
          response: {
            200: {
              type: 'object',
              required: ['data', 'total', 'nextCursor'],
              properties: { data: { type: 'array', items: { $ref: `${d.row.$id}#` } }, total: { type: 'integer' }, nextCursor: { type: ['string', 'null'] } },
            },
          },
        },
      },
      async (request) => {
        const { cursor, take, ...filters } = request.query;
        const condition = conditionOf(d, filters);
        const page = cursor ? allOf(condition, afterPosition(d.dateField, decodeLogCursor(cursor))) : condition;
        // One row more than asked says whether another page follows.
        const [total, found] = await Promise.all([
          d.model.countDocuments(condition),
          d.model.find(page).sort({ [d.dateField]: -1, _id: -1 }).limit(take + 1).lean(),
        ]);
        const rows = (found as S[]).slice(0, take);
        const last = found.length > take ? (rows.at(-1) as Record<string, unknown>) : null;
        const nextCursor = last ? encodeLogCursor({ date: last[d.dateField] as Date, id: last._id as string }) : null;
        return { data: rows.map(d.toRow), total, nextCursor };
      },
    );
    fastify.get<{ Querystring: LogFilterQuery; Params: { format: LogExportFormat } }>(
      `${d.path}/export/:format`,
      {
        config: { access },
        schema: {
          tags,
          summary: `${d.title} as Excel or PDF, with the list's filters (at most ${d.maxRows} rows)`,
          params: { type: 'object', required: ['format'], properties: { format: { type: 'string', enum: LOG_EXPORT_FORMATS } } },
          querystring: { $ref: `${d.exportQuery.$id}#` },
        },
      },
      async (request, reply) => {
        const condition = conditionOf(d, request.query);
        const total = await d.model.countDocuments(condition);
        if (total > d.maxRows) {
          throw new ProblemError(
            'payloadTooLarge',
            `The filters match ${total} entries; an export holds at most ${d.maxRows}. Narrow the dates or the search text.`,
          );
        }
        const rows = (await d.model.find(condition).sort({ [d.dateField]: -1, _id: -1 }).lean()) as S[];
        const stamp = new Date().toISOString().slice(0, 10);
        const name = `${d.title.toLowerCase().replaceAll(' ', '-')}-${stamp}`;
        if (request.params.format === 'xlsx') {
          reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('content-disposition', `attachment; filename="${name}.xlsx"`);
          return toXlsx(d.title, d.columns, rows);
        }
        reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}.pdf"`);
        return toPdf(d.title, `${rows.length} entries, ${describeFilters(request.query)}; exported ${new Date().toISOString()}`, d.columns, rows);
      },
    );
  };
}

/** admin-area §2.4, §2.5, §7 Logs: the audit server log, the system error log and the user access log (spec §2.7). */
export const logsRoutes: FastifyPluginAsync<{ exportMaxRows: number }> = async (fastify, { exportMaxRows }) => {
  for (const schema of [auditLogQuerySchema, errorLogQuerySchema, accessLogQuerySchema, auditLogExportQuerySchema, errorLogExportQuerySchema, accessLogExportQuerySchema, auditLogRowSchema, errorLogRowSchema, accessLogRowSchema]) fastify.addSchema(schema);
  await fastify.register(
    logRoutes<StoredAuditEntry, AuditLogRow>({
      maxRows: exportMaxRows,
      path: '/audit',
      title: 'Audit log',
      module: 'AUDIT_LOG',
      model: fastify.system.AuditEntry,
      dateField: 'createdDate',
      textFields: ['username', 'controller', 'method', 'requestUrl', 'ipAddress'],
      query: auditLogQuerySchema,
      exportQuery: auditLogExportQuerySchema,
      row: auditLogRowSchema,
      toRow: toAuditRow,
      columns: AUDIT_COLUMNS,
    }),
  );
  await fastify.register(
    logRoutes<StoredErrorEntry, ErrorLogRow>({
      maxRows: exportMaxRows,
      path: '/errors',
      title: 'Error log',
      module: 'SYSTEM',
      model: fastify.system.ErrorEntry,
      dateField: 'dateLogged',
      textFields: ['message', 'exception', 'level', 'service'],
      query: errorLogQuerySchema,
      exportQuery: errorLogExportQuerySchema,
      row: errorLogRowSchema,
      toRow: toErrorRow,
      columns: ERROR_COLUMNS,
    }),
  );
  await fastify.register(
    logRoutes<StoredAuditEntry, AccessLogRow>({
      maxRows: exportMaxRows,
      path: '/access',
      title: 'User access log',
      module: 'USER_LOG_REPORT',
      model: fastify.system.AuditEntry,
      dateField: 'createdDate',
      textFields: ['username', 'ipAddress'],
      query: accessLogQuerySchema,
      exportQuery: accessLogExportQuerySchema,
      row: accessLogRowSchema,
      toRow: toAccessRow,
      columns: ACCESS_COLUMNS,
      scope: (query) => accessCondition(query.event as AccessEvent | undefined),
    }),
  );
};
