import { Schema } from 'mongoose';

/**
 * One employee's competency records as the competencies report's export reads them (reports/competency-report-rows.ts):
 * one document per person instead of one per record, since the local FerretDB's cost is per document read. Kept by
 * the projection after each record or employee event; the names (employee, station, competency, status) are looked
 * up when the file is written, so a renamed station or competency needs no rewrite here.
 */
export interface CompetencyReportRows {
  /** The employee's id. */
  _id: number;
  gartanId: string;
  lastNameLower: string;
  stationIds: number[];
  primaryStationId: number | null;
  /** The primary station's call sign, lower case (kept by the station handler): the export's worksheet order. */
  stationCallSignLower: string;
  activeFrom: string;
  activeUntil: string;
  /** The ids of the records in `rows`, so a record moved to another employee leaves this document too. */
  recordIds: number[];
  /** One per record not deleted, in record id order: `id, competencyId, statusId, startDate, endDate, expiryDate`, tab-separated (empty for none). */
  rows: string[];
}

export const competencyReportRowsSchema = new Schema<CompetencyReportRows>(
  {
    _id: { type: Number, required: true },
    gartanId: { type: String, default: '' },
    lastNameLower: { type: String, default: '' },
    stationIds: { type: [Number], default: [], index: true },
    primaryStationId: { type: Number, default: null, index: true },
    stationCallSignLower: { type: String, default: '' },
    activeFrom: { type: String, default: '' },
    activeUntil: { type: String, default: '' },
    recordIds: { type: [Number], default: [], index: true },
    rows: { type: [String], default: [] },
  },
  { versionKey: false },
);
// The export's order (stations by call sign, their people by name), with the working period tested from the index.
competencyReportRowsSchema.index({ stationCallSignLower: 1, lastNameLower: 1, _id: 1, activeFrom: 1, activeUntil: 1 });
