import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_LIMITS, MESSAGES, attachmentBodySchema, attachmentRules, recordAttachmentListSchema, recordAttachmentSchema, type ModuleKey } from '@firecrest/contracts';
import { nextId, ProblemError, typedRoutes } from '@firecrest/service-kit';
import type { RecordAttachment } from '../../models/record-attachment';

const ownerParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1 } } } as const;
const fileParams = { type: 'object', required: ['id', 'fileId'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1 }, fileId: { type: 'integer', minimum: 1 } } } as const;

const view = (a: Omit<RecordAttachment, 'content'>) => ({
  id: a._id,
  fileName: a.fileName,
  contentType: a.contentType,
  size: a.size,
  description: a.description,
  createdBy: a.createdBy,
  createdDate: a.createdDate.toISOString(),
});

/**
 * `{base}/{id}/attachments` of a record (§2.6 activity report attachments, §2.5 action plan attachments): list,
 * add (base64 JSON, the limits and types of contracts' ATTACHMENT_LIMITS), download and delete. `visible` answers
 * the owner's 404 for a record the caller may not see; `writable` refuses changes (e.g. to a closed plan).
 */
export function ownedAttachments(
  instance: FastifyInstance,
  o: { base: string; owner: RecordAttachment['owner']; module: ModuleKey; noun: string; visible(request: FastifyRequest, id: number): Promise<unknown>; writable?(request: FastifyRequest, id: number): Promise<void> },
) {
  const fastify = typedRoutes(instance);
  const { RecordAttachment: Files, Counter } = fastify.training;
  const tags = [o.noun];
  const refused = (field: string, message: string) => new ProblemError('validation', message, [{ field, message }]);
  const one = async (request: FastifyRequest, id: number, fileId: number) => {
    await o.visible(request, id);
    const file = await Files.findOne({ _id: fileId, owner: o.owner, ownerId: id }).lean();
    if (!file) throw new ProblemError('notFound', `Attachment ${fileId} does not exist.`);
    return file;
  };

  fastify.get(`${o.base}/:id/attachments`, { config: { access: { permission: [o.module, 'view'] } }, schema: { tags, summary: 'Attachments', params: ownerParams, response: { 200: recordAttachmentListSchema } } }, async (request) => {
    await o.visible(request, request.params.id);
    const files = await Files.find({ owner: o.owner, ownerId: request.params.id }, { content: 0 }).sort({ _id: -1 }).lean();
    return { data: files.map(view), limits: ATTACHMENT_LIMITS };
  });

  fastify.post(
    `${o.base}/:id/attachments`,
    {
      config: { access: { permission: [o.module, 'edit'] } },
      // The file travels base64 encoded in JSON: a third larger than the limit, and a little room for the rest.
      bodyLimit: Math.ceil(ATTACHMENT_LIMITS.maxBytes * 1.6) + 8192,
      schema: { tags, summary: 'Attach a file', params: ownerParams, body: attachmentBodySchema, response: { 201: recordAttachmentSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      await o.visible(request, id);
      await o.writable?.(request, id);
      const { fileName, contentType, content, description } = request.body;
      const bytes = Buffer.from(content, 'base64');
      const [problem] = attachmentRules({ fileName, contentType, size: bytes.length });
      if (problem) throw refused(problem.field, problem.message);
      if ((await Files.countDocuments({ owner: o.owner, ownerId: id })) >= ATTACHMENT_LIMITS.maxCount) throw refused('content', `${MESSAGES.attachmentLimits}: at most ${ATTACHMENT_LIMITS.maxCount} files`);
      const file = await Files.create({ _id: await nextId(Counter, Files.modelName), owner: o.owner, ownerId: id, fileName, contentType, size: bytes.length, description: (description ?? '').trim(), content: bytes, createdBy: request.identity?.username ?? 'system', createdDate: new Date() });
      return reply.code(201).send(view(file.toObject()));
    },
  );

  fastify.get(
    `${o.base}/:id/attachments/:fileId/content`,
    { config: { access: { permission: [o.module, 'view'] } }, schema: { tags, summary: 'Download an attachment', params: fileParams, produces: Object.keys(ATTACHMENT_LIMITS.types), response: { 200: { description: 'The file as it was attached, in its own content type' } } } },
    async (request, reply) => {
      const file = await one(request, request.params.id, request.params.fileId);
      const name = file.fileName.replace(/[^\w.\- ]/g, '_');
      const content = file.content as Buffer | { buffer: Buffer };
      return reply.type(file.contentType).header('content-disposition', `attachment; filename="${name}"`).header('x-content-type-options', 'nosniff').send(Buffer.isBuffer(content) ? content : Buffer.from(content.buffer));
    },
  );

  fastify.delete(
    `${o.base}/:id/attachments/:fileId`,
    { config: { access: { permission: [o.module, 'edit'] } }, schema: { tags, summary: 'Remove an attachment', params: fileParams, response: { 204: { type: 'null' } } } },
    async (request, reply) => {
      await one(request, request.params.id, request.params.fileId);
      await o.writable?.(request, request.params.id);
      await Files.deleteOne({ _id: request.params.fileId });
      return reply.code(204).send(null);
    },
  );
}
