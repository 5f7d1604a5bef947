import type { FastifyInstance } from 'fastify';
import { COURSE_TEMPLATE_STATUSES, idParams } from '@firecrest/contracts';
import { typedRoutes } from '@firecrest/service-kit';
import type { CourseTemplateVersion } from '../../models/course-template';
import { keptFields } from './template-event';
import { answeredSave } from '../answered-save';

const status = { type: ['string', 'null'], enum: [...COURSE_TEMPLATE_STATUSES, null] } as const;
const historyAnswer = {
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'version', 'action', 'from', 'to', 'comment', 'username', 'at', 'fields'],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          version: { type: 'integer' },
          action: { type: 'string', enum: ['created', 'updated', 'moved', 'deleted'] },
          from: status,
          to: status,
          comment: { type: 'string' },
          username: { type: 'string' },
          at: { type: 'string', format: 'date-time' },
          fields: { type: 'object', additionalProperties: true, description: 'The template as it became; empty for a deletion' },
        },
      },
    },
  },
} as const;

/**
 * The history of each course template (§2.4 `/details/{id}/history`): an entry for every add, change and deletion the
 * template routes answered with success (kept before the answer leaves) and, from the transitions route, every move.
 * Each keeps the template as it became, so the version a training event was built from can be read back.
 */
export function templateHistory(fastify: FastifyInstance, base: string) {
  const Versions = fastify.training.CourseTemplateVersion;
  const list = `${fastify.prefix}${base}`;

  fastify.addHook('onSend', async (request, reply, payload) => {
    const answered = answeredSave(request, reply, payload, list);
    if (!answered) return payload;
    const { action, saved, id: templateId } = answered;
    const last = saved ? null : await Versions.findOne({ templateId }).sort({ at: -1, _id: -1 }).lean();
    await Versions.create({
      templateId,
      version: saved ? Number(saved.version) : (last?.version ?? 0),
      action,
      from: null,
      to: saved ? (saved.status as CourseTemplateVersion['to']) : null,
      comment: '',
      fields: saved ? keptFields(saved) : {},
      by: request.identity?.username ?? 'system',
      at: new Date(),
    });
    return payload;
  });

  typedRoutes(fastify).get(
    `${base}/:id/history`,
    { config: { access: { permission: ['COURSE_ADMIN', 'view'] } }, schema: { tags: ['Course template'], summary: 'Saves and moves, newest first', params: idParams, response: { 200: historyAnswer } } },
    async (request) => {
      const versions = await Versions.find({ templateId: request.params.id }).sort({ at: -1, _id: -1 }).limit(500).lean();
      return {
        data: versions.map((v) => ({ id: String(v._id), version: v.version, action: v.action, from: v.from, to: v.to, comment: v.comment, username: v.by, at: v.at.toISOString(), fields: v.fields })),
      };
    },
  );
}
