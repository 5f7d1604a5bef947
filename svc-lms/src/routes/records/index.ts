import type { FastifyContextConfig } from 'fastify';
import {
  lmsImportLogRowSchema,
  lmsImportPageSchema,
  lmsImportQuerySchema,
  lmsImportSummarySchema,
  lmsRecordPageSchema,
  lmsRecordQuerySchema,
  lmsRecordSchema,
  lmsReportQuerySchema,
  lmsSourceRunSchema,
  lmsUploadAnswerSchema,
  lmsUploadBodySchema,
  type LmsReportQuery,
} from '@firecrest/contracts';
import { ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { LmsConfig } from '../../config';
import type { LmsRecordDoc } from '../../models/lms-record';
import type { ImportLogRowDoc } from '../../models/import-log-row';
import { assertCsvFile, ImportFileError, templateCsv } from '../../import/csv-file';
import { SourceError } from '../../sources/source-error';
import { importFilter, pagingInfo, recordFilter, sortOf } from './list-filters';

const tags = ['LMS imports'];
const view: FastifyContextConfig = { access: { permission: ['LMS_IMPORTS', 'view'] } };
const create: FastifyContextConfig = { access: { permission: ['LMS_IMPORTS', 'create'] } };

const recordOut = (r: LmsRecordDoc) => ({
  id: r._id,
  employeeId: r.employeeId,
  serviceNo: r.serviceNo,
  lastName: r.lastName,
  firstName: r.firstName,
  locations: r.locations,
  competencyCode: r.competencyCode,
  competencyName: r.competencyName,
  completionDate: r.completionDate,
  createdBy: r.createdBy,
  createdDate: r.createdDate.toISOString(),
  evaluationStatus: r.evaluationStatus ?? null,
});
const logRowOut = ({ _id, locationIds: _l, createdDate, ...r }: ImportLogRowDoc) => ({ id: _id, ...r, createdDate: createdDate.toISOString() });
const who = (identity: { username: string; name?: string } | null) => identity?.username ?? 'unknown';

/** §7 LMS calls under `/lms` (the gateway's `/api/lms/*`): records, uploads, the template, the import log and its reports, run-now. */
const references = [lmsRecordQuerySchema, lmsImportQuerySchema, lmsReportQuerySchema, lmsRecordSchema, lmsImportLogRowSchema, lmsRecordPageSchema, lmsImportPageSchema, lmsUploadBodySchema, lmsImportSummarySchema, lmsUploadAnswerSchema, lmsSourceRunSchema] as const;

export const recordRoutes: TypedRoutes<{ config: LmsConfig }, typeof references> = async (fastify, { config }) => {
  const { LmsRecord, ImportLogRow } = fastify.lms;
  for (const schema of references) fastify.addSchema(schema);
  const maxBytes = Math.floor(config.LMS_MAX_FILE_MB * 1024 * 1024);

  fastify.get(
    '/lmsrecords',
    { config: view, schema: { tags, summary: 'LMS records (default: newest logged first)', querystring: { $ref: 'LmsRecordQuery#' }, response: { 200: { $ref: 'LmsRecordPage#' } } } },
    async (request) => {
      const { page = 0, itemsPerPage = 50, orderBy = 'createdDate', orderByDescending, ...filters } = request.query;
      const filter = recordFilter(filters);
      const descending = orderByDescending ?? orderBy === 'createdDate';
      const [total, rows] = await Promise.all([
        LmsRecord.countDocuments(filter),
        LmsRecord.find(filter).sort(sortOf(orderBy, descending, { _id: 1 })).skip(page * itemsPerPage).limit(itemsPerPage).lean(),
      ]);
      return { data: rows.map(recordOut), pagingInfo: pagingInfo(total, itemsPerPage, page) };
    },
  );

  fastify.post(
    '/lmsrecords/import',
    {
      config: create,
      // The base64 of the largest file, with room for the rest of the JSON; the size itself is checked below.
      bodyLimit: Math.ceil((maxBytes * 4) / 3) + 64 * 1024,
      schema: { tags, summary: 'Import a CSV of LMS completions (base64); answers the import log lines', body: { $ref: 'LmsUploadBody#' }, response: { 200: { $ref: 'LmsUploadAnswer#' } } },
    },
    async (request) => {
      const { data, type, fileName = '' } = request.body;
      const fail = (message: string) => new ProblemError('validation', message, [{ field: 'data', message }]);
      try {
        assertCsvFile(type, fileName);
      } catch (err) {
        throw fail((err as Error).message);
      }
      if (!/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/.test(data)) throw fail('The file content is not base64.');
      if (Math.floor((data.replace(/\s/g, '').length * 3) / 4) > maxBytes + 2) throw new ProblemError('payloadTooLarge', `The attachment maximum size of ${config.LMS_MAX_FILE_MB} MB is exceeded.`, [{ field: 'data', message: `At most ${config.LMS_MAX_FILE_MB} MB` }]);
      const content = Buffer.from(data, 'base64');
      if (content.length > maxBytes) throw new ProblemError('payloadTooLarge', `The attachment maximum size of ${config.LMS_MAX_FILE_MB} MB is exceeded.`, [{ field: 'data', message: `At most ${config.LMS_MAX_FILE_MB} MB` }]);
      if (!content.length) throw fail('The file is empty: it has no header row and no rows.');
      try {
        return await fastify.lmsImport({ content, fileName, source: 'upload', createdBy: who(request.identity), requestId: request.id });
      } catch (err) {
        if (err instanceof ImportFileError) throw fail(err.message);
        throw err;
      }
    },
  );

  fastify.get('/lmsrecords/template/csv', { config: view, schema: { tags, summary: 'The CSV template' } }, async (_request, reply) =>
    reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="lms-import-template.csv"').send(templateCsv()),
  );

  fastify.get(
    '/lmsrecords/imports',
    { config: view, schema: { tags, summary: 'The import log, a row per CSV row (default: last name ascending)', querystring: { $ref: 'LmsImportQuery#' }, response: { 200: { $ref: 'LmsImportPage#' } } } },
    async (request) => {
      const { page = 0, itemsPerPage = 50, orderBy = 'lastName', orderByDescending = false, ...filters } = request.query;
      const filter = importFilter(filters);
      const [total, rows] = await Promise.all([
        ImportLogRow.countDocuments(filter),
        ImportLogRow.find(filter).sort(sortOf(orderBy, orderByDescending, { _id: -1 })).skip(page * itemsPerPage).limit(itemsPerPage).lean(),
      ]);
      return { data: rows.map(logRowOut), pagingInfo: pagingInfo(total, itemsPerPage, page) };
    },
  );

  const filtersText = (q: LmsReportQuery) =>
    [
      q.fromDate || q.toDate ? `imported ${q.fromDate ? `from ${q.fromDate.slice(0, 10)} ` : ''}${q.toDate ? `to ${q.toDate.slice(0, 10)}` : ''}`.trim() : 'all dates',
      q.filterText ? `search "${q.filterText}"` : '',
      q.locationIds?.length ? `locations ${q.locationIds.join(', ')}` : '',
      `generated ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    ]
      .filter(Boolean)
      .join('; ');

  for (const format of ['xlsx', 'pdf'] as const) {
    fastify.get(
      `/lmsrecords/imports/report.${format}`,
      {
        config: view,
        schema: { tags, summary: `The import log as ${format === 'xlsx' ? 'Excel' : 'PDF'} (413 over the row limit)`, querystring: { $ref: 'LmsReportQuery#' } },
      },
      async (request, reply) => {
        const { orderBy = 'lastName', orderByDescending = false, ...filters } = request.query;
        const filter = importFilter(filters);
        const total = await ImportLogRow.countDocuments(filter);
        if (total > config.LMS_REPORT_MAX_ROWS) {
          throw new ProblemError('payloadTooLarge', `The search range is too large: ${total} rows match; a report holds at most ${config.LMS_REPORT_MAX_ROWS}. Narrow the dates or the search.`);
        }
        const rows = (await ImportLogRow.find(filter).sort(sortOf(orderBy, orderByDescending, { _id: -1 })).lean()) as ImportLogRowDoc[];
        // Loaded on first use: exceljs and pdfkit are large, and most processes never write a report.
        const { reportPdf, reportXlsx } = await import('./import-report');
        const title = 'LMS import log';
        const body = format === 'xlsx' ? await reportXlsx(title, filtersText(request.query), rows) : await reportPdf(title, filtersText(request.query), rows);
        const stamp = new Date().toISOString().slice(0, 10);
        return reply
          .type(format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/pdf')
          .header('content-disposition', `attachment; filename="lms-import-log-${stamp}.${format}"`)
          .send(body);
      },
    );
  }

  fastify.post(
    '/lmsrecords/service/run',
    { config: create, schema: { tags, summary: 'Read the configured source now (also the LMSImports scheduled task)', response: { 200: { $ref: 'LmsSourceRun#' } } } },
    async (request) => {
      try {
        return await fastify.lmsSource.run(who(request.identity));
      } catch (err) {
        if (err instanceof SourceError) throw new ProblemError('badGateway', err.message);
        throw err;
      }
    },
  );
};
