import { runService } from '@firecrest/service-kit';
import { configSchema } from './config';
import { app } from './app';

await runService({ name: 'svc-training', configSchema, app, openapi: { title: 'Firecrest training' } });
