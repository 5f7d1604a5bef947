/**
 * Writes that meet a key already stored: the error that says so, and the two ways this codebase answers it.
 */

/** Whether an error is a unique-index violation (E11000). */
export const isDuplicateKey = (err: unknown) => (err as { code?: number })?.code === 11000 || /E11000/.test(String((err as Error)?.message));

/**
 * A run of new rows in one unordered insert (the bulk-load and replay path: one write instead of a read and a write
 * per row). If some already exist (a duplicate key: a redelivery, a replay, a row written before), every item takes
 * the caller's one-row rule instead, which decides between what is held and what came.
 */
export async function insertRunOrEach<I>(items: I[], insertAll: (items: I[]) => Promise<unknown>, each: (item: I) => Promise<void>): Promise<void> {
  try {
    await insertAll(items);
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    for (const item of items) await each(item);
  }
}

const RACE_ATTEMPTS = 5;

/**
 * Upserts, run again when they lost an insert race: two writers inserting the same new key at once, MongoDB and
 * FerretDB both answer one of them with a duplicate key error. The next time that row exists, so its upsert updates
 * it; an ordered bulk stopped at the error, so its later upserts run then too (and may meet another race: up to
 * RACE_ATTEMPTS times in all).
 */
export async function upsertRacing<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!isDuplicateKey(err) || attempt >= RACE_ATTEMPTS) throw err;
    }
  }
}

/**
 * The items of an unordered insert that met a key already stored (their indexes); null when the insert failed for
 * another reason (the caller rethrows).
 */
export function duplicateIndexes(err: unknown): Set<number> | null {
  const writeErrors = [(err as { writeErrors?: unknown }).writeErrors ?? []].flat() as { index?: number; code?: number; err?: { index?: number; code?: number } }[];
  if (!writeErrors.length || !writeErrors.every((e) => (e.code ?? e.err?.code) === 11000)) return null;
  return new Set(writeErrors.map((e) => e.index ?? e.err?.index ?? -1));
}
