import type { FastifyInstance } from 'fastify';
import type { Job } from 'agenda';
import { chunkWriter } from '../reports/chunked-file';
import { REPORTS_BY_ID } from '../reports/definitions';
import { reportContext } from '../reports/report-context';
import { parseReportFilters } from '../reports/report-filters';
import { writeReportFile } from '../reports/report-files';
import { countRows, orderOf } from '../reports/report-rows';

export const REPORT_DOWNLOAD_JOB = 'reports.download';
export const PURGE_DOWNLOADS_JOB = 'reports.purge-expired-downloads';

/**
 * A queued report download runs as an agenda job: it counts the rows, streams the file into the database in chunks
 * and keeps its progress on the download (the downloads page polls it). Expired downloads are deleted by a second
 * job (FerretDB has no TTL indexes).
 */
export function defineReportDownloadJobs(fastify: FastifyInstance) {
  const store = fastify.reportStore;
  fastify.agenda.define(
    REPORT_DOWNLOAD_JOB,
    async (job: Job<{ downloadId: string }>) => {
      const download = await store.Download.findById(job.attrs.data.downloadId).lean();
      if (!download || download.state !== 'queued') return;
      const definition = REPORTS_BY_ID.get(download.reportId)!;
      try {
        const language = download.language ?? 'en-GB';
        const ctx = reportContext(fastify.views, parseReportFilters(download.filters, definition.filters), download.scope, language);
        const total = await countRows(definition, ctx);
        await store.Download.updateOne({ _id: download._id }, { state: 'running', total });
        const file = chunkWriter(store, download._id);
        const order = orderOf(definition, { key: download.sort ?? undefined, order: download.order ?? undefined });
        const rows = await writeReportFile(download.format, definition, ctx, order, file.stream, { title: download.title, filters: download.filtersText, generatedAt: new Date(), language }, async (n) => {
          await store.Download.updateOne({ _id: download._id }, { rows: n });
        });
        if (!file.stream.writableFinished) await new Promise((resolve, reject) => file.stream.on('finish', resolve).on('error', reject));
        await store.Download.updateOne({ _id: download._id }, { state: 'ready', rows, total: Math.max(total, rows), size: file.size() });
      } catch (error) {
        fastify.log.error({ err: error, downloadId: download._id }, 'report download failed');
        await store.DownloadChunk.deleteMany({ downloadId: download._id });
        await store.Download.updateOne({ _id: download._id }, { state: 'failed', error: 'The report could not be made. Try again, or use filters to reduce the records.' });
      }
    },
    { concurrency: 2, lockLifetime: 10 * 60_000 },
  );
  fastify.agenda.define(PURGE_DOWNLOADS_JOB, async () => {
    const expired = (await store.Download.find({ expiresAt: { $lt: new Date() } }, { _id: 1 }).lean()).map((d) => d._id);
    if (!expired.length) return;
    await store.DownloadChunk.deleteMany({ downloadId: { $in: expired } });
    await store.Download.deleteMany({ _id: { $in: expired } });
    fastify.log.info({ deleted: expired.length }, 'expired report downloads deleted');
  });
  fastify.addHook('onReady', async () => {
    await fastify.agenda.every('1 hour', PURGE_DOWNLOADS_JOB);
  });
}
