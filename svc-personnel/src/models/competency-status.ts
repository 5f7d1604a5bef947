import { Schema } from 'mongoose';

/**
 * One current competency of a person (per employee and competency, the record that started last), with the fields of
 * the person the status list filters and sorts on: the personnel status list is a page of these, read by index.
 * Kept by the competency and employee events (competency-status/status-keeper.ts). `counted` says whether the row is
 * in the expiry counts, under its station, active period and expiry day: the keeper takes a row's part out of the
 * counts from these stored fields, so they are the ledger of what was counted.
 */
export interface CompetencyStatusRow {
  /** `<employeeId>:<competencyId>` */
  _id: string;
  employeeId: number;
  competencyId: number;
  recordId: number;
  statusId: number;
  startDate: string;
  expiryDate: string | null;
  /** expiryDate, or 9999-12-31 when it never expires: the list puts those last going forwards. */
  expirySort: string;
  firstName: string;
  lastName: string;
  lastNameLower: string;
  firstNameLower: string;
  /** The station of the person's default contract (where the area status counts them). */
  stationId: number | null;
  /** Every station of their contracts (who may see them). */
  stationIds: number[];
  /** The person's first day, or 0000-01-01 once it had come when the row was written (fewer distinct counts). */
  activeFrom: string;
  activeUntil: string;
  counted: boolean;
}

export const competencyStatusRowSchema = new Schema<CompetencyStatusRow>(
  {
    _id: { type: String, required: true },
    employeeId: { type: Number, required: true, index: true },
    competencyId: { type: Number, required: true },
    recordId: { type: Number, required: true },
    statusId: { type: Number, required: true },
    startDate: { type: String, required: true },
    expiryDate: { type: String, default: null },
    expirySort: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    lastNameLower: { type: String, required: true },
    firstNameLower: { type: String, required: true },
    stationId: { type: Number, default: null },
    stationIds: { type: [Number], default: [] },
    activeFrom: { type: String, required: true },
    activeUntil: { type: String, required: true },
    counted: { type: Boolean, required: true },
  },
  { versionKey: false },
);
// The list's three orders, each walked from its start for a first page, and one station's by expiry (the links).
competencyStatusRowSchema.index({ expirySort: 1, lastNameLower: 1, firstNameLower: 1, _id: 1 });
competencyStatusRowSchema.index({ stationId: 1, expirySort: 1, lastNameLower: 1, firstNameLower: 1, _id: 1 });
competencyStatusRowSchema.index({ lastNameLower: 1, firstNameLower: 1, competencyId: 1, _id: 1 });
competencyStatusRowSchema.index({ startDate: 1, lastNameLower: 1, firstNameLower: 1, _id: 1 });
// The totals the counts cannot give (a scoped caller, one competency), counted from an index holding the active period.
competencyStatusRowSchema.index({ stationIds: 1, activeFrom: 1, activeUntil: 1 });
competencyStatusRowSchema.index({ competencyId: 1, activeFrom: 1, activeUntil: 1 });

/**
 * Counts of current competencies (and of the people holding any) per station, for one expiry period and one active
 * period of the people counted. `level` is the period's length: `y` a year (`2026`), `m` a month (`2026-11`, with
 * its days' counts in `days`), `n` no expiry, `p` people (both with period `-`). A competency is counted in its
 * year, its month and its month's day, so "expiring before day D" is a sum of whole years, then months, then days:
 * a few dozen documents per request, whatever the head count, and no job when the day rolls over
 * (competency-status/expiry-counts.ts).
 */
export interface CompetencyStatusCount {
  /** `<level>|<period>|<activeFrom>|<activeUntil>` */
  _id: string;
  level: 'y' | 'm' | 'n' | 'p';
  period: string;
  activeFrom: string;
  activeUntil: string;
  /** Count per station: `s<stationId>`, `s0` for people without a station. */
  stations: Record<string, number>;
  /** A month's counts per day (`d01`...`d31`), then per station. */
  days?: Record<string, Record<string, number>>;
}

export const competencyStatusCountSchema = new Schema<CompetencyStatusCount>(
  {
    _id: { type: String, required: true },
    level: { type: String, required: true },
    period: { type: String, required: true },
    activeFrom: { type: String, required: true },
    activeUntil: { type: String, required: true },
    stations: { type: Schema.Types.Mixed, default: {} },
    days: { type: Schema.Types.Mixed },
  },
  { versionKey: false, minimize: false },
);
competencyStatusCountSchema.index({ level: 1, period: 1 });
