import type { Connection, Model } from 'mongoose';
import { referenceVersionSchema, type ReferenceVersion } from '@firecrest/service-kit';

/** The versions of the reference lists with a history screen (incident types, §2.3 `callouts-incident-type-list/history`). */
export const referenceVersionModel = (db: Connection): Model<ReferenceVersion> =>
  (db.models.ReferenceVersion as Model<ReferenceVersion> | undefined) ?? db.model<ReferenceVersion>('ReferenceVersion', referenceVersionSchema, 'reference_versions');
