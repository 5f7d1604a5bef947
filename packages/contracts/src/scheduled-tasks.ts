import type { FromSchema } from 'json-schema-to-ts';
import type { ModuleKey } from './permissions';
import { defineEvent } from './events/define-event';

/** The services that do a task's work; svc-scheduler only decides when, locks and records. */
export type TaskOwner = 'svc-training' | 'svc-personnel' | 'svc-lms' | 'svc-scheduler';

export interface ScheduledTaskDefinition {
  /** The task id (admin-area §9 for the fire-and-forget ones, 3000+ for the others). */
  id: number;
  key: string;
  name: string;
  /** Run-now path under `/scheduledtasks` (admin-area §7 where it names one). */
  endpoint: string;
  /** Fire-and-forget: the run call answers 202 once queued; otherwise it answers when the run ends. */
  fireAndForget: boolean;
  owner: TaskOwner;
  /** Default schedule: a cron expression (server time, UTC) or an agenda interval; `SCHEDULE_<KEY>` overrides it. */
  schedule: string;
  /** Besides view on SCHEDULED_TASKS, the task is listed (and may be run) only with view on this module (admin-area §6). */
  visibleWith?: ModuleKey;
}

/** The 20 task keys of admin-area §3, what each is called and who runs it (docs/scheduled-tasks.md says what each does). */
export const SCHEDULED_TASKS = [
  { id: 1000, key: 'CompetencyArchive', name: 'Competency Archive', endpoint: 'competencies/archive', fireAndForget: true, owner: 'svc-training', schedule: '10 1 * * *' },
  { id: 1010, key: 'CompetencyExpiry', name: 'Competency Expiry', endpoint: 'competencies/expire', fireAndForget: true, owner: 'svc-training', schedule: '5 0 * * *' },
  { id: 1020, key: 'CompetencyProgramArchive', name: 'Competency Program Archive', endpoint: 'programs/archive', fireAndForget: true, owner: 'svc-training', schedule: '20 1 * * *' },
  { id: 1030, key: 'SubjectAreaArchive', name: 'Subject Area Archive', endpoint: 'subjectareas/archive', fireAndForget: true, owner: 'svc-training', schedule: '15 1 * * *' },
  {
    id: 1050,
    key: 'CompetencyProgramStatusUpdate',
    name: 'Competency Program Status Update',
    endpoint: 'employee-competency-program-activities/recalculate',
    fireAndForget: true,
    owner: 'svc-training',
    schedule: '40 1 * * *',
  },
  { id: 1007, key: 'SendEmails', name: 'Send Emails', endpoint: 'notifications/emails', fireAndForget: true, owner: 'svc-scheduler', schedule: '1 minute' },
  { id: 1060, key: 'TrainingEventEvaluationJob', name: 'Training Event Evaluation', endpoint: 'training-events/evaluate', fireAndForget: true, owner: 'svc-training', schedule: '*/30 * * * *' },
  {
    id: 1061,
    key: 'EmployeeSubjectAreaStatusUpdateJob',
    name: 'Employee Subject Area Status Update',
    endpoint: 'employee-subject-areas/update-status',
    fireAndForget: true,
    owner: 'svc-training',
    schedule: '30 1 * * *',
  },
  {
    id: 2000,
    key: 'BulkAssignCompetencies',
    name: 'Framework Bulk Assign Competencies',
    endpoint: 'jobs/skill-assignments/job-type/0/run',
    fireAndForget: true,
    owner: 'svc-training',
    schedule: '0 2 * * *',
    visibleWith: 'BULK_ASSIGN_FRAMEWORK',
  },
  {
    id: 2001,
    key: 'FrameworkBulkSetArchived',
    name: 'Framework Bulk Set Archived',
    endpoint: 'jobs/skill-assignments/job-type/1/run',
    fireAndForget: true,
    owner: 'svc-training',
    schedule: '10 2 * * *',
    visibleWith: 'BULK_ASSIGN_FRAMEWORK',
  },
  { id: 1070, key: 'LMSImports', name: 'LMS Imports', endpoint: 'lms/imports', fireAndForget: true, owner: 'svc-lms', schedule: '0 3 * * *', visibleWith: 'LMS_IMPORTS' },
  { id: 3000, key: 'ProcessBookings', name: 'Process Bookings', endpoint: 'bookings/process', fireAndForget: false, owner: 'svc-training', schedule: '*/15 * * * *' },
  { id: 3010, key: 'CompetencyAssignment', name: 'Competency Assignment', endpoint: 'competencies/assign', fireAndForget: false, owner: 'svc-training', schedule: '50 1 * * *' },
  { id: 3020, key: 'IncidentFileCleaner', name: 'Incident File Cleaner', endpoint: 'incidents/files/clean', fireAndForget: false, owner: 'svc-training', schedule: '30 4 * * *' },
  { id: 3030, key: 'IncidentFileImport', name: 'Incident File Import', endpoint: 'incidents/files/import', fireAndForget: false, owner: 'svc-training', schedule: '*/10 * * * *' },
  { id: 3040, key: 'CompetencyCalculation', name: 'Competency Calculation', endpoint: 'competencies/calculate', fireAndForget: false, owner: 'svc-training', schedule: '45 1 * * *' },
  { id: 3050, key: 'SendSMSNotifications', name: 'Send SMS Notifications', endpoint: 'notifications/sms', fireAndForget: false, owner: 'svc-scheduler', schedule: '1 minute' },
  { id: 3060, key: 'SendPushNotifications', name: 'Send Push Notifications', endpoint: 'notifications/push', fireAndForget: false, owner: 'svc-scheduler', schedule: '1 minute' },
  { id: 3070, key: 'ServiceNumberUpdate', name: 'Service Number Update', endpoint: 'employees/service-numbers/update', fireAndForget: false, owner: 'svc-personnel', schedule: '0 4 * * *' },
  { id: 3080, key: 'CompetencyUpdateActiveStatus', name: 'Competency Update Active Status', endpoint: 'competencies/update-active-status', fireAndForget: false, owner: 'svc-training', schedule: '0 1 * * *' },
] as const satisfies readonly ScheduledTaskDefinition[];

