import { idParams } from '@firecrest/contracts';
import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '@firecrest/service-kit';
import { answeredSave } from '../answered-save';

const historyAnswer = {
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'action', 'username', 'at', 'fields'],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          action: { type: 'string', enum: ['created', 'updated', 'deleted'] },
          username: { type: 'string' },
          at: { type: 'string', format: 'date-time' },
          fields: { type: 'object', additionalProperties: true, description: 'The resource as it became (name, notes, type name); empty for a deletion' },
        },
      },
    },
  },
} as const;

/** The fields of a resource a version keeps (its answer also carries the id and the modification time). */
const kept = (saved: Record<string, unknown>) => ({ name: saved.name, notes: saved.notes, trainingResourceTypeName: saved.trainingResourceTypeName });

/**
 * The history of each training resource (§2.3 `/training-resources/{id}/history`): a version is kept for every add,
 * change and deletion the resource routes answered with success, before the answer leaves, so a history read after
 * a save shows it. Registered in the context of the resource routes, ahead of them.
 */
export function resourceHistory(fastify: FastifyInstance, base: string) {
  const Versions = fastify.training.TrainingResourceVersion;
  const list = `${fastify.prefix}${base}`;

  fastify.addHook('onSend', async (request, reply, payload) => {
    const answered = answeredSave(request, reply, payload, list);
    if (!answered) return payload;
    const { action, saved, id: resourceId } = answered;
    await Versions.create({ resourceId, action, fields: saved ? kept(saved) : {}, by: request.identity?.username ?? 'system', at: new Date() });
    return payload;
  });

  typedRoutes(fastify).get(
    `${base}/:id/history`,
    { config: { access: { permission: ['TRAINING_RESOURCES', 'view'] } }, schema: { tags: ['Training resource'], summary: 'Saved versions, newest first', params: idParams, response: { 200: historyAnswer } } },
    async (request) => {
      const versions = await Versions.find({ resourceId: request.params.id }).sort({ at: -1, _id: -1 }).limit(200).lean();
      return { data: versions.map((v) => ({ id: String(v._id), action: v.action, username: v.by, at: v.at.toISOString(), fields: v.fields })) };
    },
  );
}
