import type {
  employeeSkillsQuerySchema,
  integrationSettingsBodySchema,
  integrationSettingsSchema,
  skillMappingBodySchema,
  skillMappingTypeBodySchema,
  skillRefreshBodySchema,
} from '@firecrest/contracts';
import type { TypedRoutes } from '@firecrest/service-kit';

/** An integration's routes, typed from their schemas; the shared schemas they name by `$ref` are added once by `integrationRoutes`. */
export type IntegrationRoutes<Options extends Record<string, unknown>> = TypedRoutes<
  Options,
  [typeof integrationSettingsBodySchema, typeof integrationSettingsSchema, typeof skillMappingTypeBodySchema, typeof skillMappingBodySchema, typeof employeeSkillsQuerySchema, typeof skillRefreshBodySchema]
>;
