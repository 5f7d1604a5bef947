import { API_CONSTANTS } from '@firecrest/contracts';
import { allOf } from '@firecrest/service-kit';
import type { TrainingEventView } from '../../models/training-event-views';
import type { ReportContext, Row } from '../report-definition';
import { readEventCounts, type CourseStatusCount } from '../event-counts';
import { reportStations, visibleEventIds } from '../report-scope';
import { stationLabels } from './station-label';

const S = API_CONSTANTS.TrainingEventStatus;
export const EVENT_STATUS_LABELS: Record<number, string> = { [S.Pending]: 'Pending', [S.Complete]: 'Complete', [S.Canceled]: 'Cancelled' };
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/**
 * Training events of the report: starting within the dates, held at its stations (as training locations), of the
 * course named; a scoped caller sees those held at their locations or attended by their people, as the lists do.
 */
export async function eventFilter(ctx: ReportContext, fromDefault?: string): Promise<Record<string, unknown>> {
  const and: Record<string, unknown>[] = [{ deleted: false }];
  const from = ctx.filters.from ?? fromDefault;
  if (from || ctx.filters.to) {
    and.push({ firstDate: { ...(from ? { $gte: new Date(`${from}T00:00:00.000Z`) } : {}), ...(ctx.filters.to ? { $lte: new Date(`${ctx.filters.to}T23:59:59.999Z`) } : {}) } });
  }
  if (ctx.filters.stationIds?.length) and.push({ trainingLocationIds: { $in: reportStations({ ...ctx, scope: null })! } });
  if (ctx.filters.courseName) and.push({ courseNameLower: new RegExp(ctx.filters.courseName.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  const visible = await visibleEventIds(ctx);
  if (visible) and.push({ _id: { $in: visible } });
  return allOf(...and);
}

/**
 * The report's events counted per course and status: from the kept counts (reports/event-counts.ts); a scoped
 * caller's events (held at their locations or attended by their people) are read one by one, as the lists see them.
 */
export async function courseStatusCounts(ctx: ReportContext): Promise<CourseStatusCount[]> {
  if (ctx.scope === null) return readEventCounts(ctx.views, ctx.filters);
  const events = await ctx.views.TrainingEventView.find(await eventFilter(ctx), { course: 1, status: 1, dates: 1, attendeeIds: 1 }).lean();
  return events.map((e) => ({
    course: `${e.course.code} ${e.course.name}`.trim(),
    status: e.status,
    events: 1,
    days: e.dates.length,
    attendees: (e.attendeeIds ?? []).length, // none booked: no attendeeIds in the upserted view
  }));
}

/** One row per event: its course, dates, locations, status and places. */
export async function eventRows(events: TrainingEventView[], ctx: ReportContext): Promise<Row[]> {
  const locations = await stationLabels(ctx, events.flatMap((e) => e.trainingLocationIds));
  return events.map((e) => ({
    date: day(e.firstDate),
    lastDate: day(e.lastDate),
    course: `${e.course.code} ${e.course.name}`.trim(),
    location: e.trainingLocationIds.map((id) => locations.get(id) ?? `Location ${id}`).join(', ') || null,
    status: EVENT_STATUS_LABELS[e.status] ?? `Status ${e.status}`,
    days: e.dates.length,
    places: e.maxPlaces,
    // A view upserted from the event before anyone booked has no attendeeIds (as events/copies.ts reads it too).
    booked: (e.attendeeIds ?? []).length,
    free: Math.max(0, e.maxPlaces - (e.attendeeIds ?? []).length),
    competencies: e.competencyIds.length,
  }));
}
