import { Schema, type Connection } from 'mongoose';
import type { Language, REPORT_DOWNLOAD_STATES, REPORT_FORMATS, REPORT_SHARING } from '@firecrest/contracts';

/** The filters one user keeps for one report (`_id`: user id and report id). */
export interface SavedFilterDoc {
  _id: string;
  userId: string;
  reportId: string;
  filters: Record<string, string>;
  updatedAt: Date;
}

/** A named report with its filters, not shared or shared with all users. */
export interface SavedReportDoc {
  _id: string;
  reportId: string;
  name: string;
  filters: Record<string, string>;
  sharing: (typeof REPORT_SHARING)[number];
  ownerId: string;
  ownerName: string;
  createdAt: Date;
}

/** A report export asked for in the background: its progress, then its file (in chunks), until it expires. */
export interface DownloadDoc {
  _id: string;
  userId: string;
  reportId: string;
  /** The title in the requester's language, as the file and the downloads list show it. */
  title: string;
  /** The requester's language when asked: the file is made in it (issue 36). */
  language: Language;
  format: (typeof REPORT_FORMATS)[number];
  filters: Record<string, string>;
  filtersText: string;
  sort: string | null;
  order: 'asc' | 'desc' | null;
  /** The caller's managed locations when asked (null: all), so the file holds only what they may see. */
  scope: number[] | null;
  state: (typeof REPORT_DOWNLOAD_STATES)[number];
  rows: number;
  total: number;
  error: string | null;
  size: number;
  createdAt: Date;
  expiresAt: Date;
}

/** One piece of a download's file (up to 1 MB): files live in the database, so any instance can serve them. */
export interface DownloadChunkDoc {
  downloadId: string;
  n: number;
  data: Buffer;
}

const savedFilterSchema = new Schema<SavedFilterDoc>(
  { _id: String, userId: { type: String, index: true }, reportId: String, filters: { type: Schema.Types.Mixed, default: {} }, updatedAt: Date },
  { versionKey: false, minimize: false },
);

const savedReportSchema = new Schema<SavedReportDoc>(
  {
    _id: String,
    reportId: { type: String, index: true },
    name: String,
    filters: { type: Schema.Types.Mixed, default: {} },
    sharing: String,
    ownerId: { type: String, index: true },
    ownerName: String,
    createdAt: Date,
  },
  { versionKey: false, minimize: false },
);

const downloadSchema = new Schema<DownloadDoc>(
  {
    _id: String,
    userId: { type: String, index: true },
    reportId: String,
    title: String,
    language: { type: String, default: 'en-GB' },
    format: String,
    filters: { type: Schema.Types.Mixed, default: {} },
    filtersText: String,
    sort: { type: String, default: null },
    order: { type: String, default: null },
    scope: { type: [Number], default: null },
    state: String,
    rows: { type: Number, default: 0 },
    total: { type: Number, default: 0 },
    error: { type: String, default: null },
    size: { type: Number, default: 0 },
    createdAt: Date,
    expiresAt: { type: Date, index: true },
  },
  { versionKey: false, minimize: false },
);

const chunkSchema = new Schema<DownloadChunkDoc>({ downloadId: { type: String, required: true }, n: Number, data: Buffer }, { versionKey: false });
chunkSchema.index({ downloadId: 1, n: 1 });

export function compileReportStore(db: Connection) {
  return {
    SavedFilter: db.model<SavedFilterDoc>('ReportSavedFilter', savedFilterSchema, 'report_saved_filters'),
    SavedReport: db.model<SavedReportDoc>('SavedReport', savedReportSchema, 'saved_reports'),
    Download: db.model<DownloadDoc>('ReportDownload', downloadSchema, 'report_downloads'),
    DownloadChunk: db.model<DownloadChunkDoc>('ReportDownloadChunk', chunkSchema, 'report_download_chunks'),
  };
}
export type ReportStore = ReturnType<typeof compileReportStore>;

declare module 'fastify' {
  interface FastifyInstance {
    reportStore: ReportStore;
  }
}
