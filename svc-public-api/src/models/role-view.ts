import { Schema } from 'mongoose';
import type { PermissionMap } from '@firecrest/contracts';

/** The read model behind /api/v1/roles; a deleted role stays as a tombstone so late events cannot revive it. */
export interface RoleView {
  _id: string;
  name: string;
  accessAllLocations: boolean;
  permissions: PermissionMap;
  deleted: boolean;
  lastModifiedDate: Date;
}

export const roleViewSchema = new Schema<RoleView>(
  {
    _id: { type: String, required: true },
    name: { type: String, default: '' },
    accessAllLocations: { type: Boolean, default: false },
    permissions: { type: Schema.Types.Mixed, default: {} },
    deleted: { type: Boolean, default: false, index: true },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);
