import type { useT } from '@firecrest/portal-kit';
import { ATTENDEE_STATUS_KEYS, ATTENDEE_TYPE_KEYS, EVENT_STATUS_KEYS, TRAINING_TYPE_KEYS } from '../../lib/training-types';

/**
 * The planner's labels for the numbers and codes it shows (issue 36): catalogue keys of the `planner` namespace,
 * written out whole so the catalogue checks find them. Screens translate them with `t(KEYS[value])`.
 */

// An event's status, the training type, the attendee's type and status are the remote's shared labels (`training:` keys).
export { ATTENDEE_STATUS_KEYS, ATTENDEE_TYPE_KEYS, EVENT_STATUS_KEYS, TRAINING_TYPE_KEYS };

/** An instructor's part. */
export const INSTRUCTOR_TYPE_KEYS: Record<string, string> = { lead: 'instructorType.lead', assistant: 'instructorType.assistant' };


/** The §4.2 moves as contracts' ATTENDEE_TRANSITIONS name them (`action`), by that English name. */
export const ACTION_KEYS: Record<string, string> = {
  Confirm: 'action.confirm',
  Reject: 'action.reject',
  'Request cancellation': 'action.requestCancellation',
  'Nominate again': 'action.nominateAgain',
  Approve: 'action.approve',
  'Reject application': 'action.rejectApplication',
  'Withdraw application': 'action.withdrawApplication',
  'Apply again': 'action.applyAgain',
  'Accept invitation': 'action.acceptInvitation',
  'Decline invitation': 'action.declineInvitation',
  'Withdraw invitation': 'action.withdrawInvitation',
  'Approve cancellation': 'action.approveCancellation',
  'Reject cancellation': 'action.rejectCancellation',
  'Request cancellation again': 'action.requestCancellationAgain',
  // Not a §4.2 move's name: what a request for cancellation made on an attendee's page says it did.
  'Cancellation requested': 'action.cancellationRequested',
};

type T = ReturnType<typeof useT>['t'];

/** A §4.2 action's name in the user's language (as written when the catalogue has none for it). */
export const actionLabel = (t: T, action: string) => (ACTION_KEYS[action] ? t(ACTION_KEYS[action]) : action);

/** An attendee's role: "Instructor (lead)", "Delegate". */
export const roleLabel = (t: T, a: { attendeeType: number; instructorType?: string | null }) =>
  a.instructorType ? t('attendeeType.withPart', { role: t(ATTENDEE_TYPE_KEYS[a.attendeeType]!), part: t(INSTRUCTOR_TYPE_KEYS[a.instructorType] ?? a.instructorType) }) : t(ATTENDEE_TYPE_KEYS[a.attendeeType]!);

/** An employee without a known name. */
export const employeeLabel = (t: T, names: Map<number, string>, id: number) => names.get(id) ?? t('employee', { id });

/** Contracts' ATTENDANCE_OPTIONS, said in the user's language. */
export const ATTENDANCE_OPTION_KEYS: Record<string, string> = {
  fullAttendance: 'attendanceOption.fullAttendance',
  lateArriver: 'attendanceOption.lateArriver',
  earlyLeaver: 'attendanceOption.earlyLeaver',
  noShow: 'attendanceOption.noShow',
};

/** Contracts' EVALUATION_RESULTS, said in the user's language. */
export const EVALUATION_RESULT_KEYS: Record<string, string> = { pass: 'evaluationResult.pass', fail: 'evaluationResult.fail', notAssessed: 'evaluationResult.notAssessed' };

/** Contracts' EVALUATION_STATUSES, said in the user's language. */
export const EVALUATION_STATUS_KEYS: Record<string, string> = { pending: 'evaluationStatus.pending', queued: 'evaluationStatus.queued', applied: 'evaluationStatus.applied', notApplied: 'evaluationStatus.notApplied' };

/** Contracts' APPRAISAL_RATINGS (1 to 5), said in the user's language. */
export const APPRAISAL_RATING_KEYS: Record<number, string> = { 1: 'rating.1', 2: 'rating.2', 3: 'rating.3', 4: 'rating.4', 5: 'rating.5' };

/** Contracts' NOTIFICATION_TYPES and EVENT_MESSAGE_TYPES (a message's channel), said in the user's language. */
export const CHANNEL_KEYS: Record<string, string> = { gartan: 'channel.gartan', email: 'channel.email', sms: 'channel.sms', channels: 'channel.channels' };

/** Contracts' MERGE_FIELDS: what each merge field is filled with. */
export const MERGE_FIELD_KEYS: Record<string, string> = {
  firstName: 'mergeField.firstName',
  lastName: 'mergeField.lastName',
  courseName: 'mergeField.courseName',
  courseCode: 'mergeField.courseCode',
  firstDate: 'mergeField.firstDate',
  dates: 'mergeField.dates',
  location: 'mergeField.location',
};
