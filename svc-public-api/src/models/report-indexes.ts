import { trainingEventAttendeeViewSchema, trainingEventViewSchema } from './training-event-views';

/**
 * Indexes the reports' list queries need on views the projection defines elsewhere, declared here beside the
 * reports (imported by models/index.ts before the views are compiled). The attendance register and training history
 * filter attendees on `deleted` and their status, sorted by their event's first day then id: one index holds the
 * sort and the filtered fields, so a first page and its count are read from index entries (docs/decisions.md
 * "Read-model list indexes"), not by sorting every attendee.
 */
trainingEventAttendeeViewSchema.index({ eventFirstDate: 1, _id: 1, deleted: 1, statusId: 1 });
// The delegate cancellation log: the same filtered fields, newest request first.
trainingEventAttendeeViewSchema.index({ dateCancellationRequested: 1, _id: 1, deleted: 1, statusId: 1 });
// The training planner and course details reports: events by first day, not deleted.
trainingEventViewSchema.index({ firstDate: 1, _id: 1, deleted: 1 });
