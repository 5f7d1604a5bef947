import { competencyExtensionEvents, competencyExtensionSchema, employeeCompetencyEvents, extensionError, pageSchemaOf, type CompetencyExtension as CompetencyExtensionAnswer } from '@firecrest/contracts';
import { fieldProblem, nextId, ProblemError, scopeOf, type TypedRoutes } from '@firecrest/service-kit';
import type { CompetencyExtension } from '../../models/competency-extension';
import { managedScopes } from '../managed-scope';
import { competencyEvent } from '../competency-records';

const extendBody = {
  type: 'object',
  required: ['recordId', 'expiryDate', 'reason'],
  additionalProperties: false,
  properties: {
    recordId: { type: 'integer', minimum: 1 },
    expiryDate: { type: 'string', format: 'date' },
    reason: { type: 'string', minLength: 3, maxLength: 500 },
  },
} as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    employeeId: { type: 'integer', minimum: 1 },
    competencyId: { type: 'integer', minimum: 1 },
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
    page: { type: 'integer', minimum: 0, default: 0 },
    itemsPerPage: { type: 'integer', minimum: 1, maximum: 500, default: 200 },
  },
} as const;

// Typed by the contract the portal reads it with, so the two cannot drift.
const asAnswer = (e: CompetencyExtension): CompetencyExtensionAnswer => ({
  id: e._id,
  recordId: e.recordId,
  employeeId: e.employeeId,
  competencyId: e.competencyId,
  previousExpiryDate: e.previousExpiryDate,
  expiryDate: e.expiryDate,
  reason: e.reason,
  extendedBy: e.extendedBy,
  extendedAt: e.extendedAt.toISOString(),
});

/**
 * Extensions of an employee competency's expiry (spec §6 EXTEND_COMPETENCY_EXPIRY): the new expiry is written to the
 * record with its usual event, and the extension (previous and new date, reason, who and when) is kept to be listed
 * and reported. The record's own PUT still extends without a reason (the employee's competencies tab).
 */
export const competencyExtensionRoutes: TypedRoutes = async (fastify) => {
  const { CompetencyExtension: Extensions, EmployeeCompetency: Competencies, Counter } = fastify.training;
  const people = managedScopes(fastify).ofPeople<{ employeeId: number }>();
  const missing = (id: number) => new ProblemError('notFound', `Employee competency ${id} does not exist.`);

  fastify.get(
    '/competency-extensions',
    { config: { access: { permission: ['COMPETENCIES', 'view'] } }, schema: { tags: ['Competency extension'], summary: 'List (newest first)', querystring: listQuery, response: { 200: pageSchemaOf(competencyExtensionSchema) } } },
    async (request) => {
      const { employeeId, competencyId, from, to, page = 0, itemsPerPage = 200 } = request.query;
      if (from && to && from > to) throw fieldProblem('to', 'The end date is before the start date.');
      const where: Record<string, unknown>[] = [];
      if (employeeId) where.push({ employeeId });
      if (competencyId) where.push({ competencyId });
      // A day range over when the extension was made, both days included (UTC, spec §5.1).
      if (from || to) where.push({ extendedAt: { ...(from ? { $gte: new Date(`${from}T00:00:00Z`) } : {}), ...(to ? { $lt: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) } : {}) } });
      const scope = scopeOf(request);
      if (scope !== null) where.push(await people.filter(scope, request));
      const filter = where.length ? { $and: where } : {};
      const [total, rows] = await Promise.all([
        Extensions.countDocuments(filter),
        Extensions.find(filter).sort({ _id: -1 }).skip(page * itemsPerPage).limit(itemsPerPage).lean(),
      ]);
      return { data: rows.map(asAnswer), total };
    },
  );

  fastify.post(
    '/competency-extensions',
    {
      config: { access: { permission: ['EXTEND_COMPETENCY_EXPIRY', 'edit'] } },
      schema: { tags: ['Competency extension'], summary: "Extend a competency's expiry with a reason", body: extendBody, response: { 201: competencyExtensionSchema } },
    },
    async (request, reply) => {
      const { recordId, expiryDate, reason } = request.body;
      const record = await Competencies.findById(recordId).lean();
      if (!record) throw missing(recordId);
      const scope = scopeOf(request);
      if (scope !== null && !(await people.visible(record, scope, request))) throw missing(recordId);
      const refused = extensionError(expiryDate, record.expiryDate);
      if (refused) throw fieldProblem('expiryDate', refused);
      if (!reason.trim()) throw fieldProblem('reason', 'Give the reason for the extension.');
      const set = { expiryDate, lastModifiedBy: request.identity?.username ?? '', lastModifiedDate: new Date() };
      const pending = fastify.outbox.entry(employeeCompetencyEvents.updated, competencyEvent({ ...record, ...set }), { key: String(recordId), requestId: request.id });
      // Only while the expiry is still the one checked: two extensions at once cannot both pass the "after" rule.
      const updated = await Competencies.findOneAndUpdate(
        { _id: recordId, expiryDate: record.expiryDate },
        { $set: { ...set, ...fastify.outbox.setFor([pending]) } },
        { returnDocument: 'after', strict: false },
      ).lean();
      if (!updated) throw new ProblemError('conflict', 'The expiry date changed meanwhile; reload and extend again.');
      await fastify.outbox.relay(Competencies, recordId, [pending]);
      const extension = {
        _id: await nextId(Counter, 'CompetencyExtension'),
        recordId,
        employeeId: record.employeeId,
        competencyId: record.competencyId,
        previousExpiryDate: record.expiryDate,
        expiryDate,
        reason: reason.trim(),
        extendedBy: request.identity?.username ?? 'system',
        extendedAt: new Date(),
      };
      // Published for the reports (svc-public-api's competency extensions report).
      const answer = asAnswer(extension);
      await fastify.outbox.insert(Extensions, [extension], () => [
        fastify.outbox.entry(competencyExtensionEvents.created, { ...answer, lastModifiedDate: answer.extendedAt }, { key: String(extension._id), requestId: request.id }),
      ]);
      return reply.code(201).send(answer);
    },
  );
};
