import { serviceConfigSchema, type BaseConfig } from '@firecrest/service-kit';

export const configSchema = serviceConfigSchema(
  { port: 3005, db: 'firecrest_personnel' },
  /** Asked before an employee or location is deleted; unset, nothing is asked (personnel alone in tests). */
  { TRAINING_URL: { type: 'string', pattern: '^https?://' } },
);
export type PersonnelConfig = BaseConfig & { TRAINING_URL?: string };
