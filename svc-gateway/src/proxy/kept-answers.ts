import type { IncomingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';

/** A 200 the gateway holds, and what it needs to give it again once the upstream confirms it is current. */
export interface KeptAnswer {
  etag: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** What describes the body itself; the rest (request id, rate limit, date) belongs to each answer. */
const BODY_HEADERS = ['content-type', 'content-disposition', 'content-encoding', 'etag', 'cache-control', 'vary'];
const MAX_BYTES = 64 * 1024 * 1024;
/** Larger bodies pass through as a stream (a big CSV, say). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Answers the gateway keeps so that a repeated call moves a 304 from the upstream instead of the whole body
 * (revalidation, RFC 9111 §4.3): the upstream still checks the caller's access and whether the answer is current for
 * every request, and only a 304 for the very ETag kept lets the gateway give the body it holds. Kept by URL and
 * Accept-Encoding, which is all an answer varies on (`docs/decisions.md`).
 */
export class KeptAnswers {
  private readonly answers = new LRUCache<string, KeptAnswer>({ maxSize: MAX_BYTES, sizeCalculation: (answer, key) => answer.body.length + key.length + 512 });

  /** The key a call is kept under, or null for a call that is not: HEAD, and callers revalidating a copy of their own. */
  keyOf(method: string, url: string, headers: IncomingHttpHeaders): string | null {
    if (method !== 'GET' || headers['if-none-match'] !== undefined) return null;
    return `${headers['accept-encoding'] ?? ''}\n${url}`;
  }

  get(key: string): KeptAnswer | undefined {
    return this.answers.get(key);
  }

  /** Whether an upstream answer may be kept: a 200 with a strong ETag, of a size worth holding. */
  keepable(statusCode: number, headers: IncomingHttpHeaders): boolean {
    const { etag, 'content-length': length } = headers;
    return statusCode === 200 && typeof etag === 'string' && !etag.startsWith('W/') && length !== undefined && Number(length) <= MAX_BODY_BYTES;
  }

  keep(key: string, headers: IncomingHttpHeaders, body: Buffer): KeptAnswer {
    const kept: Record<string, string> = {};
    for (const name of BODY_HEADERS) if (typeof headers[name] === 'string') kept[name] = headers[name];
    const answer = { etag: kept.etag, headers: kept, body };
    this.answers.set(key, answer);
    return answer;
  }
}
