import { runService } from '@firecrest/service-kit';
import { configSchema } from './config';
import { app } from './app';

await runService({ name: 'svc-lms', configSchema, app, openapi: { title: 'Firecrest LMS imports' } });
