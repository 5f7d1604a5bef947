import { runService } from '@firecrest/service-kit';
import { configSchema, serverOptions } from './config';
import { app } from './app';

await runService({
  name: 'svc-public-api',
  configSchema,
  app,
  ...serverOptions,
});
