import { Schema } from 'mongoose';
import { trainingEventPayloadSchema, type StoredTrainingEventBooking } from '@firecrest/contracts';
import { contractFields } from '@firecrest/service-kit';
import { changedSince } from './changed-since';

/** The read model behind /api/v1/training-events; `firstDate`/`lastDate` span its dates for the date filters. */
export interface TrainingEventView {
  _id: number;
  trainingType: number;
  course: { code: string; name: string };
  courseNameLower: string;
  dates: { startTime: Date; endTime: Date }[];
  firstDate: Date | null;
  lastDate: Date | null;
  trainingLocationIds: number[];
  onStationEvent: boolean;
  status: number;
  competencyIds: number[];
  comment: string;
  minPlaces: number;
  maxPlaces: number;
  createdDate: Date;
  /** Its attendees' ids, kept by the attendee handler: the event's rows are then reached by primary key. */
  attendeeIds: number[];
  deleted: boolean;
  lastModifiedDate: Date;
}

export const trainingEventViewSchema = new Schema<TrainingEventView>(
  {
    _id: { type: Number, required: true },
    trainingType: { type: Number, index: true },
    course: { code: { type: String, default: '' }, name: { type: String, default: '' } },
    courseNameLower: { type: String, default: '' },
    dates: { type: [{ _id: false, startTime: Date, endTime: Date }], default: [] },
    firstDate: { type: Date, default: null, index: true },
    lastDate: { type: Date, default: null, index: true },
    trainingLocationIds: { type: [Number], default: [], index: true },
    ...contractFields(trainingEventPayloadSchema, ['onStationEvent']),
    status: { type: Number, index: true },
    ...contractFields(trainingEventPayloadSchema, ['competencyIds', 'comment', 'minPlaces', 'maxPlaces']),
    createdDate: { type: Date },
    attendeeIds: { type: [Number], default: [] },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/** Attendees carry their event's date span (copied, kept current by the event handler) for fromDate/toDate. */
export interface TrainingEventAttendeeView {
  _id: number;
  trainingEventId: number;
  employeeId: number;
  attendeeType: number;
  statusId: number;
  dateApplied: Date | null;
  dateCancellationRequested: Date | null;
  eventFirstDate: Date | null;
  eventLastDate: Date | null;
  /** The employee's stations (copies.ts), for the reports' station filter and scope. */
  employeeStationIds: number[];
  deleted: boolean;
  lastModifiedDate: Date;
}

export const trainingEventAttendeeViewSchema = new Schema<TrainingEventAttendeeView>(
  {
    _id: { type: Number, required: true },
    trainingEventId: { type: Number, required: true, index: true },
    employeeId: { type: Number, required: true, index: true },
    attendeeType: { type: Number, index: true },
    statusId: { type: Number },
    dateApplied: { type: Date, default: null },
    dateCancellationRequested: { type: Date, default: null },
    eventFirstDate: { type: Date, default: null },
    eventLastDate: { type: Date, default: null },
    employeeStationIds: { type: [Number], default: [], index: true },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

export type TrainingEventBookingView = StoredTrainingEventBooking & { deleted: boolean };

export const trainingEventBookingViewSchema = new Schema<TrainingEventBookingView>(
  {
    _id: { type: Number, required: true },
    trainingEventId: { type: Number, required: true, index: true },
    employeeId: { type: Number, required: true, index: true },
    bookingTypeId: { type: Number },
    startTime: { type: Date, index: true },
    endTime: { type: Date, index: true },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

for (const schema of [trainingEventViewSchema, trainingEventAttendeeViewSchema, trainingEventBookingViewSchema]) changedSince(schema);
