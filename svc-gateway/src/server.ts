import { runService } from '@firecrest/service-kit';
import { configSchema, type GatewayConfig } from './config';
import { app } from './app';

await runService<GatewayConfig>({
  name: 'svc-gateway',
  configSchema,
  app,
  openapi: { title: 'Firecrest gateway', description: 'Portal sign-in, accounts and the routes to each service' },
});
