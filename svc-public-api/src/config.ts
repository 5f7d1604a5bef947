import { serviceConfigSchema } from '@firecrest/service-kit';

export const configSchema = serviceConfigSchema({ port: 3001, db: 'firecrest_public_api' });

/** Unknown query parameters are let through unread (spec §9: clients may send parameters a version does not know). */
export const serverOptions = { unknownQuery: 'ignore' } as const;
