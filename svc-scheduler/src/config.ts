import { serviceConfigSchema } from '@firecrest/service-kit';

export const configSchema = serviceConfigSchema({ port: 3004, db: 'firecrest_scheduler' });
