import type { FastifyInstance } from 'fastify';
import {
  actionPlanEvents,
  employeeCompetencyEvents,
  employeeEvents,
  employeeSubjectAreaEvents,
  fieldChanges,
  trainingEventAttendeeEvents,
  type EntityEvents,
} from '@firecrest/contracts';
import type { TimelineEntry } from '../models/timeline-entry';

/** An owner's entity events that concern one person, and how to find that person in the entity. */
interface TimelineSource {
  name: string;
  events: EntityEvents<{ id: number; lastModifiedDate: string }>;
  employeeOf(entity: Record<string, unknown>): number;
}

/** What the timeline follows; a new owner's events about one person join here. */
export const TIMELINE_SOURCES: TimelineSource[] = [
  { name: 'employee', events: employeeEvents as never, employeeOf: (e) => e.id as number },
  { name: 'competency', events: employeeCompetencyEvents as never, employeeOf: (e) => e.employeeId as number },
  { name: 'subjectArea', events: employeeSubjectAreaEvents as never, employeeOf: (e) => e.employeeId as number },
  { name: 'trainingEventPlace', events: trainingEventAttendeeEvents as never, employeeOf: (e) => e.employeeId as number },
  { name: 'actionPlan', events: actionPlanEvents as never, employeeOf: (e) => e.employeeId as number },
];

/**
 * Keeps each person's timeline from the owners' events (their own group, read from the start, so a new service
 * builds the whole past): one entry per event, with what it changed against the record's previous entry.
 * Idempotent: an entry's id is its record and time, and a replayed event is written once.
 */
export function keepTimeline(fastify: FastifyInstance) {
  const Timeline = fastify.personnel.TimelineEntry;
  const options = { group: 'timeline', fromBeginning: true };
  const write = async (source: string, sourceId: number, at: Date, action: TimelineEntry['action'], employeeId: number, payload: Record<string, unknown> | null) => {
    const previous = await Timeline.findOne({ source, sourceId, at: { $lt: at } }, { payload: 1 }).sort({ at: -1 }).lean();
    const changes = payload ? fieldChanges(previous?.payload ?? null, payload) : [];
    if (action === 'updated' && payload && previous && !changes.length) return; // a write that changed nothing of the person
    await Timeline.updateOne(
      { _id: `${source}:${sourceId}:${at.toISOString()}:${action}` },
      { $setOnInsert: { employeeId, at, source, sourceId, action, payload, changes } },
      { upsert: true },
    );
  };
  for (const { name, events, employeeOf } of TIMELINE_SOURCES) {
    for (const action of ['created', 'updated'] as const) {
      fastify.events.subscribe(events[action], async ({ payload }) => {
        const entity = payload as unknown as Record<string, unknown>;
        await write(name, payload.id, new Date(payload.lastModifiedDate), action, employeeOf(entity), entity);
      }, options);
    }
    fastify.events.subscribe(events.deleted, async ({ payload }) => {
      // The deletion names only the record: its person is the one of its last entry.
      const last = await Timeline.findOne({ source: name, sourceId: payload.id }, { employeeId: 1 }).sort({ at: -1 }).lean();
      if (last) await write(name, payload.id, new Date(payload.lastModifiedDate), 'deleted', last.employeeId, null);
    }, options);
  }
}
