import { Schema } from 'mongoose';

/** The read model behind /api/v1/incidents; the type's name is copied for ordering by incidentType. */
export interface IncidentView {
  _id: number;
  incidentNo: string;
  incidentNoLower: string;
  incidentDate: Date;
  address: string;
  incidentTypeId: number;
  incidentTypeNameLower: string;
  stationIds: number[];
  applianceCallSigns: string[];
  deleted: boolean;
  lastModifiedDate: Date;
}

export const incidentViewSchema = new Schema<IncidentView>(
  {
    _id: { type: Number, required: true },
    incidentNo: { type: String, default: '' },
    incidentNoLower: { type: String, default: '', index: true },
    incidentDate: { type: Date, index: true },
    address: { type: String, default: '' },
    incidentTypeId: { type: Number, index: true },
    incidentTypeNameLower: { type: String, default: '' },
    stationIds: { type: [Number], default: [], index: true },
    applianceCallSigns: { type: [String], default: [] },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

// /api/v1/incidents' `deleted: false` in each of its sort orders (sort field, then `_id`, then `deleted`), so a deep page
// and the count read index entries instead of every incident (MongoDB filters on the index keys; the local FerretDB,
// infra/README.md "sqlite-pushdown-4-covering").
for (const sort of ['incidentDate', 'incidentNoLower', 'incidentTypeNameLower']) incidentViewSchema.index({ [sort]: 1, _id: 1, deleted: 1 });
