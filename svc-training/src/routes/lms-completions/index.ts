import type { FastifyRequest } from 'fastify';
import {
  employeeCompetencyEvents,
  LMS_EVALUATION,
  lmsCompletionsAnswerSchema,
  lmsCompletionsBodySchema,
  type EmployeeCompetencyEvent,
  type LmsCompletionsAnswer,
  type LmsCompletionsBody,
} from '@firecrest/contracts';
import { BULK_MAX, bulkWriteInRuns, outsideScopeProblem, ProblemError, reserveIds, scopeOf, type TypedRoutes } from '@firecrest/service-kit';
import type { EmployeeCompetency } from '../../models/competency-records';
import { validityResolver } from './validity';
import { assertMayEvaluate } from '../evaluation-permission';

type Result = LmsCompletionsAnswer['results'][number];
/** Up to this many employees, the held records are asked for by `$in`. */
const SMALL_BATCH = 50;
/** An import's view of the records its employees hold is forgotten after this long without a batch. */
const SESSION_IDLE_MS = 10 * 60_000;

/**
 * What svc-training knows during one import: the employees whose records were read (all their records, the latest
 * per competency, kept up to date with what the import writes) and those personnel confirmed. Later batches of the
 * same import read nothing again, which turns an import's reads from one per batch into one per employee.
 */
interface ImportSession {
  loaded: Set<number>;
  confirmed: Set<number>;
  held: Map<string, EmployeeCompetency>;
  at: number;
}

const toEvent = (c: EmployeeCompetency): EmployeeCompetencyEvent => ({
  id: c._id,
  employeeId: c.employeeId,
  competencyId: c.competencyId,
  competencyProgramId: c.competencyProgramId,
  statusId: c.statusId,
  startDate: c.startDate,
  endDate: c.endDate,
  expiryDate: c.expiryDate,
  lastModifiedDate: c.lastModifiedDate.toISOString(),
});

/**
 * LMS completions (from svc-lms) applied to employees' competencies: a completion newer than what the employee holds
 * starts the competency again on that day (status PASS, expiry from the competency's validity) and is published as
 * the usual employee-competency event; the same completion again changes nothing (idempotent), an older one is kept
 * out (evaluation status 2). docs/lms-imports.md has the rules.
 */
