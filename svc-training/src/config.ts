import { serviceConfigSchema, type BaseConfig } from '@firecrest/service-kit';

export const configSchema = serviceConfigSchema(
  { port: 3006, db: 'firecrest_training' },
  { PERSONNEL_URL: { type: 'string', pattern: '^https?://', default: 'http://127.0.0.1:3005' } },
);
export type TrainingConfig = BaseConfig & { PERSONNEL_URL: string };
