import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LMS_COMPLETED_STATUSES, type LmsImportSummary } from '@firecrest/contracts';
import type { LmsRecordDoc } from '../models/lms-record';
import type { ImportLogRowDoc } from '../models/import-log-row';
import { loadDirectory, type Directory } from './directory';
import { TrainingUnavailable } from '../clients/training-completions';
import { csvRows, type CsvRow } from './csv-file';
import { parseCompletionDate } from './completion-date';

export interface ImportInput {
  content: Buffer | Readable;
  fileName: string;
  /** upload, mailbox or sftp */
  source: string;
  createdBy: string;
  requestId?: string;
}

export interface ImportResult {
  summary: LmsImportSummary;
  /** The §3 importLog: a summary line, then one line per row (the first LINE_LIMIT rows). */
  importLog: string[];
}

/** Rows per batch: three are held at once (reading, applying, saving). */
const BATCH = 2_500;
const LINE_LIMIT = 1000;
const COMPLETED = new Set<string>(LMS_COMPLETED_STATUSES);

interface Entry {
  row: CsvRow;
  error: [title: string, description: string] | null;
  record: Omit<LmsRecordDoc, 'evaluationStatus'> | null;
  note: string;
}

const importIdNow = () => `${Date.now().toString(36).padStart(9, '0')}${randomBytes(4).toString('hex')}`;
const describe = (f: CsvRow['fields']) =>
  [[f.LastName, f.FirstName].filter(Boolean).join(', '), f.GUID || f.ServiceNumber ? `(${f.GUID || f.ServiceNumber})` : '', f.CourseCode, f.CompletionDate].filter(Boolean).join(' ');

/**
 * One import of one CSV (upload, mailbox attachment or SFTP file): rows are read as a stream in batches, matched to
 * employees and competencies, sent to svc-training to apply, and stored as LMS records (new completions only) and
 * import log rows (every row). A bad row never stops the good ones. Imports run one at a time per process.
 */
