import { ProblemError } from '@firecrest/service-kit';

/**
 * How a call to an instance failed, for what the gateway may do next:
 * - `unreached`: no connection was made, so the instance never saw the call (safe to send anywhere, even a write);
 * - `broken`: the connection failed after it was made; the instance may have acted on the call;
 * - `unavailable`: the instance answered 503, as one shutting down does to calls on its open connections;
 * - `other`: anything else (a timeout, a bad answer): not a sign the instance is gone.
 */
export type UpstreamFailure = 'unreached' | 'broken' | 'unavailable' | 'other';

const UNREACHED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const BROKEN = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'UND_ERR_CLOSED']);

/** Looks through the error and its causes (the proxy wraps the socket's error in its own). */
export function classifyFailure(error: unknown): UpstreamFailure {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code && UNREACHED.has(code)) return 'unreached';
    if (code && BROKEN.has(code)) return 'broken';
    // A refused connection to a name with several addresses comes as one error per address.
    if (e instanceof AggregateError && e.errors.length > 0 && e.errors.every((inner) => classifyFailure(inner) === 'unreached')) return 'unreached';
  }
  return 'other';
}

/**
 * Whether a failed call is sent once more, to another instance: only a GET or HEAD (idempotent, RFC 9110 §9.2.2),
 * only when the connection failed or the instance said it could not serve (503), and only once. A write is never sent twice: a write whose connection broke may
 * have been applied, and one never sent has a streamed body the gateway does not keep.
 */
export function mayRetry(method: string, failure: UpstreamFailure, attempt: number): boolean {
  return attempt === 0 && (method === 'GET' || method === 'HEAD') && failure !== 'other';
}

/** What the caller is told when a call could not be completed on any instance. */
export function failureProblem(service: string, failure: UpstreamFailure): ProblemError | null {
  if (failure === 'unreached') return new ProblemError('serviceUnavailable', `${service} is not available right now.`, undefined, { 'retry-after': '1' });
  // The caller must check before repeating a write: it may have been applied.
  if (failure === 'broken') return new ProblemError('badGateway', `The connection to ${service} broke before it answered.`);
  // An instance's own answer (a 503 included) is passed on as it is.
  return null;
}
