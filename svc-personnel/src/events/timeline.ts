import type { FastifyInstance } from 'fastify';
import {
  actionPlanEvents,
  activityReportEvents,
  employeeAttachmentEvents,
  employeeCompetencyEvents,
  employeeCpdEvents,
  employeeEvents,
  employeeNoteEvents,
  employeeSubjectAreaEvents,
  fieldChanges,
  trainingEventAttendeeEvents,
  type ActivityReportEvent,
  type EntityEvents,
} from '@firecrest/contracts';
import { insertRunOrEach } from '@firecrest/service-kit';
import type { TimelineEntry } from '../models/timeline-entry';

type Entity = Record<string, unknown>;
/** One person's share of an event: who, and what of the entity concerns them. */
interface Share {
  employeeId: number;
  payload: Entity;
}

/** An owner's entity events that concern people, and how to find each person's share of an entity. */
interface TimelineSource {
  name: string;
  events: EntityEvents<{ id: number; lastModifiedDate: string }>;
  shares(entity: Entity): Share[];
  /** One event is an entry per person (a report naming a crew): the entry's id and the record's history are per person. */
  shared?: boolean;
}

/** The person of a deletion read before any event of its record (no employee has id 0). */
const NOBODY = 0;

/** A record of one person, whole. */
const ofOne = (employeeOf: (e: Entity) => number) => (e: Entity): Share[] => [{ employeeId: employeeOf(e), payload: e }];
const byEmployeeId = ofOne((e) => e.employeeId as number);

/** An activity report as each person of its crew sees it: their own activity and outcomes, the report's status. */
export function activityReportShares(entity: Entity): Share[] {
  const report = entity as unknown as ActivityReportEvent;
  const people = [...new Set(report.activities.map((a) => a.employeeId))];
  return people.map((employeeId) => ({
    employeeId,
    payload: {
      ...entity,
      activities: report.activities.filter((a) => a.employeeId === employeeId),
      evaluation: report.evaluation && { ...report.evaluation, outcomes: report.evaluation.outcomes.filter((o) => o.employeeId === employeeId) },
    },
  }));
}

/** What the timeline follows; a new owner's events about people join here. */
export const TIMELINE_SOURCES: TimelineSource[] = [
  { name: 'employee', events: employeeEvents as never, shares: ofOne((e) => e.id as number) },
  { name: 'competency', events: employeeCompetencyEvents as never, shares: byEmployeeId },
  { name: 'subjectArea', events: employeeSubjectAreaEvents as never, shares: byEmployeeId },
  { name: 'trainingEventPlace', events: trainingEventAttendeeEvents as never, shares: byEmployeeId },
  { name: 'actionPlan', events: actionPlanEvents as never, shares: byEmployeeId },
  { name: 'activityReport', events: activityReportEvents as never, shares: activityReportShares, shared: true },
  { name: 'note', events: employeeNoteEvents as never, shares: byEmployeeId },
  { name: 'cpd', events: employeeCpdEvents as never, shares: byEmployeeId },
  { name: 'attachment', events: employeeAttachmentEvents as never, shares: byEmployeeId },
];

/** The author an event names (kept as the entry's `by`, not as a changed field). */
function authored(payload: Entity): { by: string; payload: Entity } {
  const { lastModifiedBy, ...rest } = payload;
  return { by: typeof lastModifiedBy === 'string' ? lastModifiedBy : '', payload: rest };
}

/**
 * Keeps each person's timeline from the owners' events (their own group, read from the start, so a new service
 * builds the whole past): one entry per event, with what it changed against the record's previous entry.
 * Idempotent: an entry's id is its record and time, and a replayed event is written once.
 */