export function importer(fastify: FastifyInstance) {
  const { LmsRecord, ImportLogRow } = fastify.lms;
  let queue: Promise<unknown> = Promise.resolve();

  function resolveRow(row: CsvRow, directory: Directory, seen: Map<string, number>, base: { importId: string; createdBy: string; createdDate: Date }): Entry {
    const f = row.fields;
    const fail = (title: string, description: string): Entry => ({ row, error: [title, description], record: null, note: '' });
    if (row.columnCountError) return fail('Wrong number of fields', row.columnCountError);
    if (!f.GUID && !f.ServiceNumber) return fail('No employee', 'The row has neither a GUID nor a service number.');
    if (!f.CourseCode) return fail('No course code', 'The row has no course code.');
    const status = f.CompletionStatus.trim().toLowerCase();
    if (status && !COMPLETED.has(status)) return fail('Not a completion', `The completion status "${f.CompletionStatus}" is not a completion (Completed or Passed).`);
    const date = parseCompletionDate(f.CompletionDate);
    if (!date) return fail('Invalid completion date', `"${f.CompletionDate}" is not a date (YYYY-MM-DD or DD/MM/YYYY).`);
    if (date > new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)) return fail('Invalid completion date', `The completion date ${date} is in the future.`);
    const byGuid = f.GUID ? directory.employee(f.GUID, '') : null;
    const byNumber = f.ServiceNumber ? directory.employee('', f.ServiceNumber) : null;
    if (byGuid && byNumber && byGuid._id !== byNumber._id) return fail('Employee mismatch', `GUID ${f.GUID} and service number ${f.ServiceNumber} belong to different employees.`);
    const employee = byGuid ?? byNumber;
    if (!employee) {
      const named = [f.GUID && `GUID "${f.GUID}"`, f.ServiceNumber && `service number "${f.ServiceNumber}"`].filter(Boolean).join(' or ');
      return fail('Unknown employee', `No employee has ${named}.`);
    }
    const competency = directory.competency(f.CourseCode);
    if (!competency) return fail('Unknown course', `No competency has the code "${f.CourseCode}".`);
    const key = `${employee._id}:${competency.id}:${date}`;
    const first = seen.get(key);
    if (first !== undefined) return fail('Duplicate row', `Row ${first} of this file has the same employee, course and completion date.`);
    seen.set(key, row.rowNumber);
    return {
      row,
      error: null,
      note: '',
      record: {
        _id: key,
        ...base,
        employeeId: employee._id,
        competencyId: competency.id,
        serviceNo: f.ServiceNumber || employee.serviceNumbers[0] || '',
        lastName: employee.lastName,
        firstName: employee.firstName,
        locationIds: employee.stationIds,
        locations: directory.locationNames(employee.stationIds),
        competencyCode: competency.code,
        competencyName: competency.name,
        completionDate: date,
      },
    };
  }

  /** svc-training applies the batch's completions; each entry learns its evaluation status or its error. */
  async function applyBatch(entries: Entry[], statuses: Map<Entry, 2 | 3 | null>, input: ImportInput, importId: string) {
    const valid = entries.filter((e) => e.record);
    if (valid.length) {
      try {
        const results = await fastify.lmsCompletions(
          valid.map((e) => ({ employeeId: e.record!.employeeId, competencyId: e.record!.competencyId, completionDate: e.record!.completionDate })),
          input.requestId,
          importId,
        );
        results.forEach((r, i) => {
          const e = valid[i]!;
          if (r.outcome === 'unknownEmployee') Object.assign(e, { error: ['Unknown employee', 'Personnel does not know this employee (any more).'], record: null });
          else if (r.outcome === 'unknownCompetency') Object.assign(e, { error: ['Unknown course', `The competency ${e.record!.competencyCode} no longer exists.`], record: null });
          else {
            statuses.set(e, r.evaluationStatus as 2 | 3);
            e.note = { created: 'applied: the competency was added', renewed: 'applied: the competency starts again on this date', alreadyApplied: 'already applied', newerHeld: 'recorded, not applied: a newer completion is held' }[r.outcome];
          }
        });
      } catch (err) {
        if (!(err instanceof TrainingUnavailable)) throw err;
        fastify.log.warn({ err: err.message }, 'LMS completions recorded; svc-training will be asked again');
        valid.forEach((e) => (e.note = 'recorded; it is applied to the competency when the training service answers'));
      }
    }
  }

  /** The batch's new LMS records (a completion imported before is refused by the `_id` index) and its log rows. */
  async function saveBatch(entries: Entry[], statuses: Map<Entry, 2 | 3 | null>, input: ImportInput, base: { importId: string; createdBy: string; createdDate: Date }, summary: LmsImportSummary, lines: string[]) {
    const started = performance.now();
    const records = entries.filter((e) => e.record);
    // Both writes go out at once: the log rows are written as the rows stand, and the few rows whose completion
    // was imported before (refused by the records' `_id` index) have their log rows corrected afterwards.
    const logRows = entries.map((e) => logRowOf(e, input, base));
    const [recordsWritten] = await Promise.allSettled([
      records.length ? LmsRecord.collection.insertMany(records.map((e) => ({ ...e.record!, evaluationStatus: statuses.get(e) ?? null }) as never), { ordered: false }) : null,
      ImportLogRow.collection.insertMany(logRows as never[], { ordered: false }),
    ]).then((settled) => {
      const failed = settled.find((s, i) => s.status === 'rejected' && (i === 1 || !isDuplicateOnly(s.reason)));
      if (failed) throw (failed as PromiseRejectedResult).reason;
      return settled;
    });
    if (recordsWritten.status === 'rejected') {
      const already = (recordsWritten.reason as { writeErrors: { index: number }[] }).writeErrors;
      const [title, description] = ALREADY_IMPORTED;
      for (const w of already) Object.assign(records[w.index]!, { error: ALREADY_IMPORTED, record: null });
      await ImportLogRow.collection.updateMany(
        { _id: { $in: already.map((w) => logRowId(base.importId, records[w.index]!.row.rowNumber)) } } as never,
        { $set: { succeeded: false, importErrorTitle: title, importErrorDescription: description } },
      );
    }
    const memory = process.memoryUsage();
    fastify.log.debug({ rows: entries.length, storeMs: Math.round(performance.now() - started), heapMb: Math.round(memory.heapUsed / 1048576), rssMb: Math.round(memory.rss / 1048576), externalMb: Math.round(memory.external / 1048576) }, 'LMS import batch stored');
    for (const e of entries) {
      summary.rows++;
      if (e.error) summary.failed++;
      else summary.imported++;
      if (statuses.get(e) === 3 && e.note.startsWith('applied')) summary.applied!++;
      if (lines.length < LINE_LIMIT) {
        lines.push(e.error ? `Row ${e.row.rowNumber}: failed. ${e.error[0]}: ${e.error[1]} ${describe(e.row.fields)}`.trim() : `Row ${e.row.rowNumber}: imported ${describe(e.row.fields)}, ${e.note}.`);
      }
    }
  }

  async function run(input: ImportInput): Promise<ImportResult> {
    const base = { importId: importIdNow(), createdBy: input.createdBy, createdDate: new Date() };
    const summary: LmsImportSummary = { importId: base.importId, rows: 0, imported: 0, applied: 0, failed: 0 };
    const lines: string[] = [];
    const directory = await loadDirectory(fastify);
    const seen = new Map<string, number>();
    let batch: Entry[] = [];
    // A pipeline: svc-training applies batch k+1 while batch k is saved and batch k+2 is read; at most three
    // batches are held at once.
    const done = Promise.resolve();
    let [applying, saving, savingBefore] = [done, done, done];
    const pending: Promise<void>[] = [];
    const send = async (full: Entry[]) => {
      await Promise.all([applying, savingBefore]);
      const statuses = new Map<Entry, 2 | 3 | null>();
      const apply = applyBatch(full, statuses, input, base.importId);
      const save = Promise.all([apply, saving]).then(() => saveBatch(full, statuses, input, base, summary, lines));
      for (const p of [apply, save]) p.catch(() => undefined);
      pending.push(apply, save);
      [applying, savingBefore, saving] = [apply, saving, save];
    };
    for await (const row of csvRows(input.content)) {
      batch.push(resolveRow(row, directory, seen, base));
      if (batch.length >= BATCH) {
        await send(batch);
        batch = [];
      }
    }
    if (batch.length) await send(batch);
    await Promise.all(pending);
    const head = `${input.fileName || 'The file'}: ${summary.rows} rows, ${summary.imported} imported (${summary.applied} applied to competencies), ${summary.failed} failed.`;
    const more = summary.rows > LINE_LIMIT ? [`… ${summary.rows - LINE_LIMIT} more rows: see the import history.`] : [];
    return { summary, importLog: [head, ...lines.sort(byRowNumber), ...more] };
  }

  return (input: ImportInput): Promise<ImportResult> => {
    const next = queue.then(() => run(input));
    queue = next.catch(() => undefined);
    return next;
  };
}

