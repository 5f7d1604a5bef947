import type { ReportDefinition } from '../report-definition';
import { EVENT_STATUS_LABELS, courseStatusCounts } from './event-rows';

export const eventsStatusReport: ReportDefinition = {
  path: 'training/events-status',
  title: 'Events status',
  question: 'How many training events are pending, complete or cancelled in the period?',
  filters: ['from', 'to', 'stationIds', 'courseName'],
  columns: [
    { key: 'status', title: 'Status', type: 'text' },
    { key: 'events', title: 'Events', type: 'number' },
    { key: 'attendees', title: 'Attendees', type: 'number' },
  ],
  defaultSort: { key: 'status', order: 'asc' },
  chart: { type: 'pie', x: 'status', value: 'events' },
  emptyText: 'No training events in these dates.',
  source: {
    kind: 'summary',
    async rows(ctx) {
      const counts = await courseStatusCounts(ctx);
      return Object.entries(EVENT_STATUS_LABELS).map(([status, label]) => {
        const of = counts.filter((c) => c.status === Number(status));
        return { status: label, events: of.reduce((n, c) => n + c.events, 0), attendees: of.reduce((n, c) => n + c.attendees, 0) };
      });
    },
  },
};
