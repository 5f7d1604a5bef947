import { Schema, type Connection } from 'mongoose';
import type { AttendeeDecision, BookingState } from '@firecrest/contracts';

/** An event's prerequisite competencies and booking settings (`_id`: the event's id; none stored means the defaults). */
export interface EventApprovalSettings {
  _id: number;
  prerequisiteCompetencyIds: number[];
  autoBookOnConfirm: boolean;
  lastModifiedDate: Date;
}

export const settingsSchema = new Schema<EventApprovalSettings>(
  {
    _id: { type: Number, required: true },
    prerequisiteCompetencyIds: { type: [Number], default: [] },
    autoBookOnConfirm: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/** A decision on an attendee (approve, reject, FDO release), with its comment: the history the request and nominee pages show. */
export type AttendeeDecisionDoc = Omit<AttendeeDecision, 'id' | 'decidedDate'> & { _id: number; decidedDate: Date };

export const decisionSchema = new Schema<AttendeeDecisionDoc>(
  {
    _id: { type: Number, required: true },
    attendeeId: { type: Number, required: true, index: true },
    trainingEventId: { type: Number, required: true },
    fromStatusId: { type: Number, required: true },
    toStatusId: { type: Number, required: true },
    comment: { type: String, default: '' },
    overridePrerequisites: { type: Boolean, default: false },
    fdoAttendeeId: { type: Number, default: null },
    fdoEmployeeId: { type: Number, default: null },
    decidedBy: { type: String, required: true },
    decidedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/** A default booking template of an event (contracts' bookingTemplateBodySchema). */
export interface BookingTemplateDoc {
  _id: number;
  trainingEventId: number;
  bookingTypeId: number;
  employeeId: number | null;
  attendeeTypes: number[];
  dates: 'each' | 'first' | 'last';
  startFrom: 'start' | 'end';
  startOffsetMinutes: number;
  endFrom: 'start' | 'end';
  endOffsetMinutes: number;
  lastModifiedDate: Date;
}

export const templateSchema = new Schema<BookingTemplateDoc>(
  {
    _id: { type: Number, required: true },
    trainingEventId: { type: Number, required: true, index: true },
    bookingTypeId: { type: Number, required: true },
    employeeId: { type: Number, default: null },
    attendeeTypes: { type: [Number], default: [] },
    dates: { type: String, required: true },
    startFrom: { type: String, required: true },
    startOffsetMinutes: { type: Number, required: true },
    endFrom: { type: String, required: true },
    endOffsetMinutes: { type: Number, required: true },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/** Where one attendee's default bookings stand (`_id`: the attendee's id). */
export interface AttendeeBookingStatusDoc {
  _id: number;
  trainingEventId: number;
  employeeId: number;
  state: BookingState;
  made: number;
  problems: string[];
  lastModifiedDate: Date;
}

export const bookingStatusSchema = new Schema<AttendeeBookingStatusDoc>(
  {
    _id: { type: Number, required: true },
    trainingEventId: { type: Number, required: true, index: true },
    employeeId: { type: Number, required: true },
    state: { type: String, required: true },
    made: { type: Number, default: 0 },
    problems: { type: [String], default: [] },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/** The models of a training event's approvals and default bookings (§2.6 sub-pages). */
export function eventApprovalsModels(db: Connection) {
  return {
    EventApprovalSettings: db.model<EventApprovalSettings>('EventApprovalSettings', settingsSchema, 'event_approval_settings'),
    AttendeeDecision: db.model<AttendeeDecisionDoc>('AttendeeDecision', decisionSchema, 'attendee_decisions'),
    BookingTemplate: db.model<BookingTemplateDoc>('BookingTemplate', templateSchema, 'event_booking_templates'),
    AttendeeBookingStatus: db.model<AttendeeBookingStatusDoc>('AttendeeBookingStatus', bookingStatusSchema, 'attendee_booking_statuses'),
  };
}
