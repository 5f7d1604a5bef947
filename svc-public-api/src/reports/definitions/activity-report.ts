import type { ReportDefinition, Row } from '../report-definition';
import { EVENT_STATUS_LABELS, courseStatusCounts } from './event-rows';

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
      const byCourse = new Map<string, Row & { events: number; complete: number; cancelled: number; days: number; attendees: number }>();
      for (const c of await courseStatusCounts(ctx)) {
        const row = byCourse.get(c.course) ?? { course: c.course, events: 0, complete: 0, cancelled: 0, days: 0, attendees: 0 };
        row.events += c.events;
        if (EVENT_STATUS_LABELS[c.status] === 'Complete') row.complete += c.events;
        if (EVENT_STATUS_LABELS[c.status] === 'Cancelled') row.cancelled += c.events;
        row.days += c.days;
        row.attendees += c.attendees;
        byCourse.set(c.course, row);
      }
      return [...byCourse.values()];
    },
  },
};
