import type { ReportDefinition, Row } from '../report-definition';
import { EVENT_STATUS_LABELS, eventFilter } from './event-rows';

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
      const filter = await eventFilter(ctx);
      return Promise.all(
        Object.entries(EVENT_STATUS_LABELS).map(async ([status, label]): Promise<Row> => {
          const events = await ctx.views.TrainingEventView.find({ $and: [filter, { status: Number(status) }] }, { attendeeIds: 1 }).lean();
          return { status: label, events: events.length, attendees: events.reduce((n, e) => n + (e.attendeeIds ?? []).length, 0) };
        }),
      );
    },
  },
};
