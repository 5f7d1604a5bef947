import { Schema } from 'mongoose';
import { trainingEventPayloadSchema, type CourseMaterial, type StoredTrainingEventBooking } from '@firecrest/contracts';
import { contractFields } from '@firecrest/service-kit';
import { courseMaterialSchema } from './course-material';

export interface EventDate {
  startTime: Date;
  endTime: Date;
}

export interface TrainingEvent {
  _id: number;
  trainingType: 1 | 2;
  course: { code: string; name: string };
  /**
   * course.name again at the top level: what the planner sorts and matches courses by (the local store serves
   * top-level fields from its indexes, not dotted paths).
   */
  courseName: string;
  dates: EventDate[];
  trainingLocationIds: number[];
  onStationEvent: boolean;
  status: 1 | 2 | 3;
  competencyIds: number[];
  comment: string;
  minPlaces: number;
  maxPlaces: number;
  staffGroupId: number | null;
  rosterId: number | null;
  watchId: number | null;
  cancellationReasonId: number | null;
  publicEvent: boolean;
  /** Instructors the event needs by role; null: not limited. */
  leadInstructors: number | null;
  assistantInstructors: number | null;
  /** The course template the event was built from and the version of it used (null: a free-text course). */
  courseTemplateId?: number | null;
  courseTemplateVersion?: number | null;
  /** The template's materials and PPE as they were when the event first named it (empty for a free-text course). */
  materials?: Required<CourseMaterial>[];
  ppeResourceIds?: number[];
  /** Start of the earliest date (null without dates): what the planner sorts and pages by. */
  firstDate: Date | null;
  /** End of the latest date: with firstDate, the span the planner's date filter meets. */
  lastDate: Date | null;
  createdDate: Date;
  lastModifiedDate: Date;
}

export const trainingEventSchema = new Schema<TrainingEvent>(
  {
    _id: { type: Number, required: true },
    trainingType: { type: Number, required: true },
    course: { code: { type: String, default: '' }, name: { type: String, required: true } },
    courseName: { type: String, required: true },
    dates: { type: [{ _id: false, startTime: { type: Date, required: true }, endTime: { type: Date, required: true } }], default: [] },
    ...contractFields(trainingEventPayloadSchema, ['trainingLocationIds', 'onStationEvent']),
    status: { type: Number, required: true },
    ...contractFields(trainingEventPayloadSchema, ['competencyIds', 'comment', 'minPlaces', 'maxPlaces']),
    staffGroupId: { type: Number, default: null },
    rosterId: { type: Number, default: null },
    watchId: { type: Number, default: null },
    cancellationReasonId: { type: Number, default: null },
    publicEvent: { type: Boolean, default: false },
    leadInstructors: { type: Number, default: null },
    assistantInstructors: { type: Number, default: null },
    courseTemplateId: { type: Number, default: null, index: true },
    courseTemplateVersion: { type: Number, default: null },
    materials: { type: [courseMaterialSchema], default: [] },
    ppeResourceIds: { type: [Number], default: [] },
    firstDate: { type: Date, default: null, index: true },
    lastDate: { type: Date, default: null },
    createdDate: { type: Date, required: true },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

// The planner's course search: names, then the other filters and the first date read from the index entries alone
// (on the local FerretDB too, whose counts and pages take indexed values from an index that holds every field asked).
trainingEventSchema.index({ courseName: 1, trainingType: 1, status: 1, firstDate: 1 });
// A station's iCalendar feed (issue 32): its events in a window of dates.
trainingEventSchema.index({ trainingLocationIds: 1, firstDate: 1 });

/**
 * What the planner's search needs to know about all events, kept as events are written (it only ever grows, so a
 * stale process can only make it wider, never wrong): one document per course name in use (`kind: 'course'`), and
 * one (`_id: 'planner'`) with the longest span (lastDate - firstDate) of any event and whether the events stored
 * before these were kept have been read into them (`complete`).
 */
export interface TrainingEventFacet {
  _id: string;
  kind: 'course' | 'planner';
  name?: string;
  longestSpanMs?: number;
  complete?: boolean;
}

export const trainingEventFacetSchema = new Schema<TrainingEventFacet>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    name: { type: String },
    longestSpanMs: { type: Number },
    complete: { type: Boolean },
  },
  { versionKey: false },
);

export interface TrainingEventAttendee {
  _id: number;
  trainingEventId: number;
  employeeId: number;
  attendeeType: 1 | 2 | 3;
  instructorType: 'lead' | 'assistant' | null;
  statusId: number;
  dateApplied: Date | null;
  dateCancellationRequested: Date | null;
  lastModifiedDate: Date;
}

export const trainingEventAttendeeSchema = new Schema<TrainingEventAttendee>(
  {
    _id: { type: Number, required: true },
    trainingEventId: { type: Number, required: true, index: true },
    employeeId: { type: Number, required: true },
    attendeeType: { type: Number, required: true },
    instructorType: { type: String, default: null },
    statusId: { type: Number, required: true },
    dateApplied: { type: Date, default: null },
    dateCancellationRequested: { type: Date, default: null },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

// One place per person and role on an event.
trainingEventAttendeeSchema.index({ trainingEventId: 1, employeeId: 1, attendeeType: 1 }, { unique: true });
// An employee's iCalendar feed (issue 32): the events they hold a place on.
trainingEventAttendeeSchema.index({ employeeId: 1, statusId: 1 });

export type TrainingEventBooking = StoredTrainingEventBooking & {
  /** The default template that made it (null: booked by hand); a template books a person's date once. */
  templateId?: number | null;
};

export const trainingEventBookingSchema = new Schema<TrainingEventBooking>(
  {
    _id: { type: Number, required: true },
    trainingEventId: { type: Number, required: true, index: true },
    employeeId: { type: Number, required: true },
    bookingTypeId: { type: Number, required: true },
    startTime: { type: Date, required: true },
    endTime: { type: Date, required: true },
    templateId: { type: Number, default: null },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
