import type { FastifyPluginAsync } from 'fastify';
import {
  INTEGRATION_SYSTEMS,
  employeeSkillsQuerySchema,
  integrationSettingsBodySchema,
  integrationSettingsSchema,
  skillMappingBodySchema,
  skillMappingTypeBodySchema,
  skillRefreshBodySchema,
} from '@firecrest/contracts';
import { secretBox } from '@firecrest/service-kit';
import { settingsRoutes } from './settings';
import { skillRoutes } from './skills';
import { mappingRoutes } from './mappings';

/** Both external systems, each under `/system/integrations/{availability|roster}`. */
export const integrationRoutes: FastifyPluginAsync<{ secretKey: string }> = async (fastify, { secretKey }) => {
  for (const schema of [integrationSettingsBodySchema, integrationSettingsSchema, skillMappingTypeBodySchema, skillMappingBodySchema, employeeSkillsQuerySchema, skillRefreshBodySchema]) fastify.addSchema(schema);
  const box = secretBox(secretKey);
  for (const system of INTEGRATION_SYSTEMS) {
    await fastify.register(settingsRoutes, { prefix: `/${system}`, system, box });
    await fastify.register(skillRoutes, { prefix: `/${system}`, system, box });
    await fastify.register(mappingRoutes, { prefix: `/${system}`, system });
  }
};