export type ScheduledTaskKey = (typeof SCHEDULED_TASKS)[number]['key'];
export const SCHEDULED_TASK_KEYS = SCHEDULED_TASKS.map((t) => t.key) as ScheduledTaskKey[];

/** What a failed run of a task that is not fire-and-forget reads as its information (admin-area §4, §8). */
export const TASK_FAILURE_PREFIX = 'Something went wrong in running the service: ';

/** One row of `GET /scheduledtasks`. */
export const scheduledTaskSchema = {
  $id: 'ScheduledTask',
  type: 'object',
  required: ['id', 'key', 'name', 'endpoint', 'fireAndForget', 'running', 'executed', 'information', 'lastRunTime', 'nextRunTime', 'lastResult', 'schedule'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    key: { type: 'string' },
    name: { type: 'string' },
    endpoint: { type: 'string' },
    fireAndForget: { type: 'boolean' },
    schedule: { type: 'string' },
    running: { type: 'boolean' },
    /** False when the last run failed. */
    executed: { type: 'boolean' },
    information: { type: 'string' },
    lastRunTime: { type: ['string', 'null'], format: 'date-time' },
    nextRunTime: { type: ['string', 'null'], format: 'date-time' },
    lastResult: {
      type: ['object', 'null'],
      required: ['succeeded', 'message', 'startedAt', 'finishedAt'],
      additionalProperties: false,
      properties: {
        succeeded: { type: 'boolean' },
        message: { type: 'string' },
        startedAt: { type: 'string', format: 'date-time' },
        finishedAt: { type: 'string', format: 'date-time' },
      },
    },
  },
} as const;
export type ScheduledTask = FromSchema<typeof scheduledTaskSchema>;

/** What an owner's task endpoint answers: one line for the task's information. */
export const taskResultSchema = {
  $id: 'TaskResult',
  type: 'object',
  required: ['result'],
  additionalProperties: false,
  properties: { result: { type: 'string' } },
} as const;
export type TaskResult = FromSchema<typeof taskResultSchema>;

/**
 * A message to send (`notification.requested`): any service publishes it, svc-scheduler keeps it in its outbox and
 * its SendEmails / SendSMSNotifications / SendPushNotifications tasks deliver it.
 */
export const notificationRequestedSchema = {
  $id: 'NotificationRequested',
  type: 'object',
  required: ['id', 'channel', 'to', 'body'],
  additionalProperties: false,
  properties: {
    /** Chosen by the sender; a repeated id is the same message (sent once). */
    id: { type: 'string', minLength: 1, maxLength: 100 },
    channel: { type: 'string', enum: ['email', 'sms', 'push'] },
    /** An e-mail address, a phone number, or a Web Push subscription as JSON. */
    to: { type: 'string', minLength: 1, maxLength: 4000 },
    subject: { type: 'string', maxLength: 500 },
    body: { type: 'string', maxLength: 100_000 },
  },
} as const;
export type NotificationRequested = FromSchema<typeof notificationRequestedSchema>;
export const notificationRequested = defineEvent<NotificationRequested>('notification.requested', notificationRequestedSchema);
