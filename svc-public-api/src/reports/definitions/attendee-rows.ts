import { ATTENDEE_STATUS_LABELS } from '@firecrest/contracts';
import { allOf, byIds } from '@firecrest/service-kit';
import type { TrainingEventAttendeeView } from '../../models/training-event-views';
import type { ReportContext, Row } from '../report-definition';
import { peopleConditions } from '../report-scope';
import { personName, stationLabels } from './station-label';

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** The event-date window of the filters, as a condition on the attendee's copy of its event's first day. */
export function eventDateWindow(ctx: ReportContext) {
  const { from, to } = ctx.filters;
  if (!from && !to) return {};
  return { eventFirstDate: { ...(from ? { $gte: new Date(`${from}T00:00:00.000Z`) } : {}), ...(to ? { $lte: new Date(`${to}T23:59:59.999Z`) } : {}) } };
}

/**
 * Attendees of the report: of its people (stations, staff groups, roles), on events of the course named, in its
 * statuses; a scoped caller sees their people's and those on events held at their locations, as the lists do.
 */
export async function attendeeFilter(ctx: ReportContext, extra: object = {}): Promise<Record<string, unknown>> {
  const and: Record<string, unknown>[] = [{ deleted: false, ...eventDateWindow(ctx), ...extra }];
  and.push(...(await peopleConditions(ctx)));
  if (ctx.filters.attendeeStatusIds?.length) and.push({ statusId: { $in: ctx.filters.attendeeStatusIds } });
  if (ctx.filters.courseName) {
    const pattern = new RegExp(ctx.filters.courseName.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    and.push({ trainingEventId: { $in: (await ctx.views.TrainingEventView.find({ courseNameLower: pattern }, { _id: 1 }).lean()).map((e) => e._id) } });
  }
  if (ctx.scope !== null) {
    const held = await ctx.views.TrainingEventView.find({ trainingLocationIds: { $in: ctx.scope } }, { _id: 1 }).lean();
    and.push({ $or: [{ employeeStationIds: { $in: ctx.scope } }, { trainingEventId: { $in: held.map((e) => e._id) } }] });
  }
  return allOf(...and);
}

/** One row per attendee: the event's course and first day, the person, their station, their status. */
export async function attendeeRows(attendees: TrainingEventAttendeeView[], ctx: ReportContext): Promise<Row[]> {
  const [events, people] = await Promise.all([
    // byIds: nothing asked of the store for an empty page (an empty $in reads the whole view on FerretDB)
    byIds(ctx.views.TrainingEventView, attendees.map((a) => a.trainingEventId), { course: 1, trainingLocationIds: 1 }),
    byIds(ctx.views.EmployeeView, attendees.map((a) => a.employeeId), { firstName: 1, lastName: 1, gartanId: 1, primaryStationId: 1 }),
  ]);
  const eventById = new Map(events.map((e) => [e._id, e]));
  const personById = new Map(people.map((p) => [p._id, p]));
  const locations = await stationLabels(ctx, [...people.map((p) => p.primaryStationId), ...events.flatMap((e) => e.trainingLocationIds)]);
  return attendees.map((a) => {
    const event = eventById.get(a.trainingEventId);
    const person = personById.get(a.employeeId);
    return {
      date: day(a.eventFirstDate),
      course: event ? `${event.course.code} ${event.course.name}`.trim() : `Event ${a.trainingEventId}`,
      location: event?.trainingLocationIds.map((id) => locations.get(id) ?? `Location ${id}`).join(', ') || null,
      employee: personName(person, a.employeeId),
      gartanId: person?.gartanId || null,
      station: person?.primaryStationId ? (locations.get(person.primaryStationId) ?? `Station ${person.primaryStationId}`) : null,
      status: ATTENDEE_STATUS_LABELS[a.statusId] ?? `Status ${a.statusId}`,
      cancellationRequested: day(a.dateCancellationRequested),
    };
  });
}
