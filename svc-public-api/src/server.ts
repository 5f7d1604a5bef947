import { runService } from '@firecrest/service-kit';
import { configSchema } from './config';
import { app } from './app';

await runService({ name: 'svc-public-api', configSchema, app, openapi: { title: 'Firecrest REST API v1' } });
