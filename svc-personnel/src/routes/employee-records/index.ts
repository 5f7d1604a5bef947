import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ATTACHMENT_LIMITS,
  attachmentBodySchema,
  attachmentRules,
  cpdBodySchema,
  cpdRules,
  MESSAGES,
  noteBodySchema,
  noteRules,
  reviewedRecordBodySchema,
  reviewedRecordRules,
  type AttachmentBody,
  type FieldMessage,
} from '@firecrest/contracts';
import { inScope, nextId, ProblemError, scopeOf } from '@firecrest/service-kit';
import type { EmployeeRecord } from '../../models/employee-record';
import { recordChanges } from '../../history';
import { sniffedType } from './file-types';
import { publishedKind, RECORD_EVENTS, recordEvent } from './record-events';
import { timelineRoute } from './timeline';

type Kind = Exclude<EmployeeRecord['kind'], 'attachment'>;
type EmployeeParams = { employeeId: number };
type RecordParams = EmployeeParams & { id: number };

/** The history's entity name of each record path (`/personnel/employees/:employeeId/<path>`). */
const ENTITY_OF_PATH: Record<string, EmployeeRecord['kind']> = { notes: 'note', cpd: 'cpd', attachments: 'attachment', 'risk-assessments': 'riskAssessment', 'assessment-reports': 'assessmentReport' };

const id = { type: 'integer', minimum: 1 } as const;
const employeeParams = { type: 'object', required: ['employeeId'], properties: { employeeId: id } } as const;
const recordParams = { type: 'object', required: ['employeeId', 'id'], properties: { employeeId: id, id } } as const;
const refused = (errors: FieldMessage[]) => new ProblemError('validation', errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);

const view = (r: Omit<EmployeeRecord, 'content'>): Record<string, unknown> => ({ id: r._id, employeeId: r.employeeId, ...r.data, createdBy: r.createdBy, createdDate: r.createdDate.toISOString(), lastModifiedDate: r.lastModifiedDate.toISOString() });

/**
 * Notes, CPD entries, risk assessments, assessment reports and attachments of one employee
 * (`/personnel/employees/{employeeId}/notes|cpd|risk-assessments|assessment-reports|attachments`),
 * under the EMPLOYEES rights and the caller's managed locations, with the §5.2 rules of packages/contracts.
 */
