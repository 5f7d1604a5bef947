import type { FromSchema } from 'json-schema-to-ts';

/** LMS imports (admin-area §2.7-2.9, §3, §7): shapes shared by svc-lms, svc-training and the portal's LMS screens. */

/** The file import configuration's type id (§9) and the source types of the settings screen; 3 is e-mail (§9). */
export const LMS_FILE_IMPORT_CONFIG_ID = 2;
export const LMS_SOURCE_TYPES = [
  { id: 1, name: 'SFTP folder' },
  { id: 3, name: 'Email (IMAP mailbox)' },
] as const;
export const LMS_EMAIL_SOURCE_TYPE = 3;
export const LMS_SFTP_SOURCE_TYPE = 1;
/** What the settings answer holds instead of a stored password; posting it back keeps the stored one. */
export const LMS_PASSWORD_MASK = '********';

/** Evaluation status of an LMS record (§4): null not applied yet, 2 recorded but not applied, 3 applied. */
export const LMS_EVALUATION = { recorded: 2, applied: 3 } as const;

/** The template's header row; GUID or ServiceNumber identifies the employee, CourseCode the competency. */
export const LMS_CSV_COLUMNS = ['GUID', 'ServiceNumber', 'LastName', 'FirstName', 'CourseCode', 'CourseName', 'CompletionStatus', 'CompletionDate'] as const;
export type LmsCsvColumn = (typeof LMS_CSV_COLUMNS)[number];
/** CompletionStatus values that count as a completion (case-insensitive); an empty status counts too. */
export const LMS_COMPLETED_STATUSES = ['completed', 'complete', 'passed', 'pass'] as const;

const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * §5 results e-mail: comma-separated addresses, whitespace ignored, each a valid address, no empty entry; an empty
 * field is valid. Answers the addresses, or null when the field is invalid.
 */
export function parseResultsEmail(value: string | null | undefined): string[] | null {
  const compact = (value ?? '').replace(/\s+/g, '');
  if (!compact) return [];
  const entries = compact.split(',');
  return entries.every((e) => e.length > 0 && EMAIL_PATTERN.test(e)) ? entries : null;
}
export const RESULTS_EMAIL_ERROR = 'The results e-mail must be a comma-separated list of valid e-mail addresses.';

const dateQuery = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z?)?$' } as const;
const locationIds = { type: 'array', maxItems: 200, items: { type: 'integer', minimum: 1 } } as const;

export const LMS_RECORD_ORDER = ['createdDate', 'completionDate', 'serviceNo', 'lastName', 'competencyCode', 'createdBy'] as const;
export const LMS_IMPORT_ORDER = ['lastName', 'firstName', 'guid', 'courseCode', 'completionDate', 'createdDate', 'createdBy', 'succeeded'] as const;

const listQuery = (orderBy: readonly string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: {
      filterText: { type: 'string', maxLength: 200 },
      fromDate: dateQuery,
      toDate: dateQuery,
      page: { type: 'integer', minimum: 0, default: 0 },
      itemsPerPage: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
      orderBy: { type: 'string', enum: orderBy },
      orderByDescending: { type: 'boolean' },
      locationIds,
    },
  }) as const;

export const lmsRecordQuerySchema = { $id: 'LmsRecordQuery', ...listQuery(LMS_RECORD_ORDER) } as const;
export type LmsRecordQuery = FromSchema<typeof lmsRecordQuerySchema>;
export const lmsImportQuerySchema = { $id: 'LmsImportQuery', ...listQuery(LMS_IMPORT_ORDER) } as const;
export type LmsImportQuery = FromSchema<typeof lmsImportQuerySchema>;
const { page: _page, itemsPerPage: _size, ...reportProperties } = lmsImportQuerySchema.properties;
export const lmsReportQuerySchema = { $id: 'LmsReportQuery', type: 'object', additionalProperties: false, properties: reportProperties } as const;
export type LmsReportQuery = FromSchema<typeof lmsReportQuerySchema>;

const pagingInfo = {
  type: 'object',
  required: ['totalItems', 'itemsPerPage', 'pageIndex', 'totalPages'],
  properties: { totalItems: { type: 'integer' }, itemsPerPage: { type: 'integer' }, pageIndex: { type: 'integer' }, totalPages: { type: 'integer' } },
} as const;

