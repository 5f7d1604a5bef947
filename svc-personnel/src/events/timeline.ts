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
import { insertRunOrEach } from '@firecrest/service-kit';
import type { TimelineEntry } from '../models/timeline-entry';

/** An owner's entity events that concern one person, and how to find that person in the entity. */
interface TimelineSource {
  name: string;
  events: EntityEvents<{ id: number; lastModifiedDate: string }>;
  employeeOf(entity: Record<string, unknown>): number;
}

/** The person of a deletion read before any event of its record (no employee has id 0). */
const NOBODY = 0;

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
    // Created, updated and deleted are topics of their own, read side by side: a later event of the record may have
    // come first, and what it changed is then measured from this one.
    const next = payload ? await Timeline.findOne({ source, sourceId, at: { $gt: at } }, { payload: 1 }).sort({ at: 1 }).lean() : null;
    if (next?.payload) await Timeline.updateOne({ _id: next._id }, { $set: { changes: fieldChanges(payload, next.payload) } });
    if (payload) await claimDeletions(source, [[sourceId, employeeId]]);
  };
  /** A deletion read before its record's first event waits under NOBODY; the record's events name its person. */
  const claimDeletions = async (source: string, records: [number, number][]) => {
    const waiting = await Timeline.find({ source, sourceId: { $in: records.map(([id]) => id) }, employeeId: NOBODY }, { sourceId: 1 }).lean();
    const owner = new Map(records);
    for (const w of waiting) await Timeline.updateOne({ _id: w._id }, { $set: { employeeId: owner.get(w.sourceId) } });
  };
  /**
   * A run of events (a bulk load, a replay from the start) in one read of the records' last entries and one insert:
   * 100,000 employees are not 200,000 round trips. An event older than its record's last entry takes the one-by-one way.
   */
  const writeRun = async (source: TimelineSource, action: 'created' | 'updated', run: Record<string, unknown>[]) => {
    const ids = [...new Set(run.map((e) => e.id as number))];
    const last = new Map<number, { at: Date; payload: Record<string, unknown> | null }>();
    for (const row of await Timeline.find({ source: source.name, sourceId: { $in: ids } }, { sourceId: 1, at: 1, payload: 1 }).sort({ at: 1 }).lean()) last.set(row.sourceId, row);
    const entries: (Omit<TimelineEntry, '_id'> & { _id: string })[] = [];
    for (const entity of run) {
      const [sourceId, at] = [entity.id as number, new Date(entity.lastModifiedDate as string)];
      const previous = last.get(sourceId);
      if (previous && previous.at > at) {
        await write(source.name, sourceId, at, action, source.employeeOf(entity), entity);
        continue;
      }
      const changes = fieldChanges(previous?.payload ?? null, entity);
      if (action === 'updated' && previous && !changes.length) continue;
      entries.push({ _id: `${source.name}:${sourceId}:${at.toISOString()}:${action}`, employeeId: source.employeeOf(entity), at, source: source.name, sourceId, action, payload: entity, changes });
      last.set(sourceId, { at, payload: entity });
    }
    await insertRunOrEach(
      entries,
      (all) => Timeline.collection.insertMany(all as never[], { ordered: false }),
      ({ _id, ...entry }) => Timeline.updateOne({ _id }, { $setOnInsert: entry }, { upsert: true }).then(() => undefined),
    );
    await claimDeletions(source.name, entries.map((e) => [e.sourceId, e.employeeId]));
  };
  for (const source of TIMELINE_SOURCES) {
    const { name, events, employeeOf } = source;
    for (const action of ['created', 'updated'] as const) {
      fastify.events.subscribe(
        events[action],
        async ({ payload }) => {
          const entity = payload as unknown as Record<string, unknown>;
          await write(name, payload.id, new Date(payload.lastModifiedDate), action, employeeOf(entity), entity);
        },
        { ...options, batch: (run) => writeRun(source, action, run.map((e) => e.payload as unknown as Record<string, unknown>)) },
      );
    }
    fastify.events.subscribe(events.deleted, async ({ payload }) => {
      // The deletion names only the record: its person is the one of its last entry (none yet: NOBODY, claimed later).
      const last = await Timeline.findOne({ source: name, sourceId: payload.id }, { employeeId: 1 }).sort({ at: -1 }).lean();
      await write(name, payload.id, new Date(payload.lastModifiedDate), 'deleted', last?.employeeId ?? NOBODY, null);
    }, options);
  }
}