export const employeeRecordRoutes: FastifyPluginAsync = async (fastify) => {
  const { Employee, EmployeeRecord: Records, Counter } = fastify.personnel;
  const access = (right: 'view' | 'create' | 'edit' | 'delete') => ({ access: { permission: ['EMPLOYEES', right] as ['EMPLOYEES', typeof right] } });

  // The employee must exist and be one of the caller's people.
  fastify.addHook('preHandler', async (request: FastifyRequest<{ Params: EmployeeParams }>) => {
    const employee = await Employee.findById(request.params.employeeId, { stationIds: 1 }).lean();
    if (!employee || !inScope(scopeOf(request), employee.stationIds ?? [])) throw new ProblemError('notFound', `Employee ${request.params.employeeId} does not exist.`);
  });
  timelineRoute(fastify, access('view'));
  recordChanges(fastify, (request) => ENTITY_OF_PATH[String(request.routeOptions.url).split('/')[4] ?? ''] ?? null);
  const one = async (params: RecordParams, kind: EmployeeRecord['kind']) => {
    const record = await Records.findOne({ _id: params.id }).lean();
    if (!record || record.employeeId !== params.employeeId || record.kind !== kind) throw new ProblemError('notFound', `Record ${params.id} does not exist.`);
    return record;
  };
  fastify.outbox.track(Records);
  const author = (request: FastifyRequest) => request.identity?.username ?? '';
  /** Notes, CPD entries and attachments are stored with their event (the outbox), the others as they are. */
  const store = async (request: FastifyRequest<{ Params: EmployeeParams }>, kind: EmployeeRecord['kind'], data: Record<string, unknown>, content: Buffer | null = null) => {
    const now = new Date();
    const doc = { _id: await nextId(Counter, 'employeeRecord'), employeeId: request.params.employeeId, kind, data, content, createdBy: author(request), lastModifiedBy: author(request), createdDate: now, lastModifiedDate: now };
    const entries = (d: object) => (publishedKind(kind) ? [fastify.outbox.entry(RECORD_EVENTS[kind].created, recordEvent(d as EmployeeRecord), { key: String(doc._id), requestId: request.id })] : []);
    const [stored] = await fastify.outbox.insert(Records, [doc], entries);
    return stored as EmployeeRecord;
  };
  const change = async (request: FastifyRequest<{ Params: RecordParams }>, existing: EmployeeRecord, data: Record<string, unknown>) => {
    const set = { data, lastModifiedBy: author(request), lastModifiedDate: new Date() };
    const pending = publishedKind(existing.kind) ? [fastify.outbox.entry(RECORD_EVENTS[existing.kind].updated, recordEvent({ ...existing, ...set }), { key: String(existing._id), requestId: request.id })] : [];
    const updated = await Records.findByIdAndUpdate(existing._id, { $set: { ...set, ...fastify.outbox.setFor(pending) } }, { returnDocument: 'after', strict: false }).lean();
    if (pending.length) await fastify.outbox.relay(Records, existing._id, pending);
    return updated!;
  };
  const remove = async (request: FastifyRequest<{ Params: RecordParams }>, kind: EmployeeRecord['kind']) => {
    if (!publishedKind(kind)) return void (await Records.deleteOne({ _id: request.params.id }));
    const deleted = fastify.outbox.entry(RECORD_EVENTS[kind].deleted, { id: request.params.id, lastModifiedDate: new Date().toISOString() }, { key: String(request.params.id), requestId: request.id });
    await fastify.outbox.remove(Records, request.params.id, deleted);
  };

  const simple = [
    { kind: 'note' as Kind, path: 'notes', schema: noteBodySchema, rules: noteRules, order: { 'data.date': -1 } },
    { kind: 'cpd' as Kind, path: 'cpd', schema: cpdBodySchema, rules: cpdRules, order: { 'data.date': -1 } },
    { kind: 'riskAssessment' as Kind, path: 'risk-assessments', schema: reviewedRecordBodySchema, rules: reviewedRecordRules, order: { 'data.date': -1 } },
    { kind: 'assessmentReport' as Kind, path: 'assessment-reports', schema: reviewedRecordBodySchema, rules: reviewedRecordRules, order: { 'data.date': -1 } },
  ];
  for (const { kind, path, schema, rules } of simple) {
    const tags = [`employee ${path}`];
    const fields = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
    fastify.get<{ Params: EmployeeParams }>(`/:employeeId/${path}`, { config: access('view'), schema: { tags, params: employeeParams } }, async (request) => ({
      data: (await Records.find({ employeeId: request.params.employeeId, kind }, { content: 0 }).lean()).map(view).sort((a, b) => String(b.date).localeCompare(String(a.date))),
    }));
    fastify.post<{ Params: EmployeeParams; Body: Record<string, unknown> }>(`/:employeeId/${path}`, { config: access('create'), schema: { tags, params: employeeParams, body: schema } }, async (request, reply) => {
      const errors = rules(request.body as never);
      if (errors.length) throw refused(errors);
      return reply.code(201).send(view(await store(request, kind, fields(request.body))));
    });
    fastify.put<{ Params: RecordParams; Body: Record<string, unknown> }>(`/:employeeId/${path}/:id`, { config: access('edit'), schema: { tags, params: recordParams, body: schema } }, async (request) => {
      const existing = await one(request.params, kind);
      const errors = rules(request.body as never);
      if (errors.length) throw refused(errors);
      return view(await change(request, existing, fields(request.body)));
    });
    fastify.delete<{ Params: RecordParams }>(`/:employeeId/${path}/:id`, { config: access('delete'), schema: { tags, params: recordParams } }, async (request, reply) => {
      await one(request.params, kind);
      await remove(request, kind);
      return reply.code(204).send();
    });
  }

  const tags = ['employee attachments'];
  fastify.get<{ Params: EmployeeParams }>('/:employeeId/attachments', { config: access('view'), schema: { tags, params: employeeParams } }, async (request) => ({
    data: (await Records.find({ employeeId: request.params.employeeId, kind: 'attachment' }, { content: 0 }).sort({ _id: -1 }).lean()).map(view),
    limits: { maxCount: ATTACHMENT_LIMITS.maxCount, maxBytes: ATTACHMENT_LIMITS.maxBytes, types: ATTACHMENT_LIMITS.types },
  }));
  fastify.post<{ Params: EmployeeParams; Body: AttachmentBody }>(
    '/:employeeId/attachments',
    // The file travels base64 encoded in JSON: a third larger than the limit, and a little room for the rest.
    { config: access('create'), bodyLimit: Math.ceil(ATTACHMENT_LIMITS.maxBytes * 1.6) + 8192, schema: { tags, params: employeeParams, body: attachmentBodySchema } },
    async (request, reply) => {
      const { fileName, contentType, content, description } = request.body;
      const bytes = Buffer.from(content, 'base64');
      const errors = attachmentRules({ fileName, contentType, size: bytes.length });
      if (!errors.length && sniffedType(bytes) !== contentType && !(contentType.includes('openxmlformats') && sniffedType(bytes) === 'zip')) {
        errors.push({ field: 'content', message: 'The file is not of the type its name says' });
      }
      if (errors.length) throw refused(errors);
      if ((await Records.countDocuments({ employeeId: request.params.employeeId, kind: 'attachment' })) >= ATTACHMENT_LIMITS.maxCount) {
        throw refused([{ field: 'content', message: `${MESSAGES.attachmentLimits}: at most ${ATTACHMENT_LIMITS.maxCount} files an employee` }]);
      }
      const record = await store(request, 'attachment', { fileName, contentType, size: bytes.length, description: description ?? '' }, bytes);
      return reply.code(201).send(view(record));
    },
  );
  fastify.get<{ Params: RecordParams }>('/:employeeId/attachments/:id/content', { config: access('view'), schema: { tags, params: recordParams } }, async (request, reply) => {
    const record = await one(request.params, 'attachment');
    const name = String(record.data.fileName).replace(/[^\w.\- ]/g, '_');
    return reply.type(String(record.data.contentType)).header('content-disposition', `attachment; filename="${name}"`).header('x-content-type-options', 'nosniff').send(Buffer.from(record.content!.buffer ?? record.content!));
  });
  fastify.delete<{ Params: RecordParams }>('/:employeeId/attachments/:id', { config: access('delete'), schema: { tags, params: recordParams } }, async (request, reply) => {
    await one(request.params, 'attachment');
    await remove(request, 'attachment');
    return reply.code(204).send();
  });
};
