import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { API_CONSTANTS, TAKING_PART_STATUSES, type AttendanceListEvent } from '@firecrest/contracts';
import { errorOf, read } from '@firecrest/portal-kit';
import type { Attendee, Page } from '../../../lib/training-types';

export const LISTS_API = '/api/training/training-event-attendance-lists';
export const EVALUATIONS_API = '/api/training/training-event-evaluations';
export const APPRAISALS_API = '/api/training/training-event-appraisals';

/** The event's attendance lists, one per date, in date order. */
export function useAttendanceLists(eventId: number) {
  const fetched = useQuery(read<Page<AttendanceListEvent>>(`${LISTS_API}?trainingEventId=${eventId}&itemsPerPage=500`));
  const lists = useMemo(() => [...(fetched.data?.data ?? [])].sort((a, b) => a.date.localeCompare(b.date)), [fetched.data]);
  return { lists, loading: fetched.isFetching, error: errorOf(fetched) };
}

/** A record of the event's (evaluations, appraisals), read whole: an event holds at most a few hundred. A save invalidates `url`. */
export function useEventRecords<T>(url: string, eventId: number) {
  const fetched = useQuery(read<Page<T>>(`${url}?trainingEventId=${eventId}&itemsPerPage=500`));
  return { records: fetched.data?.data ?? [], loading: fetched.isFetching };
}

/** Who takes part (delegates, instructors, FDOs holding a confirmed place): the ones registers and lists record. */
export const takingPart = (attendees: Attendee[]) => attendees.filter((a) => TAKING_PART_STATUSES.includes(a.statusId));
export const confirmedDelegates = (attendees: Attendee[]) => takingPart(attendees).filter((a) => a.attendeeType === API_CONSTANTS.TrainingEventAttendeeType.Delegate);

/** `details/12` → 12, or null. */
export const detailsId = (rest: string) => {
  const m = /^details\/(\d+)$/.exec(rest);
  return m ? Number(m[1]) : null;
};
