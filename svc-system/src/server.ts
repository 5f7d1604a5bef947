import { runService } from '@firecrest/service-kit';
import { configSchema } from './config';
import { app } from './app';

await runService({ name: 'svc-system', configSchema, app, openapi: { title: 'Firecrest system administration' } });
