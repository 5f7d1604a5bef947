import { runService } from '@firecrest/service-kit';
import { configSchema } from './config';
import { app } from './app';

await runService({ name: 'svc-personnel', configSchema, app, openapi: { title: 'Firecrest personnel' } });
