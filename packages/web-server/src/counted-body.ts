import { Transform, type Readable } from 'node:stream';

const TOO_LARGE = Symbol('bodyTooLarge');

/**
 * A proxied body, counted as it streams upstream: past `maxBytes` the stream fails with an error that
 * `bodyOverLimit` recognises, so the proxy answers 413 itself instead of the upstream cutting the upload off
 * mid-write (a broken pipe, seen as a 500).
 */
export function countedBody(body: Readable, maxBytes: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(Object.assign(new Error(`The request body is over ${maxBytes} bytes.`), { [TOO_LARGE]: maxBytes }));
      else done(null, chunk);
    },
  });
  body.on('error', (err) => counter.destroy(err));
  return body.pipe(counter);
}

/** The limit a proxy error (or what it wraps, or the counted body's own error) broke; undefined when it is another error. */
export function bodyOverLimit(error: unknown, body?: unknown): number | undefined {
  for (const start of [error, (body as { errored?: unknown } | undefined)?.errored]) {
    for (let e = start as { cause?: unknown; [TOO_LARGE]?: number } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
      if (e[TOO_LARGE] !== undefined) return e[TOO_LARGE];
    }
  }
  return undefined;
}
