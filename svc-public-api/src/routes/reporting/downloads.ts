import type { FastifyPluginAsync } from 'fastify';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { ProblemError, scopeOf } from '@firecrest/service-kit';
import type { ReportDownload, ReportDownloadBody } from '@firecrest/contracts';
import { storedChunks } from '../../reports/chunked-file';
import { describeFilters, reportContext, type ReportLimits } from '../../reports/report-context';
import { filtersAsQuery, parseReportFilters } from '../../reports/report-filters';
import { CONTENT_TYPES, fileName } from '../../reports/report-files';
import { REPORT_DOWNLOAD_JOB } from '../../jobs/report-downloads';
import { assertWithinLimit, countRows, orderOf } from '../../reports/report-rows';
import { requesterLanguage, translator } from '../../reports/report-language';
import type { DownloadDoc } from '../../models/report-store';
import { access, definitionOf, userOf } from './report-params';

const idParams = { type: 'object', required: ['downloadId'], properties: { downloadId: { type: 'string', maxLength: 100 } } } as const;

const shown = (d: DownloadDoc): ReportDownload => ({
  id: d._id,
  reportId: d.reportId,
  title: d.title,
  format: d.format,
  filters: d.filtersText,
  state: d.state,
  rows: d.rows,
  total: d.total,
  ...(d.error ? { error: d.error } : {}),
  ...(d.state === 'ready' ? { size: d.size } : {}),
  createdAt: d.createdAt.toISOString(),
  expiresAt: d.expiresAt.toISOString(),
});

/** /reporting/downloads: exports made in the background for the user who asked, kept for `downloadDays`. */
export const reportDownloadRoutes = (limits: ReportLimits): FastifyPluginAsync => async (fastify) => {
  const { Download, DownloadChunk } = fastify.reportStore;
  /** The caller's own download, not expired; anyone else's is not found. */
  async function ownDownload(userId: string, id: string) {
    const download = await Download.findOne({ _id: id, userId, expiresAt: { $gt: new Date() } }).lean();
    if (!download) throw new ProblemError('notFound', 'This download does not exist or has expired.');
    return download;
  }

  fastify.get('/', { config: { access }, schema: { tags: ['Reports'], summary: 'My report downloads, newest first', response: { 200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { $ref: 'ReportDownload#' } } } } } } }, async (request) => ({
    data: (await Download.find({ userId: userOf(request).id, expiresAt: { $gt: new Date() } }).sort({ createdAt: -1 }).limit(200).lean()).map(shown),
  }));

  fastify.post<{ Body: ReportDownloadBody }>(
    '/',
    { config: { access }, schema: { tags: ['Reports'], summary: 'Queue a report as Excel or PDF', body: { $ref: 'ReportDownloadBody#' }, response: { 202: { $ref: 'ReportDownload#' } } } },
    async (request, reply) => {
      const { reportId, format } = request.body;
      const definition = definitionOf(reportId);
      const scope = scopeOf(request);
      const filters = parseReportFilters(request.body.filters, definition.filters);
      const language = requesterLanguage(request.identity, limits.defaultLanguage);
      const ctx = reportContext(fastify.views, filters, scope, language);
      const order = orderOf(definition, { key: request.body.sort, order: request.body.order });
      // Refused at once over the limit, rather than after minutes in the queue.
      assertWithinLimit(await countRows(definition, ctx), format === 'pdf' ? Math.min(limits.pdfRows, limits.rowLimit) : limits.rowLimit);
      const now = new Date();
      const doc = await Download.create({
        _id: randomUUID(),
        userId: userOf(request).id,
        reportId,
        title: translator(language)(definition.title),
        language,
        format,
        filters: filtersAsQuery(filters),
        filtersText: await describeFilters(definition, ctx),
        sort: order.key,
        order: order.order,
        scope,
        state: 'queued',
        rows: 0,
        total: 0,
        error: null,
        size: 0,
        createdAt: now,
        expiresAt: new Date(now.getTime() + limits.downloadDays * 86_400_000),
      });
      await fastify.agenda.now(REPORT_DOWNLOAD_JOB, { downloadId: doc._id });
      return reply.code(202).send(shown(doc.toObject()));
    },
  );

  fastify.get<{ Params: { downloadId: string } }>('/:downloadId', { config: { access }, schema: { tags: ['Reports'], summary: 'One of my downloads', params: idParams, response: { 200: { $ref: 'ReportDownload#' } } } }, async (request) =>
    shown(await ownDownload(userOf(request).id, request.params.downloadId)),
  );

  fastify.get<{ Params: { downloadId: string } }>('/:downloadId/file', { config: { access }, schema: { tags: ['Reports'], summary: "A ready download's file", params: idParams } }, async (request, reply) => {
    const download = await ownDownload(userOf(request).id, request.params.downloadId);
    if (download.state !== 'ready') throw new ProblemError('conflict', 'This download is not ready yet.');
    return reply
      .type(CONTENT_TYPES[download.format])
      .header('content-length', download.size)
      .header('content-disposition', `attachment; filename="${fileName(download.reportId, download.format, download.createdAt)}"`)
      .send(Readable.from(storedChunks(fastify.reportStore, download._id)));
  });

  fastify.delete<{ Params: { downloadId: string } }>('/:downloadId', { config: { access }, schema: { tags: ['Reports'], summary: 'Delete one of my downloads', params: idParams } }, async (request, reply) => {
    const download = await ownDownload(userOf(request).id, request.params.downloadId);
    await DownloadChunk.deleteMany({ downloadId: download._id });
    await Download.deleteOne({ _id: download._id });
    return reply.code(204).send();
  });
};
