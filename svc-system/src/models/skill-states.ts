import { Schema } from 'mongoose';

/**
 * One employee's state of one skill mapping, kept from the workforce copies whenever an event changes them, so the
 * employee skills list reads one page of rows instead of every mapped record of every person. Validity by date is
 * not kept as a flag: `validThrough` is compared with the day at read time, so the day rolling over needs no job.
 * `_id`: `<skill mapping>:<employee>`.
 */
export interface StoredSkillState {
  _id: string;
  system: string;
  skillMappingId: number;
  employeeId: number;
  gartanIdentifier: string;
  firstName: string;
  lastName: string;
  skillCode: string;
  startDate: string | null;
  endDate: string | null;
  /** The last day every mapped subject area and competency holds (`9999-12-31`: no end); null: not held at all. */
  validThrough: string | null;
  createdDate: Date;
  notificationSent: boolean;
  dateNotificationSent: Date | null;
  /** The list's sort keys and search text, lower-cased as the list compares them. */
  byLastName: string;
  byFirstName: string;
  searchText: string;
  /** Which keeping wrote the row: rows of the same employees or mapping a later keeping did not write are gone. */
  keptAt: number;
}

export const skillStateSchema = new Schema<StoredSkillState>(
  {
    _id: { type: String, required: true },
    system: { type: String, required: true },
    skillMappingId: { type: Number, required: true, index: true },
    employeeId: { type: Number, required: true, index: true },
    gartanIdentifier: String,
    firstName: String,
    lastName: String,
    skillCode: String,
    startDate: { type: String, default: null },
    endDate: { type: String, default: null },
    validThrough: { type: String, default: null },
    createdDate: { type: Date, required: true },
    notificationSent: { type: Boolean, default: false },
    dateNotificationSent: { type: Date, default: null },
    byLastName: String,
    byFirstName: String,
    searchText: String,
    keptAt: Number,
  },
  { versionKey: false },
);
skillStateSchema.index({ system: 1, byLastName: 1 });
skillStateSchema.index({ system: 1, validThrough: 1 });
