import { runService } from '@firecrest/service-kit';
import { configSchema, serverOptions } from './config';
import { app } from './app';

await runService({
  name: 'svc-public-api',
  configSchema,
  app,
  ...serverOptions,
  openapi: {
    title: 'Firecrest REST API v1',
    description: 'Read-only access for integrators. Authenticate with the X-API-Key header; dates are ISO 8601 UTC.',
  },
});
