import { mailLanguageConfigProperties, serviceConfigSchema, type BaseConfig } from '@firecrest/service-kit';
import type { Language } from '@firecrest/contracts';

export const configSchema = serviceConfigSchema(
  { port: 3006, db: 'firecrest_training' },
  {
    PERSONNEL_URL: { type: 'string', pattern: '^https?://', default: 'http://127.0.0.1:3005' },
    /** The language of the system's e-mails (action plan reminders) to a user who chose none (issue 36). */
    ...mailLanguageConfigProperties,
  },
);
export type TrainingConfig = BaseConfig & { PERSONNEL_URL: string; DEFAULT_LANGUAGE: Language };
