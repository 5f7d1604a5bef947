import { canCancelJob, FRAMEWORK_JOB_TYPES, frameworkJobBodySchema, frameworkJobRowSchema, frameworkJobSchema, type FrameworkJobRow, type FrameworkJobType, idParams } from '@firecrest/contracts';
import { nextId, ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import { frameworkJobModel, type StoredFrameworkJob } from '../../models/framework-job';
import { runFrameworkJobs } from '../../jobs/framework-jobs';

const listQuery = { type: 'object', required: ['jobType'], additionalProperties: false, properties: { jobType: { type: 'integer', enum: [0, 1] } } } as const;
const KIND_NOUN = { competency: 'Competency', subjectArea: 'Subject area', competencyProgram: 'Competency program' } as const;
const tags = ['Bulk framework jobs'];
const listAnswer = { type: 'object', required: ['data'], additionalProperties: false, properties: { data: { type: 'array', items: frameworkJobRowSchema } } } as const;
const startedAnswer = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer' } } } as const;

const row = (j: StoredFrameworkJob): FrameworkJobRow => ({
  id: j._id,
  jobType: j.jobType,
  state: j.state,
  items: j.items,
  employeeCount: j.employeeIds.length,
  total: j.total,
  done: j.done,
  message: j.message,
  createdBy: j.createdBy,
  createdDate: j.createdDate.toISOString(),
  startedDate: j.startedDate?.toISOString() ?? null,
  finishedDate: j.finishedDate?.toISOString() ?? null,
  cancelledBy: j.cancelledBy,
});

/**
 * Bulk framework jobs (`/training/tasks/framework-jobs`): a user starts a bulk assign or archive over a selection, it
 * starts at once on this instance (the scheduled task takes up any left waiting), is watched and may be cancelled.
 */
export const frameworkJobRoutes: TypedRoutes<{ secret: string; run?: number }, [typeof frameworkJobBodySchema]> = async (fastify, { secret, run }) => {
  const Jobs = frameworkJobModel(fastify.db);
  fastify.addSchema(frameworkJobBodySchema);
  const access = (right: 'view' | 'create' | 'edit') => ({ access: { permission: ['BULK_ASSIGN_FRAMEWORK', right] as ['BULK_ASSIGN_FRAMEWORK', typeof right] } });
  const start = (jobType: FrameworkJobType) =>
    setImmediate(() => void runFrameworkJobs(fastify, jobType, { secret, run }).catch((err: unknown) => fastify.log.error({ err }, 'bulk framework jobs stopped')));

  fastify.get('', { config: access('view'), schema: { tags, summary: 'Jobs of a type, newest first', querystring: listQuery, response: { 200: listAnswer } } }, async (request) => ({
    data: (await Jobs.find({ jobType: request.query.jobType }, { changes: 0 }).sort({ _id: -1 }).limit(100).lean()).map((j) => row({ ...j, changes: [] })),
  }));

  fastify.get('/:id', { config: access('view'), schema: { tags, summary: 'One job with what it changed', params: idParams, response: { 200: frameworkJobSchema } } }, async (request) => {
    const job = await Jobs.findById(request.params.id).lean();
    if (!job) throw new ProblemError('notFound', `Bulk job ${request.params.id} does not exist.`);
    return { ...row(job), changes: job.changes };
  });

  fastify.post('', { config: access('create'), schema: { tags, summary: 'Start a bulk assign or archive', body: { $ref: 'FrameworkJobBody#' }, response: { 201: startedAnswer } } }, async (request, reply) => {
    const { jobType, items: asked } = request.body;
    const assign = jobType === FRAMEWORK_JOB_TYPES.assign;
    const employeeIds = assign ? [...new Set(request.body.employeeIds ?? [])] : [];
    const items = asked.filter((i, n) => asked.findIndex((o) => o.kind === i.kind && o.id === i.id) === n);
    const refuse = (field: string, message: string) => new ProblemError('validation', message, [{ field, message }]);
    if (!items.length) throw refuse('items', assign ? 'Choose at least one competency to assign.' : 'Choose at least one framework item to archive.');
    if (assign && items.some((i) => i.kind !== 'competency')) throw refuse('items', 'A bulk assign assigns competencies only; choose competencies.');
    if (assign && !employeeIds.length) throw refuse('employeeIds', 'Choose at least one employee to assign the competencies to.');
    const found = new Map((await fastify.training.ReferenceItem.find({ _id: { $in: items.map((i) => `${i.kind}:${i.id}`) } }).lean()).map((r) => [r._id, r]));
    const missing = items.find((i) => !found.has(`${i.kind}:${i.id}`));
    if (missing) throw refuse('items', `${KIND_NOUN[missing.kind]} ${missing.id} does not exist.`);
    if (assign) await fastify.personnelReferences.employees(request, 'employeeIds', employeeIds);
    const id = await nextId(fastify.training.Counter, 'FrameworkJob');
    await Jobs.create({
      _id: id,
      jobType,
      state: 'not started',
      items: items.map((i) => ({ ...i, code: found.get(`${i.kind}:${i.id}`)!.code })),
      employeeIds,
      total: assign ? employeeIds.length : items.length,
      createdBy: request.identity?.username ?? 'system',
      createdDate: new Date(),
    });
    start(jobType);
    return reply.code(201).send({ id });
  });

  fastify.post('/:id/cancel', { config: access('edit'), schema: { tags, summary: 'Cancel a job not yet complete', params: idParams, response: { 200: frameworkJobRowSchema } } }, async (request) => {
    const { id } = request.params;
    const job = await Jobs.findOneAndUpdate(
      { _id: id, state: { $in: ['not started', 'in progress'] } },
      { $set: { state: 'cancelled', finishedDate: new Date(), cancelledBy: request.identity?.username ?? 'system' } },
      { returnDocument: 'after' },
    ).lean();
    if (job) return row(job);
    const found = await Jobs.findById(id).lean();
    if (!found) throw new ProblemError('notFound', `Bulk job ${id} does not exist.`);
    if (!canCancelJob(found.state)) throw new ProblemError('conflict', found.state === 'complete' ? 'The job is complete: there is nothing left to cancel.' : 'The job is already cancelled.');
    return row(found);
  });
};
