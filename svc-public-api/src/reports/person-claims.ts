import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { duplicateIndexes } from '@firecrest/service-kit';
import type { Model } from 'mongoose';
import type { Views } from '../models';
import type { PersonClaim } from '../models/person-claims';

/** How long a claim holds a person when its holder stops answering (a refresh of a batch takes well under this). */
const LEASE_MS = 30_000;
/** How long a refresh waits before asking again for the people another one holds. */
const RETRY_MS = 20;

/**
 * Claims what it can of `ids` for `owner`: one unordered insert of a claim per person (a unique `_id`, so of two
 * instances exactly one gets each person, on FerretDB and MongoDB alike). A claim whose lease ran out (its holder
 * died) is deleted by its owner and time, then claimed again: FerretDB 1.x runs a conditional update as a read and
 * a write, a delete of an exact document and an insert of a unique key are safe.
 */
async function claim(claims: Model<PersonClaim>, ids: number[], owner: string): Promise<number[]> {
  const until = new Date(Date.now() + LEASE_MS);
  try {
    await claims.collection.insertMany(ids.map((_id) => ({ _id, owner, until })) as never[], { ordered: false });
    return ids;
  } catch (err) {
    const held = duplicateIndexes(err);
    if (!held) throw err;
    const heldIds = ids.filter((_, i) => held.has(i));
    const stale = await claims.find({ _id: { $in: heldIds }, until: { $lt: new Date() } }).lean();
    for (const c of stale) await claims.deleteOne({ _id: c._id, owner: c.owner, until: c.until });
    const taken = stale.length ? await claim(claims, stale.map((c) => c._id), owner) : [];
    return [...ids.filter((_, i) => !held.has(i)), ...taken];
  }
}

/**
 * Runs `refresh` over the people with each person held by this refresh alone, in this process or another instance:
 * refreshes read what a person's documents hold and write the difference, so two of one person at once would each
 * add it. The people held by another refresh are refreshed once it lets them go (after theirs, from the records as
 * stored then). `claims` holds the claims of one kind of id (people by default; training events: reports/event-counts.ts).
 */
export async function refreshClaimed(views: Views, ids: number[], refresh: (ids: number[]) => Promise<void>, claims: Model<PersonClaim> = views.PersonClaim): Promise<void> {
  const owner = randomUUID();
  let waiting = [...new Set(ids)];
  while (waiting.length) {
    const claimed = await claim(claims, waiting, owner);
    if (claimed.length) {
      try {
        await refresh(claimed);
      } finally {
        await claims.deleteMany({ _id: { $in: claimed }, owner });
      }
      const done = new Set(claimed);
      waiting = waiting.filter((id) => !done.has(id));
    } else {
      await delay(RETRY_MS);
    }
  }
}
