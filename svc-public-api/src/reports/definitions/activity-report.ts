import type { ReportDefinition, Row } from '../report-definition';
import { EVENT_STATUS_LABELS, eventFilter } from './event-rows';

export const activityReport: ReportDefinition = {
  path: 'training/activity-report',
  title: 'Activity report',
  question: 'What training did we deliver in the period: how many events and places per course, and how many were cancelled?',
  filters: ['from', 'to', 'stationIds', 'courseName'],
  columns: [
    { key: 'course', title: 'Course', type: 'text', width: 36 },
    { key: 'events', title: 'Events', type: 'number' },
    { key: 'complete', title: 'Complete', type: 'number' },
    { key: 'cancelled', title: 'Cancelled', type: 'number' },
    { key: 'days', title: 'Training days', type: 'number' },
    { key: 'attendees', title: 'Attendees', type: 'number' },
  ],
  defaultSort: { key: 'events', order: 'desc' },
  chart: { type: 'bar', x: 'course', series: ['complete', 'cancelled'] },
  emptyText: 'No training events in these dates.',
  source: {
    kind: 'summary',
    async rows(ctx) {
      const events = await ctx.views.TrainingEventView.find(await eventFilter(ctx), { course: 1, status: 1, dates: 1, attendeeIds: 1 }).lean();
      const byCourse = new Map<string, Row & { events: number; complete: number; cancelled: number; days: number; attendees: number }>();
      for (const e of events) {
        const course = `${e.course.code} ${e.course.name}`.trim();
        const row = byCourse.get(course) ?? { course, events: 0, complete: 0, cancelled: 0, days: 0, attendees: 0 };
        row.events++;
        if (EVENT_STATUS_LABELS[e.status] === 'Complete') row.complete++;
        if (EVENT_STATUS_LABELS[e.status] === 'Cancelled') row.cancelled++;
        row.days += e.dates.length;
        row.attendees += (e.attendeeIds ?? []).length; // none booked: no attendeeIds in the upserted view
        byCourse.set(course, row);
      }
      return [...byCourse.values()];
    },
  },
};
