import { serviceConfigSchema } from '@firecrest/service-kit';

export const configSchema = serviceConfigSchema({ port: 3002, db: 'firecrest_webhooks' });
