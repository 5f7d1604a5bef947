import { API_CONSTANTS, type CourseMaterial, type TrainingResourceBookingEvent, type TrainingResourceEvent, type TrainingResourceInventoryEvent } from '@firecrest/contracts';

/** What the planner screens read from svc-training (the entity routes' answers). */
export interface EventDate {
  startTime: string;
  endTime: string;
}

export interface TrainingEvent {
  id: number;
  trainingType: 1 | 2;
  course: { code: string; name: string };
  dates: EventDate[];
  trainingLocationIds: number[];
  onStationEvent: boolean;
  staffGroupId?: number | null;
  rosterId?: number | null;
  watchId?: number | null;
  status: 1 | 2 | 3;
  competencyIds: number[];
  comment: string;
  cancellationReasonId?: number | null;
  publicEvent?: boolean;
  minPlaces: number;
  maxPlaces: number;
  leadInstructors?: number | null;
  assistantInstructors?: number | null;
  /** The course template the event was built from, and its version then (issue 32). */
  courseTemplateId?: number | null;
  courseTemplateVersion?: number | null;
  /** Copied from the template when the event was built from it. */
  materials?: CourseMaterial[];
  ppeResourceIds?: number[];
  lastModifiedDate: string;
}

export interface Attendee {
  id: number;
  trainingEventId: number;
  employeeId: number;
  attendeeType: 1 | 2 | 3;
  instructorType?: 'lead' | 'assistant' | null;
  statusId: number;
  dateApplied: string | null;
  dateCancellationRequested: string | null;
}

export interface EventBooking {
  id: number;
  trainingEventId: number;
  employeeId: number;
  bookingTypeId: number;
  startTime: string;
  endTime: string;
}

export interface Page<T> {
  data: T[];
  total: number;
}

const { Pending, Complete, Canceled } = API_CONSTANTS.TrainingEventStatus;
const AttendeeStatus = API_CONSTANTS.TrainingEventAttendeeStatus;
/**
 * An event's status: its colour and its label's catalogue key (issue 36; qualified, so any namespace of mf-training
 * shows it with its own `t`: `t(EVENT_STATUS_KEYS[e.status].key)`).
 */
export const EVENT_STATUS_KEYS: Record<number, { key: string; color: string }> = {
  [Pending]: { key: 'training:eventStatus.pending', color: 'blue' },
  [Complete]: { key: 'training:eventStatus.complete', color: 'green' },
  [Canceled]: { key: 'training:eventStatus.cancelled', color: 'red' },
};
export const TRAINING_TYPE_KEYS: Record<number, string> = { 1: 'training:trainingType.onStation', 2: 'training:trainingType.course' };
export const ATTENDEE_TYPE_KEYS: Record<number, string> = { 1: 'training:attendeeType.instructor', 2: 'training:attendeeType.delegate', 3: 'training:attendeeType.fdo' };
/** The attendee types in the plural ("Instructors"), for filters and template scopes. */
export const ATTENDEE_TYPE_PLURAL_KEYS: Record<number, string> = { 1: 'training:attendeeType.instructors', 2: 'training:attendeeType.delegates', 3: 'training:attendeeType.fdos' };

/** An attendee's §4.1 status. */
export const ATTENDEE_STATUS_KEYS: Record<number, string> = {
  [AttendeeStatus.Nominated]: 'training:attendeeStatus.nominated',
  [AttendeeStatus.Confirmed]: 'training:attendeeStatus.confirmed',
  [AttendeeStatus.Rejected]: 'training:attendeeStatus.rejected',
  [AttendeeStatus.Applied]: 'training:attendeeStatus.applied',
  [AttendeeStatus.ApplicationRejected]: 'training:attendeeStatus.applicationRejected',
  [AttendeeStatus.Invited]: 'training:attendeeStatus.invited',
  [AttendeeStatus.PendingCancellation]: 'training:attendeeStatus.pendingCancellation',
  [AttendeeStatus.CancellationRejected]: 'training:attendeeStatus.cancellationRejected',
  [AttendeeStatus.Canceled]: 'training:attendeeStatus.cancelled',
};

export const TRAINING_API = '/api/training';

export type TrainingResource = TrainingResourceEvent;

export type Inventory = Omit<TrainingResourceInventoryEvent, 'lastModifiedDate'>;

export type ResourceBooking = Omit<TrainingResourceBookingEvent, 'createdDate' | 'lastModifiedBy' | 'lastModifiedDate'>;
