import type { FastifyInstance } from 'fastify';
import { Schema } from 'mongoose';

/** One change of a user account (users/user/{id}/history): who changed what, when. */
export interface UserChange {
  userId: string;
  action: string;
  byUserId: string;
  byUsername: string;
  at: Date;
  /** The fields changed, with their new values (never a password). */
  changes: Record<string, unknown>;
}

const userChangeSchema = new Schema<UserChange>(
  {
    userId: { type: String, required: true, index: true },
    action: { type: String, required: true },
    byUserId: { type: String, default: '' },
    byUsername: { type: String, default: '' },
    at: { type: Date, required: true },
    changes: { type: Schema.Types.Mixed, default: {} },
  },
  { versionKey: false, minimize: false },
);

export const userHistoryModel = (fastify: FastifyInstance) =>
  fastify.db.models.UserChange ?? fastify.db.model<UserChange>('UserChange', userChangeSchema, 'user_history');
