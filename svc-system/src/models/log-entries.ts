import { Schema } from 'mongoose';

/** One request seen by the gateway (admin-area §3); `_id` makes storing the same event twice a no-op. */
export interface StoredAuditEntry {
  _id: string;
  requestId: string | null;
  userId: string | null;
  username: string;
  controller: string;
  method: string;
  requestType: string;
  requestUrl: string;
  ipAddress: string;
  statusCode: number | null;
  /** completed, failed (5xx) or aborted (the caller left); null before the gateway said. */
  outcome: string | null;
  /** signIn, failedSignIn, refusedSignIn or signOut for the user access log; null for any other request. */
  accessEvent?: string | null;
  createdDate: Date;
}

export const auditEntrySchema = new Schema<StoredAuditEntry>(
  {
    _id: { type: String, required: true },
    requestId: { type: String, default: null },
    userId: { type: String, default: null },
    username: { type: String, required: true },
    controller: { type: String, required: true },
    method: { type: String, required: true },
    requestType: { type: String, required: true },
    requestUrl: { type: String, required: true },
    ipAddress: { type: String, required: true },
    statusCode: { type: Number, default: null },
    outcome: { type: String, default: null },
    accessEvent: { type: String, default: null },
    createdDate: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);
// The user access log's pages: its few entries among every request, newest first.
auditEntrySchema.index({ accessEvent: 1, createdDate: -1, _id: -1 });

/** One error a service reported (admin-area §3: system error log entry). */
export interface StoredErrorEntry {
  _id: string;
  service: string;
  level: string;
  message: string;
  exception: string;
  requestId: string | null;
  dateLogged: Date;
}

export const errorEntrySchema = new Schema<StoredErrorEntry>(
  {
    _id: { type: String, required: true },
    service: { type: String, required: true },
    level: { type: String, required: true },
    message: { type: String, required: true },
    exception: { type: String, default: '' },
    requestId: { type: String, default: null },
    dateLogged: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);
