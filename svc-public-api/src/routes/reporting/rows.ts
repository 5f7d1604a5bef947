import type { FastifyPluginAsync } from 'fastify';
import { PassThrough } from 'node:stream';
import { ProblemError } from '@firecrest/service-kit';
import { REPORTS } from '../../reports/definitions';
import { describeFilters, type ReportLimits } from '../../reports/report-context';
import { CONTENT_TYPES, fileName, writeReportFile } from '../../reports/report-files';
import { assertWithinLimit, countRows, orderOf, previewPage } from '../../reports/report-rows';
import { translator } from '../../reports/report-language';
import { reportInfo } from './catalogue';
import { access, definitionOf, reportParams, reportQuery, reportRequest } from './report-params';

type Query = Record<string, string>;
const order = (q: Query) => ({ key: q.sort || undefined, order: q.order === 'desc' ? ('desc' as const) : q.order === 'asc' ? ('asc' as const) : undefined });
const MAX_PAGE_SIZE = 200;

/** The reports: what each is, a preview page, its chart data, and Excel or PDF at once when small enough. */
export const reportRowsRoutes = (limits: ReportLimits): FastifyPluginAsync => async (fastify) => {
  fastify.get('/', { config: { access }, schema: { tags: ['Reports'], summary: 'The reports the portal offers', response: { 200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { $ref: 'ReportInfo#' } } } } } } }, async () => ({
    data: REPORTS.map(reportInfo),
  }));

  fastify.get<{ Params: { id: string } }>('/:id', { config: { access }, schema: { tags: ['Reports'], summary: 'One report', params: reportParams, response: { 200: { $ref: 'ReportInfo#' } } } }, async (request) =>
    reportInfo(definitionOf(request.params.id)),
  );

  fastify.get<{ Params: { id: string }; Querystring: Query }>(
    '/:id/rows',
    { config: { access }, schema: { tags: ['Reports'], summary: 'A page of the report (page from 0, size, sort, order, filters)', params: reportParams, querystring: reportQuery, response: { 200: { $ref: 'ReportRows#' } } } },
    async (request) => {
      const { definition, ctx } = reportRequest(request, request.params.id, request.query, limits.defaultLanguage);
      const page = Math.max(0, Math.floor(Number(request.query.page ?? 0)) || 0);
      const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(request.query.size ?? 25)) || 25));
      return previewPage(definition, ctx, orderOf(definition, order(request.query)), page, size, limits.rowLimit);
    },
  );

  const CHART_ROWS = 500;
  fastify.get<{ Params: { id: string }; Querystring: Query }>(
    '/:id/chart',
    { config: { access }, schema: { tags: ['Reports'], summary: "The chart's data for the filters", params: reportParams, querystring: reportQuery, response: { 200: { $ref: 'ReportRows#' } } } },
    async (request) => {
      const { definition, ctx } = reportRequest(request, request.params.id, request.query, limits.defaultLanguage);
      if (!definition.chart) return { total: 0, data: [] };
      if (definition.chart.rows) {
        const data = await definition.chart.rows(ctx);
        return { total: data.length, data };
      }
      // Charts of the report's own rows draw its first rows in the order shown (a heat map of one station's people).
      return previewPage(definition, ctx, orderOf(definition, order(request.query)), 0, CHART_ROWS, limits.rowLimit);
    },
  );

  for (const format of ['xlsx', 'pdf'] as const) {
    fastify.get<{ Params: { id: string }; Querystring: Query }>(
      `/:id/export.${format}`,
      { config: { access }, schema: { tags: ['Reports'], summary: `The report as ${format === 'xlsx' ? 'Excel' : 'PDF'} at once (larger ones are queued as downloads)`, params: reportParams, querystring: reportQuery } },
      async (request, reply) => {
        const { definition, ctx } = reportRequest(request, request.params.id, request.query, limits.defaultLanguage);
        const total = await countRows(definition, ctx);
        assertWithinLimit(total, format === 'pdf' ? Math.min(limits.pdfRows, limits.rowLimit) : limits.rowLimit);
        if (total > limits.directRows) {
          throw new ProblemError('tooManyResults', `This report has ${total.toLocaleString('en-GB')} records, too many to make at once: queue it in Report downloads, or use filters to reduce the records.`);
        }
        const at = new Date();
        const heading = { title: translator(ctx.language)(definition.title), filters: await describeFilters(definition, ctx), generatedAt: at, language: ctx.language };
        const body = new PassThrough();
        writeReportFile(format, definition, ctx, orderOf(definition, order(request.query)), body, heading).catch((error: Error) => body.destroy(error));
        return reply
          .type(CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${fileName(request.params.id, format, at)}"`)
          .send(body);
      },
    );
  }
};