export const lmsRecordSchema = {
  $id: 'LmsRecord',
  type: 'object',
  required: ['id', 'serviceNo', 'lastName', 'firstName', 'locations', 'competencyCode', 'competencyName', 'completionDate', 'createdBy', 'createdDate', 'evaluationStatus'],
  properties: {
    id: { type: 'string' },
    employeeId: { type: 'integer' },
    serviceNo: { type: 'string' },
    lastName: { type: 'string' },
    firstName: { type: 'string' },
    locations: { type: 'string', description: 'Names of the stations of the employee\'s contracts, comma-separated' },
    competencyCode: { type: 'string' },
    competencyName: { type: 'string' },
    completionDate: { type: 'string', format: 'date' },
    createdBy: { type: 'string' },
    createdDate: { type: 'string', format: 'date-time' },
    evaluationStatus: { type: ['integer', 'null'], enum: [2, 3, null], description: 'null not applied yet, 2 recorded but not applied (a newer completion is held), 3 applied' },
  },
} as const;
export type LmsRecord = FromSchema<typeof lmsRecordSchema>;

export const lmsImportLogRowSchema = {
  $id: 'LmsImportLogRow',
  type: 'object',
  required: ['id', 'succeeded', 'guid', 'lastName', 'firstName', 'courseCode', 'courseName', 'completionStatus', 'completionDate', 'createdBy', 'createdDate', 'importErrorTitle', 'importErrorDescription'],
  properties: {
    id: { type: 'string' },
    importId: { type: 'string' },
    rowNumber: { type: 'integer' },
    source: { type: 'string' },
    succeeded: { type: 'boolean' },
    guid: { type: 'string' },
    serviceNumber: { type: 'string' },
    lastName: { type: 'string' },
    firstName: { type: 'string' },
    courseCode: { type: 'string' },
    courseName: { type: 'string' },
    completionStatus: { type: 'string' },
    completionDate: { type: 'string', description: 'As given in the file' },
    createdBy: { type: 'string' },
    createdDate: { type: 'string', format: 'date-time' },
    importErrorTitle: { type: 'string' },
    importErrorDescription: { type: 'string' },
  },
} as const;
export type LmsImportLogRow = FromSchema<typeof lmsImportLogRowSchema>;

export const lmsRecordPageSchema = { $id: 'LmsRecordPage', type: 'object', required: ['data', 'pagingInfo'], properties: { data: { type: 'array', items: { $ref: 'LmsRecord#' } }, pagingInfo } } as const;
export const lmsImportPageSchema = { $id: 'LmsImportPage', type: 'object', required: ['data', 'pagingInfo'], properties: { data: { type: 'array', items: { $ref: 'LmsImportLogRow#' } }, pagingInfo } } as const;

/** §3 LMS upload payload. */
export const lmsUploadBodySchema = {
  $id: 'LmsUploadBody',
  type: 'object',
  required: ['data', 'type'],
  additionalProperties: false,
  properties: {
    data: { type: 'string', description: 'The file, base64' },
    type: { type: 'string', maxLength: 200, description: 'The file\'s MIME type' },
    fileName: { type: 'string', maxLength: 260 },
  },
} as const;
export type LmsUploadBody = FromSchema<typeof lmsUploadBodySchema>;

export const lmsImportSummarySchema = {
  $id: 'LmsImportSummary',
  type: 'object',
  required: ['importId', 'rows', 'imported', 'failed'],
  properties: { importId: { type: 'string' }, rows: { type: 'integer' }, imported: { type: 'integer' }, applied: { type: 'integer' }, failed: { type: 'integer' } },
} as const;
export type LmsImportSummary = FromSchema<typeof lmsImportSummarySchema>;

export const lmsUploadAnswerSchema = {
  $id: 'LmsUploadAnswer',
  type: 'object',
  required: ['importLog', 'summary'],
  additionalProperties: false,
  properties: { importLog: { type: 'array', items: { type: 'string' } }, summary: { $ref: 'LmsImportSummary#' } },
} as const;

