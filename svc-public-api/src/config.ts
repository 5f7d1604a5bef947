import { serviceConfigSchema } from '@firecrest/service-kit';

export const configSchema = serviceConfigSchema({ port: 3001, db: 'firecrest_public_api' });
