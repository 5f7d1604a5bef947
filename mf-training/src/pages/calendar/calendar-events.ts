import type { TrainingEventBody } from '@firecrest/contracts';
import type { TrainingEvent } from '../../lib/training-types';

/** A planner row as the calendar needs it (the search's answer). */
export interface CalendarRow {
  id: number;
  trainingType: 1 | 2;
  course: { code: string; name: string };
  dates: { startTime: string; endTime: string }[];
  status: 1 | 2 | 3;
}

/** A calendar legend entry (§2.3 calendar-legend-list): the colour of one type of event. */
export interface LegendItem {
  id: number;
  name: string;
  type?: string;
  colour?: string;
}

/** Colours when the legend names none for a type of event. */
const FALLBACK: Record<string, string> = { trainingCentreCourse: '#1677ff', onStationTraining: '#13a8a8', complete: '#52c41a', cancelled: '#8c8c8c' };

/** The legend type an event is coloured by: its status once complete or cancelled, its training type while pending. */
export const legendTypeOf = (e: Pick<CalendarRow, 'status' | 'trainingType'>) =>
  e.status === 2 ? 'complete' : e.status === 3 ? 'cancelled' : e.trainingType === 1 ? 'onStationTraining' : 'trainingCentreCourse';

export function colourOf(e: Pick<CalendarRow, 'status' | 'trainingType'>, legend: LegendItem[]): string {
  const type = legendTypeOf(e);
  return legend.find((l) => l.type === type)?.colour ?? FALLBACK[type]!;
}

/** One calendar entry per date of an event (a course over three days is three entries), with what a move needs. */
export function calendarEntries(rows: CalendarRow[], legend: LegendItem[], movable: (row: CalendarRow) => boolean, focusId?: number) {
  return rows.flatMap((e) =>
    e.dates.map((d, index) => ({
      id: `${e.id}:${index}`,
      title: `${e.course.code ? `${e.course.code} ` : ''}${e.course.name}`,
      start: d.startTime,
      end: d.endTime,
      color: colourOf(e, legend),
      startEditable: movable(e),
      durationEditable: false,
      // The event a calendar was opened for (its /calendar sub-route) stands out with a dark border.
      ...(e.id === focusId ? { borderColor: '#000000' } : {}),
      extendedProps: { eventId: e.id, dateIndex: index },
    })),
  );
}

/**
 * The body that moves one date of a stored event (drag to reschedule): the event as stored, with that date's start
 * and end replaced and the dates in order; the server checks it as it checks the form.
 */
export function movedEventBody(e: TrainingEvent, dateIndex: number, start: Date, end: Date): TrainingEventBody {
  const dates = e.dates.map((d, i) => (i === dateIndex ? { startTime: start.toISOString(), endTime: end.toISOString() } : d)).sort((a, b) => a.startTime.localeCompare(b.startTime));
  return {
    trainingType: e.trainingType,
    course: e.course,
    dates,
    trainingLocationIds: e.trainingLocationIds,
    onStationEvent: e.onStationEvent,
    staffGroupId: e.staffGroupId ?? null,
    rosterId: e.rosterId ?? null,
    watchId: e.watchId ?? null,
    status: e.status,
    competencyIds: e.competencyIds,
    comment: e.comment,
    cancellationReasonId: e.cancellationReasonId ?? null,
    publicEvent: e.publicEvent ?? false,
    minPlaces: e.minPlaces,
    maxPlaces: e.maxPlaces,
    leadInstructors: e.leadInstructors ?? null,
    assistantInstructors: e.assistantInstructors ?? null,
    courseTemplateId: e.courseTemplateId ?? null,
  };
}
