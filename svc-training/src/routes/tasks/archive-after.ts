import { assertPermission, ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { ModuleKey } from '@firecrest/contracts';
import { ARCHIVABLE_KINDS, archiveAfterModel, type ArchiveAfter, type ArchivableKind } from '../../models/archive-after';

const MODULE: Record<ArchivableKind, ModuleKey> = { competency: 'COMPETENCIES', subjectArea: 'SUBJECT_AREAS', competencyProgram: 'COMPETENCY_PROGRAMS' };
const params = {
  type: 'object',
  required: ['kind', 'id'],
  additionalProperties: false,
  properties: { kind: { type: 'string', enum: ARCHIVABLE_KINDS }, id: { type: 'integer', minimum: 1 } },
} as const;
const body = { type: 'object', required: ['archiveAfter'], additionalProperties: false, properties: { archiveAfter: { type: ['string', 'null'], format: 'date' } } } as const;
const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
const rowSchema = {
  type: 'object',
  required: ['kind', 'id', 'archiveAfter', 'archivedDate'],
  additionalProperties: false,
  properties: { kind: { type: 'string', enum: ARCHIVABLE_KINDS }, id: { type: 'integer' }, archiveAfter: { type: 'string', format: 'date' }, archivedDate: { type: ['string', 'null'], format: 'date-time' } },
} as const;
const listSchema = { type: 'object', required: ['data'], additionalProperties: false, properties: { data: { type: 'array', items: rowSchema } } } as const;
const row = (a: ArchiveAfter) => ({ kind: a.kind, id: a.itemId, archiveAfter: a.archiveAfter, archivedDate: a.archivedDate?.toISOString() ?? null });

/** When framework items are to be archived (read by the archive tasks): set per item, null clears it. */
export const archiveAfterRoutes: TypedRoutes = async (fastify) => {
  const Due = archiveAfterModel(fastify.db);

  fastify.get('', { config: { access: { permission: ['COMPETENCIES', 'view'] } }, schema: { tags: ['scheduled tasks'], summary: 'Archive-after dates', querystring: noQuery, response: { 200: listSchema } } }, async () => ({
    data: (await Due.find().sort({ archiveAfter: 1 }).lean()).map(row),
  }));

  fastify.put(
    '/:kind/:id',
    { schema: { tags: ['scheduled tasks'], summary: "Set (or clear) a framework item's archive-after date", params, body, querystring: noQuery, response: { 200: rowSchema, 204: { description: 'Cleared', type: 'null' } } } },
    async (request, reply) => {
      const { kind, id } = request.params;
      assertPermission(request, MODULE[kind], 'edit');
      const key = `${kind}:${id}`;
      if (!(await fastify.training.ReferenceItem.exists({ _id: key }))) throw new ProblemError('notFound', `There is no ${kind} ${id}.`);
      if (request.body.archiveAfter === null) {
        await Due.deleteOne({ _id: key });
        return reply.code(204).send(null);
      }
      await Due.updateOne({ _id: key }, { $set: { kind, itemId: id, archiveAfter: request.body.archiveAfter, archivedDate: null } }, { upsert: true });
      return row((await Due.findById(key).lean())!);
    },
  );
};
