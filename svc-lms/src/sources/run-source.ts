import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { LMS_COMPLETIONS_MAX, LMS_EMAIL_SOURCE_TYPE, LMS_EVALUATION, LMS_FILE_IMPORT_CONFIG_ID, LMS_SFTP_SOURCE_TYPE, parseResultsEmail, type LmsImportSummary } from '@firecrest/contracts';
import { secretBox } from '@firecrest/service-kit';
import type { LmsConfig } from '../config';
import { ImportFileError } from '../import/csv-file';
import { TrainingUnavailable } from '../clients/training-completions';
import { SourceError, type SourceConnection } from './source-error';

export interface SourceRun {
  source: string;
  files: number;
  imports: LmsImportSummary[];
  pendingApplied: number;
  message: string;
  /** The scheduler shows a task's `result` line. */
  result: string;
}

/**
 * `POST /lmsrecords/service/run`, the LMSImports scheduled task and svc-lms's own timer: completions recorded while
 * svc-training was away are applied, then the configured source is read and each CSV it holds is imported.
 * One run at a time; a second caller waits for the running one.
 */
export function sourceRunner(fastify: FastifyInstance, config: LmsConfig) {
  const box = secretBox(config.LMS_SETTINGS_SECRET);
  const ca = config.LMS_EXTRA_CA_FILE ? readFileSync(config.LMS_EXTRA_CA_FILE) : undefined;
  // The protocol libraries (imapflow, mailparser, ssh2, nodemailer) are loaded when a source is first read.
  let mailer: import('./results-mail').ResultsMailer | null = null;
  let running: Promise<SourceRun> | null = null;

  /** Records stored without an evaluation (svc-training was unreachable) are sent again. */
  async function applyPending(): Promise<number> {
    const { LmsRecord } = fastify.lms;
    const pending = await LmsRecord.find({ evaluationStatus: null }, { employeeId: 1, competencyId: 1, completionDate: 1 }).sort({ createdDate: 1 }).limit(50_000).lean();
    let applied = 0;
    for (let start = 0; start < pending.length; start += LMS_COMPLETIONS_MAX) {
      const run = pending.slice(start, start + LMS_COMPLETIONS_MAX);
      const results = await fastify.lmsCompletions(run.map((r) => ({ employeeId: r.employeeId, competencyId: r.competencyId, completionDate: r.completionDate })));
      for (const status of [LMS_EVALUATION.recorded, LMS_EVALUATION.applied]) {
        const ids = run.filter((_, i) => results[i]!.evaluationStatus === status).map((r) => r._id);
        if (ids.length) await LmsRecord.updateMany({ _id: { $in: ids } }, { $set: { evaluationStatus: status } });
        if (status === LMS_EVALUATION.applied) applied += ids.length;
      }
    }
    return applied;
  }

  async function runOnce(by: string): Promise<SourceRun> {
    const { ImportSettings } = fastify.lms;
    const pendingApplied = await applyPending().catch((err) => {
      if (err instanceof TrainingUnavailable) return 0;
      throw err;
    });
    const settings = await ImportSettings.findById(LMS_FILE_IMPORT_CONFIG_ID).lean();
    if (!settings) return { source: 'none', files: 0, imports: [], pendingApplied, message: 'No LMS import source is configured.', result: 'No LMS import source is configured.' };
    const connection: SourceConnection = {
      serverName: settings.serverName,
      port: settings.port,
      useSSL: settings.useSSL,
      userName: settings.userName,
      password: settings.sealedPassword ? box.open(settings.sealedPassword) : '',
      domain: settings.domain,
      fileFolder: settings.fileFolder,
    };
    const imports: LmsImportSummary[] = [];
    // Files that could not be imported at all, with why (a CSV fault names its line and column): the run says them.
    const refused: string[] = [];
    const importFile = async (name: string, content: Buffer, source: string) => {
      try {
        const result = await fastify.lmsImport({ content, fileName: name, source, createdBy: by });
        imports.push(result.summary);
        return result.importLog;
      } catch (err) {
        if (!(err instanceof ImportFileError)) throw err;
        const line = `${name}: ${err.message}`;
        refused.push(line);
        return [line];
      }
    };
    let source: string;
    let files = 0;
    try {
      if (settings.type === LMS_EMAIL_SOURCE_TYPE) {
        source = 'mailbox';
        const { readMailbox } = await import('./mailbox-source');
        mailer ??= (await import('./results-mail')).resultsMailer(config.LMS_SMTP_URL, config.LMS_MAIL_FROM, { ca });
        const send = mailer.send;
        const to = parseResultsEmail(settings.resultsEmail) ?? [];
        await readMailbox(connection, { ca }, async (message) => {
          const lines: string[] = [];
          if (!message.files.length) lines.push('The message has no CSV attachment: nothing was imported.');
          for (const file of message.files) {
            files++;
            lines.push(...(await importFile(file.name, file.content, 'mailbox')), '');
          }
          await send(to, `LMS import results: ${message.subject || '(no subject)'}`, [`Message from ${message.from || 'unknown sender'}`, '', ...lines]).catch((err: Error) => {
            fastify.log.warn({ err: err.message }, 'LMS results e-mail not sent');
          });
        });
      } else if (settings.type === LMS_SFTP_SOURCE_TYPE) {
        source = 'sftp';
        const { readSftpFolder } = await import('./sftp-source');
        await readSftpFolder(connection, async (file) => {
          files++;
          await importFile(file.name, file.content, 'sftp');
        });
      } else throw new SourceError(`The source type ${settings.type} cannot be read.`);
    } catch (err) {
      const message = err instanceof SourceError ? err.message : 'The source could not be read: an unexpected error (see the service log).';
      if (!(err instanceof SourceError)) fastify.log.error({ err }, 'LMS source run failed');
      await ImportSettings.updateOne({ _id: LMS_FILE_IMPORT_CONFIG_ID }, { $set: { lastRunDate: new Date(), lastRunResult: message } });
      throw new SourceError(message);
    }
    const message = [`${source}: ${files} file(s), ${imports.reduce((n, i) => n + i.rows, 0)} rows, ${imports.reduce((n, i) => n + i.imported, 0)} imported, ${imports.reduce((n, i) => n + i.failed, 0)} failed.`, ...refused].join(' ');
    await ImportSettings.updateOne({ _id: LMS_FILE_IMPORT_CONFIG_ID }, { $set: { lastRunDate: new Date(), lastRunResult: message } });
    return { source, files, imports, pendingApplied, message, result: message };
  }

  return {
    box,
    applyPending,
    run(by: string): Promise<SourceRun> {
      running ??= runOnce(by).finally(() => (running = null));
      return running;
    },
  };
}
export type SourceRunner = ReturnType<typeof sourceRunner>;

declare module 'fastify' {
  interface FastifyInstance {
    lmsSource: SourceRunner;
  }
}
