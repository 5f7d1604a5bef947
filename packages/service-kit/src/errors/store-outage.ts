import { ProblemError } from './problem-error';

/** How long a caller is asked to wait before trying again when the store cannot be reached. */
export const STORE_RETRY_AFTER_S = 5;

// The driver's and mongoose's names for "the server is not there" (refused, reset, closed, none selectable in time).
const OUTAGE_NAMES = /^Mongo(ose)?(Network|NetworkTimeout|ServerSelection|NotConnected|TopologyClosed|PoolCleared|ServerClosed)Error$/;

/** A call to the store given up on by the caller's own deadline (an outage the driver did not report). */
export class StoreTimeoutError extends Error {
  override name = 'StoreTimeoutError';
}

/** Whether an error (or the one it wraps) says MongoDB/FerretDB could not be reached, rather than that it refused a write. */
export function isStoreOutage(err: unknown): boolean {
  type Failure = { name?: string; message?: string; code?: unknown; cause?: unknown; errorResponse?: unknown };
  // A bulk write (insertMany, bulkWrite) that met a network error throws a MongoBulkWriteError holding it as its response.
  const inner = (e: Failure) => (e.cause ?? (e.errorResponse instanceof Error ? e.errorResponse : undefined)) as Failure | undefined;
  for (let e = err as Failure | undefined, depth = 0; e && depth < 3; e = inner(e), depth++) {
    // PoolClearedOnNetworkError: a call waiting for a connection when the pool was cleared by a network error.
    if (OUTAGE_NAMES.test(e.name ?? '') || e.name === 'PoolClearedOnNetworkError' || e.name === 'StoreTimeoutError') return true;
    // A command written on a socket the store had already closed (it was killed): the driver lets Node's own error
    // through unwrapped ("This socket has been ended by the other party").
    if (e.code === 'EPIPE') return true;
    // Mongoose queues commands while disconnected and gives up after its buffer timeout.
    if (e.name === 'MongooseError' && /buffering timed out/.test(e.message ?? '')) return true;
  }
  return false;
}

/** The answer to a store outage: 503 with Retry-After, for the caller (or the gateway, for a read) to try again. */
export const storeOutageProblem = () =>
  new ProblemError('serviceUnavailable', 'The database cannot be reached right now; try again in a few seconds.', undefined, { 'retry-after': String(STORE_RETRY_AFTER_S) });
