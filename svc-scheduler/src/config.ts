import { serviceConfigSchema, type BaseConfig } from '@firecrest/service-kit';

const url = { type: 'string', pattern: '^https?://' } as const;

export const configSchema = serviceConfigSchema(
  { port: 3004, db: 'firecrest_scheduler' },
  {
    TRAINING_URL: { ...url, default: 'http://127.0.0.1:3006' },
    PERSONNEL_URL: { ...url, default: 'http://127.0.0.1:3005' },
    LMS_URL: { ...url, default: 'http://127.0.0.1:3003' },
    /** How often agenda looks for due jobs; a run-now starts within this. */
    SCHEDULER_PROCESS_EVERY_MS: { type: 'integer', minimum: 100, default: 2_000 },
    /** A run not touched for this long is taken as dead (its process stopped): its lock expires and it runs again. */
    TASK_LOCK_LIFETIME_MS: { type: 'integer', minimum: 500, default: 600_000 },
    /** How long one owner call may take. */
    TASK_TIMEOUT_MS: { type: 'integer', minimum: 1_000, default: 1_800_000 },
    /** Schedules that replace the defaults, as JSON: {"CompetencyExpiry":"0 2 * * *","SendEmails":"5 minutes"}. */
    TASK_SCHEDULES: { type: 'string', default: '{}' },
    /** Set to false to keep the schedules out of this instance (run-now still works); tests use it. */
    TASK_SCHEDULES_ENABLED: { type: 'boolean', default: true },
    /** SMTP server for SendEmails, e.g. smtp://user:pass@mail.example:587; empty: e-mails wait among the outgoing messages. */
    SMTP_URL: { type: 'string', default: '' },
    MAIL_FROM: { type: 'string', default: 'Firecrest <no-reply@firecrest.local>' },
    /** HTTP SMS gateway (docs/scheduled-tasks.md): POST {to, body} with a bearer token; empty: SMS wait. */
    SMS_GATEWAY_URL: { type: 'string', default: '' },
    SMS_GATEWAY_TOKEN: { type: 'string', default: '' },
    /** VAPID keys for Web Push (`npx web-push generate-vapid-keys`); empty: push messages wait. */
    VAPID_PUBLIC_KEY: { type: 'string', default: '' },
    VAPID_PRIVATE_KEY: { type: 'string', default: '' },
    VAPID_SUBJECT: { type: 'string', default: 'mailto:admin@firecrest.local' },
    /** PEM of a CA trusted for push services besides the public ones (a private push service). */
    PUSH_TLS_CA: { type: 'string', default: '' },
  },
);

export type SchedulerConfig = BaseConfig & {
  TRAINING_URL: string;
  PERSONNEL_URL: string;
  LMS_URL: string;
  SCHEDULER_PROCESS_EVERY_MS: number;
  TASK_LOCK_LIFETIME_MS: number;
  TASK_TIMEOUT_MS: number;
  TASK_SCHEDULES: string;
  TASK_SCHEDULES_ENABLED: boolean;
  SMTP_URL: string;
  MAIL_FROM: string;
  SMS_GATEWAY_URL: string;
  SMS_GATEWAY_TOKEN: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
  PUSH_TLS_CA: string;
};