/** §3 LMS import settings (file import configuration, type id 2). */
export const lmsImportSettingsBodySchema = {
  $id: 'LmsImportSettingsBody',
  type: 'object',
  required: ['serverName', 'type'],
  additionalProperties: false,
  properties: {
    id: { type: ['integer', 'null'] },
    serverName: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S' },
    port: { type: ['integer', 'null'], minimum: 1, maximum: 65535 },
    useSSL: { type: 'boolean', default: true },
    userName: { type: 'string', maxLength: 255, default: '' },
    password: { type: 'string', maxLength: 255, description: `Omitted or "${LMS_PASSWORD_MASK}" keeps the stored password; "" clears it` },
    type: { type: 'integer', enum: LMS_SOURCE_TYPES.map((t) => t.id) },
    importType: { type: 'integer', default: LMS_FILE_IMPORT_CONFIG_ID },
    fileFolder: { type: 'string', maxLength: 500, default: '' },
    domain: { type: 'string', maxLength: 255, default: '' },
    resultsEmail: { type: 'string', maxLength: 2000, default: '' },
  },
} as const;
export type LmsImportSettingsBody = FromSchema<typeof lmsImportSettingsBodySchema>;

export const lmsImportSettingsSchema = {
  $id: 'LmsImportSettings',
  type: 'object',
  required: ['id', 'serverName', 'port', 'useSSL', 'userName', 'password', 'type', 'importType', 'fileFolder', 'domain', 'resultsEmail'],
  properties: {
    id: { type: ['integer', 'null'], description: 'null until saved' },
    serverName: { type: 'string' },
    port: { type: ['integer', 'null'] },
    useSSL: { type: 'boolean' },
    userName: { type: 'string' },
    password: { type: 'string', description: `"${LMS_PASSWORD_MASK}" when one is stored, "" otherwise; never the password` },
    type: { type: ['integer', 'null'] },
    importType: { type: 'integer' },
    fileFolder: { type: 'string' },
    domain: { type: 'string' },
    resultsEmail: { type: 'string' },
    lastRunDate: { type: ['string', 'null'], format: 'date-time' },
    lastRunResult: { type: 'string' },
  },
} as const;
export type LmsImportSettings = FromSchema<typeof lmsImportSettingsSchema>;

export const lmsSourceRunSchema = {
  $id: 'LmsSourceRun',
  type: 'object',
  required: ['source', 'files', 'imports', 'message', 'result'],
  additionalProperties: false,
  properties: {
    source: { type: 'string' },
    result: { type: 'string', description: 'The message again, as the scheduler reads a task\'s one-line result' },
    files: { type: 'integer' },
    imports: { type: 'array', items: { $ref: 'LmsImportSummary#' } },
    pendingApplied: { type: 'integer' },
    message: { type: 'string' },
  },
} as const;

/** svc-lms → svc-training: completions to apply to employees' competencies (internal). */
export const LMS_COMPLETIONS_MAX = 20_000;
export const lmsCompletionsBodySchema = {
  $id: 'LmsCompletionsBody',
  type: 'object',
  required: ['completions'],
  additionalProperties: false,
  properties: {
    /** The batches of one import name it: svc-training then reads each employee's records once per import. */
    importId: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    completions: {
      type: 'array',
      minItems: 1,
      maxItems: LMS_COMPLETIONS_MAX,
      items: {
        type: 'object',
        required: ['employeeId', 'competencyId', 'completionDate'],
        additionalProperties: false,
        properties: { employeeId: { type: 'integer', minimum: 1 }, competencyId: { type: 'integer', minimum: 1 }, completionDate: { type: 'string', format: 'date' } },
      },
    },
  },
} as const;
export type LmsCompletionsBody = FromSchema<typeof lmsCompletionsBodySchema>;

/** One outcome per completion, in order: the evaluation status and the employee competency record it concerns. */
export const lmsCompletionsAnswerSchema = {
  $id: 'LmsCompletionsAnswer',
  type: 'object',
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: ['evaluationStatus', 'recordId', 'outcome'],
        properties: {
          evaluationStatus: { type: ['integer', 'null'], enum: [2, 3, null] },
          recordId: { type: ['integer', 'null'] },
          outcome: { type: 'string', enum: ['created', 'renewed', 'alreadyApplied', 'newerHeld', 'unknownEmployee', 'unknownCompetency'] },
        },
      },
    },
  },
} as const;
export type LmsCompletionsAnswer = FromSchema<typeof lmsCompletionsAnswerSchema>;
