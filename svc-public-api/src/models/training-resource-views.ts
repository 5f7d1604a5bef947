import { Schema } from 'mongoose';
import type { StoredTrainingResourceBooking, StoredTrainingResourceInventory, TrainingResourceEvent } from '@firecrest/contracts';
import { changedSince } from './changed-since';

type Stored<E> = Omit<E, 'id' | 'lastModifiedDate'> & { _id: number; nameLower: string; deleted: boolean; lastModifiedDate: Date };

/** Read models behind /api/v1/training-resources and /training-resource-inventories. */
export type TrainingResourceView = Stored<TrainingResourceEvent>;
export type TrainingResourceInventoryView = StoredTrainingResourceInventory & { nameLower: string; deleted: boolean };

export const trainingResourceViewSchema = new Schema<TrainingResourceView>(
  {
    _id: { type: Number, required: true },
    name: { type: String, default: '' },
    nameLower: { type: String, default: '', index: true },
    notes: { type: String, default: '' },
    trainingResourceTypeName: { type: String, required: true },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

export const trainingResourceInventoryViewSchema = new Schema<TrainingResourceInventoryView>(
  {
    _id: { type: Number, required: true },
    trainingResourceId: { type: Number, index: true },
    name: { type: String, default: '' },
    nameLower: { type: String, default: '', index: true },
    quantity: Number,
    maximumAllowedPerEvent: { type: Number, default: null },
    restrictedToHourlyBookings: Boolean,
    maximumBookingMinutes: { type: Number, default: null },
    minutesUnavailableBeforeStart: Number,
    minutesUnavailableAfterEnd: Number,
    availableForOnStationEvents: Boolean,
    availableForTrainingCourses: Boolean,
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/** The read model behind /api/v1/training-resource-bookings; dates as Date for the range filters. */
export type TrainingResourceBookingView = StoredTrainingResourceBooking & { deleted: boolean };

export const trainingResourceBookingViewSchema = new Schema<TrainingResourceBookingView>(
  {
    _id: { type: Number, required: true },
    trainingResourceId: { type: Number, index: true },
    trainingResourceInventoryId: Number,
    bookingTypeId: Number,
    trainingEventId: { type: Number, default: null, index: true },
    startDate: { type: Date, index: true },
    endDate: { type: Date, index: true },
    quantity: Number,
    comment: { type: String, default: '' },
    createdBy: String,
    createdDate: Date,
    lastModifiedBy: String,
    breachCreated: Boolean,
    breachCreatedComment: { type: String, default: null },
    breachCreatedByUsername: { type: String, default: null },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

// The resource and inventory lists' `deleted: false` in each of their sort orders (name, id; then `_id`, then
// `deleted`), so a deep page and the count read index entries instead of every row (MongoDB filters on the index keys;
// the local FerretDB, infra/README.md "sqlite-pushdown-4-covering").
for (const schema of [trainingResourceViewSchema, trainingResourceInventoryViewSchema] as Schema[]) {
  schema.index({ nameLower: 1, _id: 1, deleted: 1 });
  schema.index({ _id: 1, deleted: 1 });
}
changedSince(trainingResourceBookingViewSchema);
