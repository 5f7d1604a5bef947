/**
 * Hands on a cursor's documents as rows, `size` documents at a time, reading ahead: the next batch is read and turned
 * into rows while the one before is written (the database works while this process writes the file). At most two
 * batches are held.
 */
export async function* readAhead<D, R>(cursor: AsyncIterable<D>, size: number, toRows: (batch: D[]) => Promise<R[]>): AsyncGenerator<R[]> {
  let batch: D[] = [];
  let pending: Promise<R[]> | null = null;
  for await (const doc of cursor) {
    batch.push(doc);
    if (batch.length === size) {
      const next = toRows(batch);
      // Held until handed over: a failure surfaces when its batch is awaited, not as an unhandled rejection.
      next.catch(() => undefined);
      if (pending) yield await pending;
      pending = next;
      batch = [];
    }
  }
  if (pending) yield await pending;
  if (batch.length) yield toRows(batch);
}
