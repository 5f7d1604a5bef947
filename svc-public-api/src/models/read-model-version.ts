import type { Connection } from 'mongoose';
import { storeLock } from '@firecrest/service-kit';

/**
 * The shape of the stored views. Raise it when a change makes stored rows unreadable (keys, derived fields): the
 * views are then emptied on start, and the consumer group's name changes with it, so the new shape is rebuilt by
 * replaying every topic from the beginning. 3: the cursor views' change blocks (change-blocks), which a walk must find
 * complete, so a replay fills them. 4: the progress report's counts and their ledger (reports/progress-counts.ts), which
 * a replay fills. 5: attendees, action plans and competency extensions carry their employee's stations
 * (employeeStationIds), which the reports filter and scope on. 6: the competencies report's export documents, one
 * per person (reports/competency-report-rows.ts), which a replay fills. 7 and 8: the activity and events status reports'
 * counts, a line per event in a document per course and year (reports/event-counts.ts), which a replay fills. 9: those
 * counts as tallies per year, course, day and status, for all events and per location set, which a replay fills.
 */
export const READ_MODEL_VERSION = 9;

/** All read-model handlers share this consumer group (see entity-projection). */
export const READ_MODEL = { group: `read-model.v${READ_MODEL_VERSION}`, fromBeginning: true } as const;

/** What the read model knows about itself: its version, and its change count (read-model-changes). */
export const META = 'read_model';

/**
 * Empties the views when another version built them; runs before the views are compiled (which makes their indexes).
 * This service's database holds nothing but its read model. Says whether this instance emptied them. Instances
 * starting together check and empty under one store lock (its document lives in `read_model`, which is kept), so one
 * empties and the others then find the new mark: none drops views another has begun to fill.
 */
export async function ensureReadModelVersion(db: Connection): Promise<boolean> {
  const meta = db.collection<{ _id: string; version: number }>(META);
  return storeLock(db, META, 'emptying')(async () => {
    if ((await meta.findOne({ _id: 'version' }))?.version === READ_MODEL_VERSION) return false;
    for (const { name } of await db.listCollections()) {
      if (name !== META) await db.dropCollection(name);
    }
    await meta.replaceOne({ _id: 'version' }, { version: READ_MODEL_VERSION }, { upsert: true });
    return true;
  });
}
