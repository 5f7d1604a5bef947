import type { FromSchema } from 'json-schema-to-ts';

/** A column of a report, as the portal shows it (svc-public-api's report definitions hold the same). */
const reportColumnSchema = {
  type: 'object',
  required: ['key', 'title', 'type', 'sortable'],
  additionalProperties: false,
  properties: {
    key: { type: 'string' },
    title: { type: 'string' },
    type: { type: 'string', enum: ['text', 'number', 'date', 'percent'] },
    sortable: { type: 'boolean' },
  },
} as const;

/** What the portal needs to show one report: its question, filters, columns, chart and sort. */
export const reportInfoSchema = {
  $id: 'ReportInfo',
  type: 'object',
  required: ['id', 'path', 'title', 'question', 'filters', 'columns', 'defaultSort', 'emptyText'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    path: { type: 'string' },
    title: { type: 'string' },
    question: { type: 'string' },
    filters: { type: 'array', items: { type: 'string' } },
    columns: { type: 'array', items: reportColumnSchema },
    defaultSort: {
      type: 'object',
      required: ['key', 'order'],
      additionalProperties: false,
      properties: { key: { type: 'string' }, order: { type: 'string', enum: ['asc', 'desc'] } },
    },
    worksheetBy: { type: 'string' },
    emptyText: { type: 'string' },
    chart: {
      type: 'object',
      required: ['type', 'x'],
      additionalProperties: false,
      properties: {
        type: { type: 'string', enum: ['bar', 'line', 'pie', 'heatmap'] },
        x: { type: 'string' },
        y: { type: 'string' },
        value: { type: 'string' },
        series: { type: 'array', items: { type: 'string' } },
      },
    },
  },
} as const;
export type ReportInfo = FromSchema<typeof reportInfoSchema>;

const cell = { type: ['string', 'number', 'null'] } as const;
/** Rows of a report: one object per row, keyed by column. */
export const reportRowsSchema = {
  $id: 'ReportRows',
  type: 'object',
  required: ['total', 'data'],
  additionalProperties: false,
  properties: {
    total: { type: 'integer' },
    data: { type: 'array', items: { type: 'object', additionalProperties: cell } },
  },
} as const;
export type ReportRows = FromSchema<typeof reportRowsSchema>;

/** Filters as the query string carries them (ids comma-separated, days YYYY-MM-DD). */
const filterValues = { type: 'object', additionalProperties: { type: 'string', maxLength: 2000 }, maxProperties: 20 } as const;

/** The filters a user keeps for one report (spec: filters are kept per user). */
export const savedReportFilterSchema = {
  $id: 'SavedReportFilter',
  type: 'object',
  required: ['reportId', 'filters'],
  additionalProperties: false,
  properties: { reportId: { type: 'string' }, filters: filterValues },
} as const;
export type SavedReportFilter = FromSchema<typeof savedReportFilterSchema>;

export const REPORT_SHARING = ['notShared', 'allUsers'] as const;

/** A named report definition (a report with its filters), kept for its owner or shared with all users (spec §9). */
export const savedReportSchema = {
  $id: 'SavedReport',
  type: 'object',
  required: ['id', 'reportId', 'name', 'filters', 'sharing', 'ownerName', 'mine'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    reportId: { type: 'string' },
    name: { type: 'string' },
    filters: filterValues,
    sharing: { type: 'string', enum: REPORT_SHARING },
    ownerName: { type: 'string' },
    mine: { type: 'boolean' },
  },
} as const;
export type SavedReport = FromSchema<typeof savedReportSchema>;

export const savedReportBodySchema = {
  $id: 'SavedReportBody',
  type: 'object',
  required: ['name', 'filters', 'sharing'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    filters: filterValues,
    sharing: { type: 'string', enum: REPORT_SHARING },
  },
} as const;
export type SavedReportBody = FromSchema<typeof savedReportBodySchema>;

export const REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export const REPORT_DOWNLOAD_STATES = ['queued', 'running', 'ready', 'failed'] as const;

/** A report export made in the background for the user who asked, kept for a set time (/reporting/rt/downloads). */
export const reportDownloadSchema = {
  $id: 'ReportDownload',
  type: 'object',
  required: ['id', 'reportId', 'title', 'format', 'filters', 'state', 'rows', 'total', 'createdAt', 'expiresAt'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    reportId: { type: 'string' },
    title: { type: 'string' },
    format: { type: 'string', enum: REPORT_FORMATS },
    filters: { type: 'string' },
    state: { type: 'string', enum: REPORT_DOWNLOAD_STATES },
    rows: { type: 'integer' },
    total: { type: 'integer' },
    error: { type: 'string' },
    size: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type ReportDownload = FromSchema<typeof reportDownloadSchema>;

export const reportDownloadBodySchema = {
  $id: 'ReportDownloadBody',
  type: 'object',
  required: ['reportId', 'format', 'filters'],
  additionalProperties: false,
  properties: {
    reportId: { type: 'string', maxLength: 100 },
    format: { type: 'string', enum: REPORT_FORMATS },
    filters: filterValues,
    sort: { type: 'string', maxLength: 100 },
    order: { type: 'string', enum: ['asc', 'desc'] },
  },
} as const;
export type ReportDownloadBody = FromSchema<typeof reportDownloadBodySchema>;

export const REPORT_SCHEMAS = [reportInfoSchema, reportRowsSchema, savedReportFilterSchema, savedReportSchema, savedReportBodySchema, reportDownloadSchema, reportDownloadBodySchema] as const;
