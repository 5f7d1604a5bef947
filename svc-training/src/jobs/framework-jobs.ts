import type { FastifyInstance } from 'fastify';
import { FRAMEWORK_JOB_TYPES, type FrameworkJobChange, type FrameworkJobType } from '@firecrest/contracts';
import { frameworkJobModel, type StoredFrameworkJob } from '../models/framework-job';
import { archiveAfterModel } from '../models/archive-after';
import { addUnassessed } from './competency-assignment';
import { archiveHeld } from './framework-archive';
import { plural } from './record-writes';
import { todayUtc } from '../statuses/statuses';

export interface FrameworkJobOptions {
  secret: string;
  /** Employees assigned to per run (a job's progress and its cancellation are checked between runs). */
  run?: number;
}

/** A job in progress whose instance has not stamped it for this long has stopped: the next run of its task takes it up. */
const STALE_MS = 5 * 60_000;
const DEFAULT_RUN = 25;

/** One run of a job: employees from `done` (assign) or items from `done` (archive); answers what it changed. */
async function runOnce(fastify: FastifyInstance, job: StoredFrameworkJob, size: number, secret: string): Promise<{ units: number; changes: FrameworkJobChange[]; skipped: number }> {
  if (job.jobType === FRAMEWORK_JOB_TYPES.assign) {
    const employees = job.employeeIds.slice(job.done, job.done + size);
    const competencies = job.items.filter((i) => i.kind === 'competency');
    const today = todayUtc();
    const holds = new Set<string>();
    const held = await fastify.training.EmployeeCompetency.find({ employeeId: { $in: employees }, competencyId: { $in: competencies.map((c) => c.id) } }, { employeeId: 1, competencyId: 1, endDate: 1 }).lean();
    for (const r of held) if (!r.endDate || r.endDate >= today) holds.add(`${r.employeeId}:${r.competencyId}`);
    const wanted = employees.flatMap((employeeId) => competencies.filter((c) => !holds.has(`${employeeId}:${c.id}`)).map((c) => ({ employeeId, competency: c })));
    await addUnassessed(fastify, wanted.map((w) => ({ employeeId: w.employeeId, competencyId: w.competency.id })), secret);
    return {
      units: employees.length,
      changes: wanted.map((w) => ({ kind: 'competency', itemId: w.competency.id, itemCode: w.competency.code, employeeId: w.employeeId, count: 1 })),
      skipped: employees.length * competencies.length - wanted.length,
    };
  }
  const item = job.items[job.done]!;
  const { records, subjectAreas } = await archiveHeld(fastify, item.kind, item.id);
  await archiveAfterModel(fastify.db).updateOne(
    { _id: `${item.kind}:${item.id}` },
    { $set: { kind: item.kind, itemId: item.id, archiveAfter: todayUtc(), archivedDate: new Date() } },
    { upsert: true },
  );
  return { units: 1, changes: [{ kind: item.kind, itemId: item.id, itemCode: item.code, employeeId: null, count: records + subjectAreas }], skipped: 0 };
}

function summary(job: StoredFrameworkJob): string {
  if (job.jobType === FRAMEWORK_JOB_TYPES.assign) {
    const employees = new Set(job.changes.map((c) => c.employeeId)).size;
    return `Assigned ${plural(job.changes.length, 'competency', 'competencies')} to ${plural(employees, 'employee')}${job.skipped ? ` (${plural(job.skipped, 'already held')})` : ''}`;
  }
  const records = job.changes.reduce((n, c) => n + c.count, 0);
  return `Archived ${plural(job.changes.length, 'framework item')} (${plural(records, 'employee record')})`;
}

/** Works one claimed job through, run by run, until it is done or someone cancels it. */
async function work(fastify: FastifyInstance, claimed: StoredFrameworkJob, options: FrameworkJobOptions): Promise<void> {
  const Jobs = frameworkJobModel(fastify.db);
  const size = options.run ?? DEFAULT_RUN;
  let job: StoredFrameworkJob | null = claimed;
  while (job && job.state === 'in progress' && job.done < job.total) {
    const { units, changes, skipped } = await runOnce(fastify, job, size, options.secret);
    // Written whatever the state now: what a run changed is recorded even when the job was cancelled during it.
    job = await Jobs.findByIdAndUpdate(job._id, { $inc: { done: units, skipped }, $push: { changes: { $each: changes } }, $set: { heartbeat: new Date() } }, { returnDocument: 'after' }).lean();
  }
  if (!job) return;
  const message = summary(job);
  if (job.state === 'in progress') await Jobs.updateOne({ _id: job._id, state: 'in progress' }, { $set: { state: 'complete', finishedDate: new Date(), message } });
  else await Jobs.updateOne({ _id: job._id }, { $set: { message: `${message} before it was cancelled` } });
}

/**
 * The scheduler's skill-assignment jobs of one type (0 bulk assign, 1 bulk archive): takes each job not started
 * (or in progress on an instance that stopped) and works it through. Answers a line for the task's result, empty
 * when there was nothing to run.
 */
export async function runFrameworkJobs(fastify: FastifyInstance, jobType: FrameworkJobType, options: FrameworkJobOptions): Promise<string> {
  const Jobs = frameworkJobModel(fastify.db);
  let ran = 0;
  for (;;) {
    const now = new Date();
    const job = await Jobs.findOneAndUpdate(
      { jobType, $or: [{ state: 'not started' }, { state: 'in progress', heartbeat: { $lt: new Date(now.getTime() - STALE_MS) } }] },
      { $set: { state: 'in progress', heartbeat: now } },
      { sort: { _id: 1 }, returnDocument: 'after' },
    ).lean();
    if (!job) break;
    if (!job.startedDate) await Jobs.updateOne({ _id: job._id }, { $set: { startedDate: now } });
    try {
      await work(fastify, job, options);
    } catch (err) {
      fastify.log.error({ err, job: job._id }, 'framework job stopped');
      await Jobs.updateOne({ _id: job._id }, { $set: { message: `Stopped by an error; the next run of the task takes it up again (${(err as Error).message})` } });
      throw err;
    }
    ran += 1;
  }
  return ran ? `${plural(ran, 'bulk job')} run` : '';
}

/** A task's own result after the jobs' line, if any ran. */
export const afterJobs = (jobs: string, result: string) => (jobs ? `${jobs}; ${result}` : result);
