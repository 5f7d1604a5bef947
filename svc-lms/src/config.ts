import { serviceConfigSchema, type BaseConfig } from '@firecrest/service-kit';

export const configSchema = serviceConfigSchema(
  { port: 3003, db: 'firecrest_lms' },
  {
    /** svc-training applies the imported completions to employees' competencies. */
    TRAINING_URL: { type: 'string', pattern: '^https?://', default: 'http://127.0.0.1:3006' },
    /** Largest CSV accepted, in MB (admin-area §5: the message gives the limit in MB). */
    LMS_MAX_FILE_MB: { type: 'number', exclusiveMinimum: 0, maximum: 200, default: 10 },
    /** Import log rows one Excel or PDF report may hold; a wider range answers 413 (§8). */
    LMS_REPORT_MAX_ROWS: { type: 'integer', minimum: 1, default: 10_000 },
    /** Encrypts the source password at rest (AES-256-GCM under its SHA-256); must be set in production. */
    LMS_SETTINGS_SECRET: { type: 'string', minLength: 16, default: 'firecrest-dev-lms-settings-secret' },
    /** Where results e-mails are sent from, e.g. smtp://user:pass@mail.example:587 (empty: none are sent). */
    LMS_SMTP_URL: { type: 'string', default: '' },
    LMS_MAIL_FROM: { type: 'string', default: 'Firecrest LMS imports <lms@firecrest.invalid>' },
    /** A PEM file of extra certificate authorities trusted for the mailbox and SMTP (a private CA, tests). */
    LMS_EXTRA_CA_FILE: { type: 'string', default: '' },
    /** How often the configured source is read on its own, in minutes; 0 leaves it to the scheduler and to run-now. */
    LMS_POLL_MINUTES: { type: 'integer', minimum: 0, default: 15 },
  },
);
export type LmsConfig = BaseConfig & {
  TRAINING_URL: string;
  LMS_MAX_FILE_MB: number;
  LMS_REPORT_MAX_ROWS: number;
  LMS_SETTINGS_SECRET: string;
  LMS_SMTP_URL: string;
  LMS_MAIL_FROM: string;
  LMS_EXTRA_CA_FILE: string;
  LMS_POLL_MINUTES: number;
};
