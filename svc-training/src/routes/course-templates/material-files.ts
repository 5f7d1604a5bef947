import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MATERIAL_FILE_MAX_BYTES } from '@firecrest/contracts';
import { fieldProblem, ProblemError, typedRoutes } from '@firecrest/service-kit';

const fileBody = {
  type: 'object',
  required: ['fileName', 'content'],
  additionalProperties: false,
  properties: {
    fileName: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S' },
    contentType: { type: 'string', maxLength: 200, default: 'application/octet-stream' },
    /** The file, base64 encoded. */
    content: { type: 'string', minLength: 1 },
  },
} as const;
const storedAnswer = {
  type: 'object',
  required: ['id', 'fileName', 'size'],
  additionalProperties: false,
  properties: { id: { type: 'string' }, fileName: { type: 'string' }, size: { type: 'integer' } },
} as const;
const fileParams = { type: 'object', required: ['fileId'], additionalProperties: false, properties: { fileId: { type: 'string', maxLength: 40 } } } as const;

/**
 * Uploaded course material (§3.2 "material ... link" or file): `POST /course-template-files` stores a file and answers
 * its id for a template's material; `GET /course-template-files/{fileId}` reads it back as a download.
 */
export function materialFiles(instance: FastifyInstance) {
  const fastify = typedRoutes(instance);
  const Files = fastify.training.CourseMaterialFile;
  const tags = ['Course template'];
  fastify.post(
    '/course-template-files',
    // base64 is a third larger than the file, with room for the rest of the body.
    { config: { access: { permission: ['COURSE_ADMIN', 'edit'] } }, bodyLimit: Math.ceil(MATERIAL_FILE_MAX_BYTES * 1.4) + 4096, schema: { tags, summary: 'Upload a material file', body: fileBody, response: { 201: storedAnswer } } },
    async (request, reply) => {
      const bytes = Buffer.from(request.body.content, 'base64');
      if (!bytes.length) throw fieldProblem('content', 'The file is empty');
      if (bytes.length > MATERIAL_FILE_MAX_BYTES) throw fieldProblem('content', `The file is larger than ${MATERIAL_FILE_MAX_BYTES / 1024 / 1024} MB`);
      const file = await Files.create({
        _id: randomUUID(),
        fileName: request.body.fileName.trim(),
        contentType: request.body.contentType ?? 'application/octet-stream',
        size: bytes.length,
        content: bytes,
        by: request.identity?.username ?? 'system',
        at: new Date(),
      });
      return reply.code(201).send({ id: file._id, fileName: file.fileName, size: file.size });
    },
  );
  fastify.get(
    '/course-template-files/:fileId',
    { config: { access: { permission: ['COURSE_ADMIN', 'view'] } }, schema: { tags, summary: 'Download a material file', params: fileParams, response: { 200: { description: 'The file as uploaded, in its own content type' } } } },
    async (request, reply) => {
      const file = await Files.findById(request.params.fileId).lean();
      if (!file) throw new ProblemError('notFound', 'The file no longer exists.');
      const name = encodeURIComponent(file.fileName);
      const content = file.content as Buffer | { buffer: Buffer };
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.isBuffer(content) ? content : Buffer.from(content.buffer));
    },
  );
}
