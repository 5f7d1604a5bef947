import type { Connection } from 'mongoose';
import { isDuplicateKey } from '@firecrest/service-kit';

/**
 * The shape of the stored views. Raise it when a change makes stored rows unreadable (keys, derived fields): the
 * views are then emptied on start, and the consumer group's name changes with it, so the new shape is rebuilt by
 * replaying every topic from the beginning. 3: the cursor views' change blocks (change-blocks), which a walk must find
 * complete, so a replay fills them. 4: the progress report's counts and their ledger (reports/progress-counts.ts), which
 * a replay fills. 5: attendees, action plans and competency extensions carry their employee's stations
 * (employeeStationIds), which the reports filter and scope on. 6: the competencies report's export documents, one
 * per person (reports/competency-report-rows.ts), which a replay fills. 7 and 8: the activity and events status reports'
 * counts, a line per event in a document per course and year (reports/event-counts.ts), which a replay fills.
 */
export const READ_MODEL_VERSION = 8;

/** All read-model handlers share this consumer group (see entity-projection). */
export const READ_MODEL = { group: `read-model.v${READ_MODEL_VERSION}`, fromBeginning: true } as const;

/** What the read model knows about itself: its version, and its change count (read-model-changes). */
export const META = 'read_model';

/** How long an instance's emptying may take before another instance, starting, takes it over (it died doing it). */
const EMPTYING_LEASE_MS = 30_000;
const WAIT_STEP_MS = 200;

interface MetaDocument {
  _id: string;
  /** The version mark (`_id: 'version'`), written once its views are emptied. */
  version?: number;
  /** An emptying's claim (`_id: 'emptying.v<version>'`): when it began. */
  at?: Date;
}

/**
 * Empties the views when another version built them; runs before the views are compiled (which makes their indexes).
 * This service's database holds nothing but its read model. Says whether this instance emptied them. Of instances
 * starting together one empties them and the others wait until it has, so none drops views another has begun to
 * fill: the emptying is claimed by inserting a unique key, as FerretDB 1.x runs a conditional update as a read and
 * a write (docs/decisions.md "Jobs run once").
 */
export async function ensureReadModelVersion(db: Connection): Promise<boolean> {
  const meta = db.collection<MetaDocument>(META);
  const claimId = `emptying.v${READ_MODEL_VERSION}`;
  for (;;) {
    if ((await meta.findOne({ _id: 'version' }))?.version === READ_MODEL_VERSION) return false;
    try {
      await meta.insertOne({ _id: claimId, at: new Date() });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      const claim = await meta.findOne({ _id: claimId });
      if (claim?.at && claim.at.getTime() < Date.now() - EMPTYING_LEASE_MS) await meta.deleteOne({ _id: claimId, at: claim.at });
      else await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      continue;
    }
    for (const { name } of await db.listCollections()) {
      if (name !== META) await db.dropCollection(name);
    }
    await meta.replaceOne({ _id: 'version' }, { version: READ_MODEL_VERSION }, { upsert: true });
    await meta.deleteOne({ _id: claimId });
    return true;
  }
}