export const lmsCompletionRoutes: TypedRoutes<Record<never, never>, [typeof lmsCompletionsBodySchema, typeof lmsCompletionsAnswerSchema]> = async (fastify) => {
  const { EmployeeCompetency: Competencies, ReferenceItem, Counter } = fastify.training;
  fastify.addSchema(lmsCompletionsBodySchema);
  fastify.addSchema(lmsCompletionsAnswerSchema);
  // One batch at a time: two batches naming the same employee and competency must not both create a record.
  let queue: Promise<unknown> = Promise.resolve();
  const sessions = new Map<string, ImportSession>();
  function sessionOf(importId: string | undefined): ImportSession {
    const now = Date.now();
    for (const [id, s] of sessions) if (now - s.at > SESSION_IDLE_MS) sessions.delete(id);
    const session = (importId && sessions.get(importId)) || { loaded: new Set<number>(), confirmed: new Set<number>(), held: new Map(), at: now };
    session.at = now;
    if (importId) sessions.set(importId, session);
    return session;
  }

  async function passStatusId() {
    const pass = await ReferenceItem.findOne({ kind: 'competencyStatus', name: 'PASS' }).lean();
    if (!pass) throw new ProblemError('serviceUnavailable', 'The PASS competency status is missing.');
    return pass.itemId;
  }

  /** Which of these employees svc-personnel knows (runs of a bulk request's size, side by side). */
  async function knownEmployees(request: FastifyRequest, ids: number[]) {
    const known = new Set<number>();
    const runs: number[][] = [];
    for (let start = 0; start < ids.length; start += BULK_MAX) runs.push(ids.slice(start, start + BULK_MAX));
    await Promise.all(
      runs.map(async (run) => {
        try {
          await fastify.personnelReferences.employees(request, 'employeeId', run);
          run.forEach((id) => known.add(id));
        } catch (err) {
          if (!(err instanceof ProblemError) || err.code !== 'validation') throw err;
          const missing = new Set((err.errors?.[0]?.message.match(/\d+/g) ?? []).map(Number));
          run.filter((id) => !missing.has(id)).forEach((id) => known.add(id));
        }
      }),
    );
    return known;
  }

  /**
   * The records these employees hold of these competencies. For a large batch, reading the collection once and
   * keeping the matches is far cheaper on the local FerretDB than `$in` over thousands of ids, which it checks
   * value by value for every document (docs/lms-imports.md).
   */
  async function heldOf(employeeIds: number[]): Promise<EmployeeCompetency[]> {
    if (!employeeIds.length) return [];
    if (employeeIds.length <= SMALL_BATCH) return Competencies.find({ employeeId: { $in: employeeIds } }).lean<EmployeeCompetency[]>();
    const employees = new Set(employeeIds);
    const held: EmployeeCompetency[] = [];
    for await (const r of Competencies.find({}).lean<EmployeeCompetency>().cursor({ batchSize: 5000 })) if (employees.has(r.employeeId)) held.push(r);
    return held;
  }

  async function apply(request: FastifyRequest, body: LmsCompletionsBody): Promise<LmsCompletionsAnswer> {
    const { completions, importId } = body;
    const session = sessionOf(importId);
    const employeeIds = [...new Set(completions.map((c) => c.employeeId))];
    const competencyIds = [...new Set(completions.map((c) => c.competencyId))];
    const validity = validityResolver(fastify.db);
    const started = performance.now();
    const [confirmed, competencies, statusId, heldRecords] = await Promise.all([
      knownEmployees(request, employeeIds.filter((id) => !session.confirmed.has(id))),
      ReferenceItem.find({ _id: { $in: competencyIds.map((id) => `competency:${id}`) } }, { itemId: 1 }).lean(),
      passStatusId(),
      heldOf(employeeIds.filter((id) => !session.loaded.has(id))),
      validity.load(competencyIds),
    ]);
    const read = performance.now();
    confirmed.forEach((id) => session.confirmed.add(id));
    const known = session.confirmed;
    const knownCompetencies = new Set(competencies.map((c) => c.itemId));
    // The record a completion renews: the employee's latest of that competency.
    const held = session.held;
    for (const r of heldRecords) {
      session.loaded.add(r.employeeId);
      const key = `${r.employeeId}:${r.competencyId}`;
      const other = held.get(key);
      if (!other || other.startDate < r.startDate) held.set(key, r);
    }
    employeeIds.forEach((id) => session.loaded.add(id));
    const created: EmployeeCompetency[] = [];
    const renewed = new Map<number, EmployeeCompetency>();
    const now = new Date();
    const results: Result[] = completions.map((c) => {
      if (!known.has(c.employeeId)) return { evaluationStatus: null, recordId: null, outcome: 'unknownEmployee' };
      if (!knownCompetencies.has(c.competencyId)) return { evaluationStatus: null, recordId: null, outcome: 'unknownCompetency' };
      const key = `${c.employeeId}:${c.competencyId}`;
      const record = held.get(key);
      if (record && record.startDate === c.completionDate) return { evaluationStatus: LMS_EVALUATION.applied, recordId: record._id, outcome: 'alreadyApplied' };
      if (record && record.startDate > c.completionDate) return { evaluationStatus: LMS_EVALUATION.recorded, recordId: record._id, outcome: 'newerHeld' };
      const fields = { statusId, startDate: c.completionDate, endDate: null, expiryDate: validity.expiry(c.competencyId, c.completionDate, record ?? null), lastModifiedDate: now };
      if (record) {
        const next = { ...record, ...fields };
        held.set(key, next);
        // A record made in this batch is still to be inserted: it is inserted as renewed.
        if (record._id > 0) renewed.set(record._id, next);
        else created[-record._id - 1] = next;
        return { evaluationStatus: LMS_EVALUATION.applied, recordId: record._id, outcome: 'renewed' };
      }
      // Placeholder ids (negative) until the batch's ids are reserved.
      const fresh: EmployeeCompetency = { _id: -(created.length + 1), employeeId: c.employeeId, competencyId: c.competencyId, competencyProgramId: null, ...fields };
      created.push(fresh);
      held.set(key, fresh);
      return { evaluationStatus: LMS_EVALUATION.applied, recordId: fresh._id, outcome: 'created' };
    });
    if (created.length) {
      const first = await reserveIds(Counter, Competencies.modelName, created.length);
      created.forEach((r, k) => (r._id = first + k));
      for (const r of results) if (r.recordId !== null && r.recordId < 0) r.recordId = first + (-r.recordId - 1);
      // Lean: the records are built here from checked input; hydrating and validating 5,000 documents a batch was CPU
      // taken from the store on the same machine.
      await Competencies.insertMany(created, { ordered: true, lean: true });
      await fastify.events.publishMany(employeeCompetencyEvents.created, created.map(toEvent), (e) => String(e.id), { requestId: request.id });
    }
    if (renewed.size) {
      const records = [...renewed.values()];
      await bulkWriteInRuns(
        Competencies,
        records.map((r) => ({ updateOne: { filter: { _id: r._id }, update: { $set: { statusId: r.statusId, startDate: r.startDate, endDate: r.endDate, expiryDate: r.expiryDate, lastModifiedBy: '', lastModifiedDate: r.lastModifiedDate } } } })),
      );
      await fastify.events.publishMany(employeeCompetencyEvents.updated, records.map(toEvent), (e) => String(e.id), { requestId: request.id });
    }
    request.log.debug({ completions: completions.length, created: created.length, renewed: renewed.size, readMs: Math.round(read - started), writeMs: Math.round(performance.now() - read) }, 'LMS completions applied');
    return { results };
  }

  fastify.post(
    '/lms-completions',
    {
      config: { access: { permission: ['COMPETENCIES', 'edit'] } },
      // Up to LMS_COMPLETIONS_MAX completions of about 80 bytes each.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['LMS completions'],
        summary: 'Apply LMS completions to employees\' competencies (svc-lms); one result per completion, in order',
        body: { $ref: 'LmsCompletionsBody#' },
        response: { 200: { $ref: 'LmsCompletionsAnswer#' } },
      },
    },
    async (request) => {
      assertMayEvaluate(request, 'lms');
      // Meant for svc-lms (never scoped); a user who manages only some locations applies completions of their people only.
      const scope = scopeOf(request);
      if (scope !== null) {
        const people = await fastify.personnelReferences.employeesAt(request, scope);
        const outside = request.body.completions.findIndex((c) => !people.has(c.employeeId));
        if (outside >= 0) throw outsideScopeProblem(`completions.${outside}.employeeId`);
      }
      const run = queue.then(() => apply(request, request.body));
      queue = run.catch(() => undefined);
      return run;
    },
  );
};
