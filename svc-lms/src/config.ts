import { serviceConfigSchema } from '@firecrest/service-kit';

export const configSchema = serviceConfigSchema({ port: 3003, db: 'firecrest_lms' });
