import { Schema } from 'mongoose';
import type { Stored, StoredTrainingResourceBooking, StoredTrainingResourceInventory, TrainingResourceEvent } from '@firecrest/contracts';

export type TrainingResource = Stored<TrainingResourceEvent, 'lastModifiedDate'>;

export const trainingResourceSchema = new Schema<TrainingResource>(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true },
    notes: { type: String, default: '' },
    trainingResourceTypeName: { type: String, required: true },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

export type TrainingResourceInventory = StoredTrainingResourceInventory;

export const trainingResourceInventorySchema = new Schema<TrainingResourceInventory>(
  {
    _id: { type: Number, required: true },
    trainingResourceId: { type: Number, required: true, index: true },
    name: { type: String, required: true },
    quantity: { type: Number, required: true },
    maximumAllowedPerEvent: { type: Number, default: null },
    restrictedToHourlyBookings: { type: Boolean, default: false },
    maximumBookingMinutes: { type: Number, default: null },
    minutesUnavailableBeforeStart: { type: Number, default: 0 },
    minutesUnavailableAfterEnd: { type: Number, default: 0 },
    availableForOnStationEvents: { type: Boolean, default: true },
    availableForTrainingCourses: { type: Boolean, default: true },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

export type TrainingResourceBooking = StoredTrainingResourceBooking;

export const trainingResourceBookingSchema = new Schema<TrainingResourceBooking>(
  {
    _id: { type: Number, required: true },
    trainingResourceId: { type: Number, required: true },
    trainingResourceInventoryId: { type: Number, required: true, index: true },
    bookingTypeId: { type: Number, required: true },
    trainingEventId: { type: Number, default: null, index: true },
    startDate: { type: Date, required: true },
    endDate: { type: Date, required: true },
    quantity: { type: Number, required: true },
    comment: { type: String, default: '' },
    createdBy: { type: String, required: true },
    createdDate: { type: Date, required: true },
    lastModifiedBy: { type: String, required: true },
    breachCreated: { type: Boolean, default: false },
    breachCreatedComment: { type: String, default: null },
    breachCreatedByUsername: { type: String, default: null },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
