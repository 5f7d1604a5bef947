import type { TrainingEventBody } from '@firecrest/contracts';
import { dayOf, instant, timeOf } from '../../lib/dates';
import type { TrainingEvent } from '../../lib/training-types';

export interface DateRow {
  day?: string;
  start?: string;
  end?: string;
}

export interface EventValues {
  trainingType: 1 | 2;
  courseCode?: string;
  courseName: string;
  courseTemplateId?: number | null;
  trainingLocationIds?: number[];
  staffGroupId?: number | null;
  rosterId?: number | null;
  watchId?: number | null;
  minPlaces?: number | null;
  maxPlaces?: number | null;
  leadInstructors?: number | null;
  assistantInstructors?: number | null;
  publicEvent?: boolean;
  comment?: string;
  competencyIds?: number[];
  dates?: DateRow[];
}

/** The stored event as the form shows it (dates as a day and two times, in local time). */
export const eventValues = (e: TrainingEvent): EventValues => ({
  trainingType: e.trainingType,
  courseCode: e.course.code,
  courseName: e.course.name,
  courseTemplateId: e.courseTemplateId ?? null,
  trainingLocationIds: e.trainingLocationIds,
  staffGroupId: e.staffGroupId ?? null,
  rosterId: e.rosterId ?? null,
  watchId: e.watchId ?? null,
  minPlaces: e.minPlaces,
  maxPlaces: e.maxPlaces,
  leadInstructors: e.leadInstructors ?? null,
  assistantInstructors: e.assistantInstructors ?? null,
  publicEvent: e.publicEvent ?? false,
  comment: e.comment,
  competencyIds: e.competencyIds,
  dates: e.dates.map((d) => ({ day: dayOf(d.startTime), start: timeOf(d.startTime), end: timeOf(d.endTime) })),
});

/** Form values to the body of `PUT/POST /training/training-events` (the schema in contracts). */
export function eventBody(v: EventValues, status: 1 | 2 | 3 = 1, cancellation?: { comment: string; cancellationReasonId: number }): TrainingEventBody {
  const onStation = v.trainingType === 1;
  return {
    trainingType: v.trainingType,
    course: { code: (v.courseCode ?? '').trim(), name: v.courseName.trim() },
    dates: (v.dates ?? []).filter((d) => d.day && d.start && d.end).map((d) => ({ startTime: instant(d.day!, d.start!), endTime: instant(d.day!, d.end!) })),
    trainingLocationIds: v.trainingLocationIds ?? [],
    onStationEvent: onStation,
    staffGroupId: onStation ? (v.staffGroupId ?? null) : null,
    rosterId: onStation ? (v.rosterId ?? null) : null,
    watchId: onStation ? (v.watchId ?? null) : null,
    status,
    competencyIds: v.competencyIds ?? [],
    comment: cancellation?.comment ?? v.comment ?? '',
    cancellationReasonId: cancellation?.cancellationReasonId ?? null,
    publicEvent: v.publicEvent ?? false,
    minPlaces: v.minPlaces ?? 0,
    maxPlaces: v.maxPlaces ?? 0,
    leadInstructors: v.leadInstructors ?? null,
    assistantInstructors: v.assistantInstructors ?? null,
    courseTemplateId: v.courseTemplateId ?? null,
  };
}