const ALREADY_IMPORTED: [string, string] = ['Already imported', 'This completion was imported before; it is not applied again.'];
const logRowId = (importId: string, rowNumber: number) => `${importId}:${String(rowNumber).padStart(7, '0')}`;
const writeErrorsOf = (err: unknown) => [(err as { writeErrors?: unknown }).writeErrors ?? []].flat() as { index: number; code: number }[];
/** An insertMany refused only because some `_id`s exist already (code 11000). */
const isDuplicateOnly = (err: unknown) => {
  const errors = writeErrorsOf(err);
  if (errors.length && errors.every((w) => w.code === 11000)) {
    (err as { writeErrors: unknown }).writeErrors = errors;
    return true;
  }
  return false;
};

function logRowOf(e: Entry, input: ImportInput, base: { importId: string; createdBy: string; createdDate: Date }): ImportLogRowDoc {
  const f = e.row.fields;
  return {
    _id: logRowId(base.importId, e.row.rowNumber),
    ...base,
    rowNumber: e.row.rowNumber,
    source: input.source,
    succeeded: !e.error,
    guid: f.GUID,
    serviceNumber: f.ServiceNumber,
    lastName: e.record?.lastName || f.LastName,
    firstName: e.record?.firstName || f.FirstName,
    courseCode: f.CourseCode,
    courseName: e.record?.competencyName || f.CourseName,
    completionStatus: f.CompletionStatus,
    completionDate: e.record?.completionDate ?? f.CompletionDate,
    importErrorTitle: e.error?.[0] ?? '',
    importErrorDescription: e.error?.[1] ?? '',
    locationIds: e.record?.locationIds ?? [],
  };
}

const rowOf = (line: string) => Number(/^Row (\d+)/.exec(line)?.[1] ?? 0);
const byRowNumber = (a: string, b: string) => rowOf(a) - rowOf(b);

declare module 'fastify' {
  interface FastifyInstance {
    lmsImport: ReturnType<typeof importer>;
    lmsCompletions: import('../clients/training-completions').CompletionsClient;
  }
}
