import { serviceConfigSchema } from '@firecrest/service-kit';

export const configSchema = serviceConfigSchema({ port: 3007, db: 'firecrest_system' });
