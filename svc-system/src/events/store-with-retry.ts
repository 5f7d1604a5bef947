import type { Model } from 'mongoose';
import { isDuplicateKey } from '@firecrest/service-kit';

/** How long one store attempt keeps retrying a database that is down: under the consumer's 10 s session timeout. */
const RETRY_FOR_MS = 7_000;

/** Whether every failure of an unordered insert is a duplicate key (the entry was stored before: a redelivery). */
function onlyDuplicates(err: unknown): boolean {
  const writeErrors = (err as { writeErrors?: unknown[] }).writeErrors;
  if (Array.isArray(writeErrors) && writeErrors.length > 0) return writeErrors.every((e) => (e as { code?: number }).code === 11000 || isDuplicateKey((e as { err?: unknown }).err ?? e));
  return isDuplicateKey(err);
}

/**
 * Appends entries keyed by `_id`, once each: a redelivered event is a no-op. A failing database is retried with
 * backoff for a few seconds before the error goes back to the consumer (which retries, then parks it on the DLQ).
 */
export async function appendOnce<T extends { _id: string }>(model: Model<T>, docs: T[]): Promise<void> {
  if (docs.length === 0) return;
  const deadline = Date.now() + RETRY_FOR_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await model.insertMany(docs as never[], { ordered: false, lean: true });
      return;
    } catch (err) {
      if (onlyDuplicates(err)) return;
      if (Date.now() + 250 * attempt > deadline) throw err;
      await new Promise((r) => setTimeout(r, 250 * attempt));
    }
  }
}
