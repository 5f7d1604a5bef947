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
  type FieldMessage,
} from '@firecrest/contracts';
import { inScope, nextId, ProblemError, scopeOf, typedRoutes } from '@firecrest/service-kit';
import type { EmployeeRecord } from '../../models/employee-record';
import { recordChanges } from '../history/record-changes';
import { sniffedType } from './file-types';
import { attachmentLimitsSchema, attachmentViewSchema, recordListSchema, recordViewSchema } from './record-views';
import { publishedKind, RECORD_EVENTS, recordEvent } from './record-events';
import { timelineRoute } from './timeline';

type Kind = Exclude<EmployeeRecord['kind'], 'attachment'>;
type RecordParams = { employeeId: number; id: number };

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
  // (every route here has `employeeId` in its params schema, so the params are validated before this hook)
  fastify.addHook('preHandler', async (request) => {
    const { employeeId } = request.params as Pick<RecordParams, 'employeeId'>;
    const employee = await Employee.findById(employeeId, { stationIds: 1 }).lean();
    if (!employee || !inScope(scopeOf(request), employee.stationIds ?? [])) throw new ProblemError('notFound', `Employee ${employeeId} does not exist.`);
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
  const store = async (request: FastifyRequest, employeeId: number, kind: EmployeeRecord['kind'], data: Record<string, unknown>, content: Buffer | null = null) => {
    const now = new Date();
    const doc = { _id: await nextId(Counter, 'employeeRecord'), employeeId, kind, data, content, createdBy: author(request), lastModifiedBy: author(request), createdDate: now, lastModifiedDate: now };
    const entries = (d: object) => (publishedKind(kind) ? [fastify.outbox.entry(RECORD_EVENTS[kind].created, recordEvent(d as EmployeeRecord), { key: String(doc._id), requestId: request.id })] : []);
    const [stored] = await fastify.outbox.insert(Records, [doc], entries);
    return stored as EmployeeRecord;
  };
  const change = async (request: FastifyRequest, existing: EmployeeRecord, data: Record<string, unknown>) => {
    const set = { data, lastModifiedBy: author(request), lastModifiedDate: new Date() };
    const pending = publishedKind(existing.kind) ? [fastify.outbox.entry(RECORD_EVENTS[existing.kind].updated, recordEvent({ ...existing, ...set }), { key: String(existing._id), requestId: request.id })] : [];
    const updated = await Records.findByIdAndUpdate(existing._id, { $set: { ...set, ...fastify.outbox.setFor(pending) } }, { returnDocument: 'after', strict: false }).lean();
    if (pending.length) await fastify.outbox.relay(Records, existing._id, pending);
    return updated!;
  };
  const remove = async (request: FastifyRequest, id: number, kind: EmployeeRecord['kind']) => {
    if (!publishedKind(kind)) return void (await Records.deleteOne({ _id: id }));
    const deleted = fastify.outbox.entry(RECORD_EVENTS[kind].deleted, { id, lastModifiedDate: new Date().toISOString() }, { key: String(id), requestId: request.id });
    await fastify.outbox.remove(Records, id, deleted);
  };

  const routes = typedRoutes(fastify);
  const simple = [
    { kind: 'note' as Kind, path: 'notes', schema: noteBodySchema, rules: noteRules },
    { kind: 'cpd' as Kind, path: 'cpd', schema: cpdBodySchema, rules: cpdRules },
    { kind: 'riskAssessment' as Kind, path: 'risk-assessments', schema: reviewedRecordBodySchema, rules: reviewedRecordRules },
    { kind: 'assessmentReport' as Kind, path: 'assessment-reports', schema: reviewedRecordBodySchema, rules: reviewedRecordRules },
  ];
  for (const { kind, path, schema, rules } of simple) {
    const tags = [`employee ${path}`];
    const one201 = recordViewSchema(schema.properties);
    const fields = (body: object) => Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
    // The body is the union of the kinds' bodies; this kind's schema accepted it, so its own rules apply.
    const broken = rules as (body: object) => FieldMessage[];
    routes.get(`/:employeeId/${path}`, { config: access('view'), schema: { tags, params: employeeParams, response: { 200: recordListSchema(one201) } } }, async (request) => ({
      data: (await Records.find({ employeeId: request.params.employeeId, kind }, { content: 0 }).lean()).map(view).sort((a, b) => String(b.date).localeCompare(String(a.date))),
    }));
    routes.post(`/:employeeId/${path}`, { config: access('create'), schema: { tags, params: employeeParams, body: schema, response: { 201: one201 } } }, async (request, reply) => {
      const errors = broken(request.body);
      if (errors.length) throw refused(errors);
      return reply.code(201).send(view(await store(request, request.params.employeeId, kind, fields(request.body))));
    });
    routes.put(`/:employeeId/${path}/:id`, { config: access('edit'), schema: { tags, params: recordParams, body: schema, response: { 200: one201 } } }, async (request) => {
      const existing = await one(request.params, kind);
      const errors = broken(request.body);
      if (errors.length) throw refused(errors);
      return view(await change(request, existing, fields(request.body)));
    });
    routes.delete(`/:employeeId/${path}/:id`, { config: access('delete'), schema: { tags, params: recordParams } }, async (request, reply) => {
      await one(request.params, kind);
      await remove(request, request.params.id, kind);
      return reply.code(204).send();
    });
  }

  const tags = ['employee attachments'];
  routes.get(
    '/:employeeId/attachments',
    { config: access('view'), schema: { tags, params: employeeParams, response: { 200: recordListSchema(attachmentViewSchema, { limits: attachmentLimitsSchema }) } } },
    async (request) => ({
      data: (await Records.find({ employeeId: request.params.employeeId, kind: 'attachment' }, { content: 0 }).sort({ _id: -1 }).lean()).map(view),
      limits: { maxCount: ATTACHMENT_LIMITS.maxCount, maxBytes: ATTACHMENT_LIMITS.maxBytes, types: ATTACHMENT_LIMITS.types },
    }),
  );
  routes.post(
    '/:employeeId/attachments',
    // The file travels base64 encoded in JSON: a third larger than the limit, and a little room for the rest.
    { config: access('create'), bodyLimit: Math.ceil(ATTACHMENT_LIMITS.maxBytes * 1.6) + 8192, schema: { tags, params: employeeParams, body: attachmentBodySchema, response: { 201: attachmentViewSchema } } },
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
      const record = await store(request, request.params.employeeId, 'attachment', { fileName, contentType, size: bytes.length, description: description ?? '' }, bytes);
      return reply.code(201).send(view(record));
    },
  );
  routes.get('/:employeeId/attachments/:id/content', { config: access('view'), schema: { tags, params: recordParams } }, async (request, reply) => {
    const record = await one(request.params, 'attachment');
    const name = String(record.data.fileName).replace(/[^\w.\- ]/g, '_');
    return reply.type(String(record.data.contentType)).header('content-disposition', `attachment; filename="${name}"`).header('x-content-type-options', 'nosniff').send(Buffer.from(record.content!.buffer ?? record.content!));
  });
  routes.delete('/:employeeId/attachments/:id', { config: access('delete'), schema: { tags, params: recordParams } }, async (request, reply) => {
    await one(request.params, 'attachment');
    await remove(request, request.params.id, 'attachment');
    return reply.code(204).send();
  });
};
