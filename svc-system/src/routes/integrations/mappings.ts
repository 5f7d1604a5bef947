import { INTEGRATION_MODULES, MAPPING_SOURCES, type IntegrationSystem } from '@firecrest/contracts';
import { mappingOptions, mappingStore } from '../../integrations/skill-mappings';
import type { IntegrationRoutes } from './integration-routes';

const params = {
  type: 'object',
  required: ['source'],
  properties: { source: { type: 'string', enum: MAPPING_SOURCES }, id: { type: 'integer', minimum: 1 } },
} as const;
const itemParams = { ...params, required: ['source', 'id'] } as const;

/**
 * Skill and booking mapping (admin `subject-area-*`, `booking-type-*`): `/{system}/mappings/{subject-area|booking-type}`,
 * guarded by the system's skill module.
 */
export const mappingRoutes: IntegrationRoutes<{ system: IntegrationSystem }> = async (fastify, { system }) => {
  const m = fastify.system;
  const module = INTEGRATION_MODULES[system].skills;
  const tags = [`${system} integration`];
  const access = (action: 'view' | 'create' | 'edit' | 'delete') => ({ access: { permission: [module, action] as [typeof module, typeof action] } });

  fastify.get('/mappings/:source', { config: access('view'), schema: { tags, summary: 'Skills mapped from subject areas or booking types', params } }, async (request) => ({
    data: await mappingStore(m, system, request.params.source).list(),
  }));
  fastify.get('/mappings/:source/options', { config: access('view'), schema: { tags, summary: 'The subject areas or booking types a mapping may name', params } }, async (request) => ({
    data: await mappingOptions(m, request.params.source),
  }));
  fastify.post(
    '/mappings/:source',
    { config: access('create'), schema: { tags, summary: 'Map a skill', params, body: { $ref: 'SkillMappingBody#' } } },
    async (request, reply) => reply.code(201).send({ id: await mappingStore(m, system, request.params.source).create(request.body) }),
  );
  fastify.put(
    '/mappings/:source/:id',
    { config: access('edit'), schema: { tags, summary: "Change a skill's mapping", params: itemParams, body: { $ref: 'SkillMappingBody#' } } },
    async (request, reply) => {
      await mappingStore(m, system, request.params.source).update(request.params.id, request.body);
      return reply.code(204).send();
    },
  );
  fastify.delete('/mappings/:source/:id', { config: access('delete'), schema: { tags, summary: "Delete a skill's mapping", params: itemParams } }, async (request, reply) => {
    await mappingStore(m, system, request.params.source).remove(request.params.id);
    return reply.code(204).send();
  });
};
