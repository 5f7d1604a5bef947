import type { FastifyInstance } from 'fastify';
import { bulkWriteInRuns, upsertRacing } from '@firecrest/service-kit';
import type { TrainingEvent } from '../../models/training-event';

const PLANNER = 'planner';
const courseKey = (name: string) => `course:${name}`;
const spanOf = (e: Pick<TrainingEvent, 'firstDate' | 'lastDate'>) => (e.firstDate && e.lastDate ? e.lastDate.getTime() - e.firstDate.getTime() : 0);

/**
 * The planner facets (`TrainingEventFacet`): the course names in use and the longest span of any event, which let
 * the planner's search be answered from indexes on the local store as on MongoDB (`search.ts`). Both only grow: a
 * name no event has any more matches nothing, and a longest span wider than the real one only widens the first-date
 * range read. Every write notes its event's facets before it stores the event, so they always cover what is stored.
 */
export function plannerFacets(fastify: FastifyInstance) {
  const { TrainingEvent: Events, TrainingEventFacet: Facets } = fastify.training;
  // What this process has already stored, so that a bulk of a thousand events writes only what is new.
  const noted = new Set<string>();
  let notedSpan = -1;

  async function note(events: Pick<TrainingEvent, 'courseName' | 'firstDate' | 'lastDate'>[]) {
    const names = [...new Set(events.map((e) => e.courseName))].filter((name) => !noted.has(name));
    const span = Math.max(0, ...events.map(spanOf));
    if (names.length) {
      // Bulks that run side by side (the demo loader, two portal users) may note the same new name at once.
      await upsertRacing(() => bulkWriteInRuns(Facets, names.map((name) => ({ updateOne: { filter: { _id: courseKey(name) }, update: { $set: { kind: 'course', name } }, upsert: true } }))));
      for (const name of names) noted.add(name);
    }
    if (span > notedSpan) {
      await upsertRacing(() => Facets.updateOne({ _id: PLANNER }, { $set: { kind: 'planner' }, $max: { longestSpanMs: span } }, { upsert: true }));
      notedSpan = span;
    }
  }

  return {
    note,

    /**
     * Once per database: events stored before the facets were kept get their top-level `courseName` and are read into
     * the facets (one read of the whole collection), then the facets are marked complete. Runs at start, before the
     * routes answer; writes meanwhile note their own facets, so nothing is missed.
     */
    async complete() {
      if (await Facets.exists({ _id: PLANNER, complete: true })) return;
      const events = await Events.find({}, { course: 1, courseName: 1, firstDate: 1, lastDate: 1 }).lean();
      const stale = events.filter((e) => e.courseName !== e.course.name);
      await bulkWriteInRuns(
        Events,
        stale.map((e) => ({ updateOne: { filter: { _id: e._id }, update: { $set: { courseName: e.course.name } } } })),
        { ordered: false },
      );
      await note(events.map((e) => ({ courseName: e.course.name, firstDate: e.firstDate, lastDate: e.lastDate })));
      await upsertRacing(() => Facets.updateOne({ _id: PLANNER }, { $set: { kind: 'planner', complete: true }, $max: { longestSpanMs: 0 } }, { upsert: true }));
    },

    /** The course names in use that match (the planner's case-insensitive course text). */
    async courseNames(pattern: string) {
      return (await Facets.find({ kind: 'course', name: { $regex: pattern, $options: 'i' } }, { name: 1 }).lean()).map((f) => f.name as string);
    },

    /** The longest span of any event stored. */
    async longestSpanMs() {
      return (await Facets.findById(PLANNER, { longestSpanMs: 1 }).lean())?.longestSpanMs ?? 0;
    },
  };
}
export type PlannerFacets = ReturnType<typeof plannerFacets>;
