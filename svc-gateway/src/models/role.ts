import { Schema } from 'mongoose';
import type { PermissionMap } from '@firecrest/contracts';

export interface Role {
  name: string;
  accessAllLocations: boolean;
  permissions: PermissionMap;
  builtIn: boolean;
  createdDate: Date;
  lastModifiedDate: Date;
}

export const roleSchema = new Schema<Role>(
  {
    name: { type: String, required: true, unique: true },
    accessAllLocations: { type: Boolean, default: false },
    /** Module key -> rights, e.g. { WEBHOOKS: ['view', 'edit'] } (keys never contain '.', FerretDB refuses them). */
    permissions: { type: Schema.Types.Mixed, default: {} },
    builtIn: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: 'createdDate', updatedAt: 'lastModifiedDate' }, minimize: false },
);

