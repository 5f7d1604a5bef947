import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, read } from '@firecrest/portal-kit';
import type { Attendee, Page } from '../../lib/training-types';

/**
 * The event's attendees, read once for the whole page: the attendees tab and the approval queues (whose counts are in
 * the tab labels) show one list, so a status changed in one tab is seen in the others at once: a save that changes
 * attendees invalidates ATTENDEES_API.
 */
export const ATTENDEES_API = '/api/training/training-event-attendees';

export function useEventAttendees(eventId: number | null) {
  const list = useQuery(read<Page<Attendee>>(eventId === null ? null : `${ATTENDEES_API}?trainingEventId=${eventId}&itemsPerPage=500`));
  const attendees = useMemo(() => [...(list.data?.data ?? [])].sort((a, b) => a.attendeeType - b.attendeeType || a.id - b.id), [list.data]);
  return { attendees, loading: list.isFetching };
}
export type EventAttendees = ReturnType<typeof useEventAttendees>;

/** Moves an attendee to another §4.2 status; the server checks the move against the shared transition table. */
export function putAttendeeStatus(a: Attendee, statusId: number) {
  const body = { trainingEventId: a.trainingEventId, employeeId: a.employeeId, attendeeType: a.attendeeType, instructorType: a.instructorType ?? null, statusId };
  return api.put(`${ATTENDEES_API}/${a.id}`, body);
}