export function keepTimeline(fastify: FastifyInstance) {
  const Timeline = fastify.personnel.TimelineEntry;
  const options = { group: 'timeline', fromBeginning: true };
  /** A record's entries: one person's, when one event is an entry per person. */
  const ofRecord = (source: TimelineSource, sourceId: number, employeeId: number) => ({ source: source.name, sourceId, ...(source.shared ? { employeeId } : {}) });
  const entryId = (source: TimelineSource, sourceId: number, at: Date, action: TimelineEntry['action'], employeeId: number) =>
    `${source.name}:${sourceId}:${at.toISOString()}:${action}${source.shared ? `:${employeeId}` : ''}`;
  const write = async (source: TimelineSource, sourceId: number, at: Date, action: TimelineEntry['action'], employeeId: number, event: Entity | null) => {
    const { by, payload } = event ? authored(event) : { by: '', payload: null };
    const record = ofRecord(source, sourceId, employeeId);
    const previous = await Timeline.findOne({ ...record, at: { $lt: at } }, { payload: 1 }).sort({ at: -1 }).lean();
    const changes = payload ? fieldChanges(previous?.payload ?? null, payload) : [];
    if (action === 'updated' && payload && previous && !changes.length) return; // a write that changed nothing of the person
    // Created, updated and deleted are topics of their own, read side by side: a later event of the record may have
    // come first, and what it changed is then measured from this one (before this entry shows, so no reader sees the
    // later one measured from nothing). An update that, measured so, changed nothing of the person is no entry.
    const next = payload ? await Timeline.findOne({ ...record, at: { $gt: at } }, { payload: 1, action: 1 }).sort({ at: 1 }).lean() : null;
    if (next?.payload) {
      const nextChanges = fieldChanges(payload, next.payload);
      if (!nextChanges.length && next.action === 'updated') await Timeline.deleteOne({ _id: next._id });
      else await Timeline.updateOne({ _id: next._id }, { $set: { changes: nextChanges } });
    }
    await Timeline.updateOne(
      { _id: entryId(source, sourceId, at, action, employeeId) },
      { $setOnInsert: { employeeId, at, source: source.name, sourceId, action, payload, changes, by } },
      { upsert: true },
    );
    if (payload) await claimDeletions(source.name, [[sourceId, employeeId]]);
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
  const writeRun = async (source: TimelineSource, action: 'created' | 'updated', run: Entity[]) => {
    const ids = [...new Set(run.map((e) => e.id as number))];
    const key = (sourceId: number, employeeId: number) => (source.shared ? `${sourceId}:${employeeId}` : String(sourceId));
    const last = new Map<string, { at: Date; payload: Entity | null }>();
    for (const row of await Timeline.find({ source: source.name, sourceId: { $in: ids } }, { sourceId: 1, employeeId: 1, at: 1, payload: 1 }).sort({ at: 1 }).lean()) {
      last.set(key(row.sourceId, row.employeeId), row);
    }
    const entries: (Omit<TimelineEntry, '_id'> & { _id: string })[] = [];
    for (const entity of run) {
      const [sourceId, at] = [entity.id as number, new Date(entity.lastModifiedDate as string)];
      for (const share of source.shares(entity)) {
        const previous = last.get(key(sourceId, share.employeeId));
        if (previous && previous.at > at) {
          await write(source, sourceId, at, action, share.employeeId, share.payload);
          continue;
        }
        const { by, payload } = authored(share.payload);
        const changes = fieldChanges(previous?.payload ?? null, payload);
        if (action === 'updated' && previous && !changes.length) continue;
        entries.push({ _id: entryId(source, sourceId, at, action, share.employeeId), employeeId: share.employeeId, at, source: source.name, sourceId, action, payload, changes, by });
        last.set(key(sourceId, share.employeeId), { at, payload });
      }
    }
    await insertRunOrEach(
      entries,
      (all) => Timeline.collection.insertMany(all as never[], { ordered: false }),
      ({ _id, ...entry }) => Timeline.updateOne({ _id }, { $setOnInsert: entry }, { upsert: true }).then(() => undefined),
    );
    await claimDeletions(source.name, entries.map((e) => [e.sourceId, e.employeeId]));
  };
  for (const source of TIMELINE_SOURCES) {
    const { events } = source;
    for (const action of ['created', 'updated'] as const) {
      fastify.events.subscribe(
        events[action],
        async ({ payload }) => {
          const entity = payload as unknown as Entity;
          for (const share of source.shares(entity)) await write(source, payload.id, new Date(payload.lastModifiedDate), action, share.employeeId, share.payload);
        },
        { ...options, batch: (run) => writeRun(source, action, run.map((e) => e.payload as unknown as Entity)) },
      );
    }
    fastify.events.subscribe(events.deleted, async ({ payload }) => {
      // The deletion names only the record: its people are those of its entries (none yet: NOBODY, claimed later).
      const people = (await Timeline.distinct('employeeId', { source: source.name, sourceId: payload.id })) as number[];
      for (const employeeId of people.length ? people : [NOBODY]) await write(source, payload.id, new Date(payload.lastModifiedDate), 'deleted', employeeId, null);
    }, options);
  }
}
