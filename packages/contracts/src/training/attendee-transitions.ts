import { API_CONSTANTS } from '../api-constants';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
export type AttendeeStatusId = (typeof S)[keyof typeof S];

/** Status names as the portal shows them (§4.2), by §4.1 number. */
export const ATTENDEE_STATUS_LABELS: Record<number, string> = {
  [S.Nominated]: 'Nominated',
  [S.Confirmed]: 'Confirmed',
  [S.Rejected]: 'Rejected',
  [S.Applied]: 'Applied',
  [S.ApplicationRejected]: 'Application rejected',
  [S.Invited]: 'Invited',
  [S.PendingCancellation]: 'Pending cancellation',
  [S.CancellationRejected]: 'Cancellation rejected',
  [S.Canceled]: 'Canceled',
};

/** The statuses a new attendee may start in: put on the event, confirmed at once, applied for, or invited. */
export const ATTENDEE_START_STATUSES: readonly number[] = [S.Nominated, S.Confirmed, S.Applied, S.Invited];

/** Statuses that hold a place on the event (count towards maximum places and instructor numbers). */
export const PLACE_HOLDING_STATUSES: readonly number[] = [S.Nominated, S.Confirmed, S.Applied, S.Invited, S.PendingCancellation, S.CancellationRejected];
/**
 * Who takes part in an event, and so is on its attendance lists, register and evaluations: a confirmed place, also while
 * its cancellation is asked for and after a cancellation is refused (issue 34: those delegates kept their place yet
 * vanished from the lists).
 */
export const TAKING_PART_STATUSES: readonly number[] = [S.Confirmed, S.PendingCancellation, S.CancellationRejected];

/** §4.2 workflow: from each status, where an attendee may go (and the action the portal names it by). */
export const ATTENDEE_TRANSITIONS: Record<number, { to: number; action: string }[]> = {
  [S.Nominated]: [{ to: S.Confirmed, action: 'Confirm' }, { to: S.Rejected, action: 'Reject' }],
  [S.Confirmed]: [{ to: S.PendingCancellation, action: 'Request cancellation' }],
  [S.Rejected]: [{ to: S.Nominated, action: 'Nominate again' }],
  [S.Applied]: [{ to: S.Confirmed, action: 'Approve' }, { to: S.ApplicationRejected, action: 'Reject application' }, { to: S.Canceled, action: 'Withdraw application' }],
  [S.ApplicationRejected]: [{ to: S.Applied, action: 'Apply again' }],
  [S.Invited]: [{ to: S.Confirmed, action: 'Accept invitation' }, { to: S.Rejected, action: 'Decline invitation' }, { to: S.Canceled, action: 'Withdraw invitation' }],
  [S.PendingCancellation]: [{ to: S.Canceled, action: 'Approve cancellation' }, { to: S.CancellationRejected, action: 'Reject cancellation' }],
  [S.CancellationRejected]: [{ to: S.PendingCancellation, action: 'Request cancellation again' }],
  [S.Canceled]: [{ to: S.Nominated, action: 'Nominate again' }],
};

/**
 * §4.2: cancellation (a request for it, or cancelling outright) is blocked once a request is already approved,
 * nominated, confirmed or rejected; one message per case.
 */
export const CANCELLATION_BLOCKED: Record<number, string> = {
  [S.Canceled]: 'The cancellation has already been approved.',
  [S.Nominated]: 'A nominated attendee cannot be cancelled: reject the nomination instead.',
  [S.Confirmed]: 'A confirmed place cannot be cancelled outright: request the cancellation first.',
  [S.Rejected]: 'The place has already been rejected; there is nothing to cancel.',
  [S.ApplicationRejected]: 'The application has already been rejected; there is nothing to cancel.',
  [S.PendingCancellation]: 'A cancellation has already been requested for this attendee.',
};

/** Why an attendee may not move from one status to another, or null when the §4.2 workflow allows it. */
export function attendeeTransitionProblem(from: number, to: number): string | null {
  if (from === to) return null;
  if (ATTENDEE_TRANSITIONS[from]?.some((t) => t.to === to)) return null;
  if ((to === S.Canceled || to === S.PendingCancellation) && CANCELLATION_BLOCKED[from]) return CANCELLATION_BLOCKED[from];
  return `An attendee cannot go from ${ATTENDEE_STATUS_LABELS[from] ?? from} to ${ATTENDEE_STATUS_LABELS[to] ?? to}.`;
}
