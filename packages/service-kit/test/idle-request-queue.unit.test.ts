import { afterEach, describe, expect, it } from 'vitest';
import RequestQueue from 'kafkajs/src/network/requestQueue/index.js';
import '../src/kafka/event-bus';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const queues: RequestQueue[] = [];
const queue = (maxInFlightRequests: number | null = null) => {
  const q = new RequestQueue({ maxInFlightRequests, requestTimeout: 30_000, enforceRequestTimeout: false, clientId: 'test', broker: 'b:9092', logger: quiet });
  queues.push(q);
  return q;
};
/** A request as kafkajs's connection pushes it; `sent` counts its sending. */
const request = (correlationId: number, sent: number[]) => ({ entry: { correlationId, apiKey: 0, apiName: 'Produce', apiVersion: 0, resolve() {}, reject() {} }, expectResponse: true, sendRequest: () => sent.push(correlationId) });

afterEach(() => queues.splice(0).forEach((q) => q.destroy()));

describe('a broker connection with nothing to send (kafkajs request queue, as the event bus loads it)', () => {
  it('arms no timer: an idle connection no longer wakes its process every millisecond', () => {
    const q = queue();
    q.checkPendingRequests();
    expect(q.throttleCheckTimeoutId).toBeNull();
  });

  it('still sends a request that waited for an in-flight slot once the slot frees, and one that waited out a throttle', async () => {
    const sent: number[] = [];
    const q = queue(1);
    q.push(request(1, sent));
    q.push(request(2, sent));
    expect(sent).toEqual([1]);
    q.fulfillRequest({ correlationId: 1, payload: Buffer.alloc(0), size: 0 });
    expect(sent).toEqual([1, 2]);

    const throttled = queue();
    throttled.throttledUntil = Date.now() + 30;
    throttled.push(request(3, sent));
    expect(sent).toEqual([1, 2]);
    expect(throttled.throttleCheckTimeoutId).not.toBeNull();
    await expect.poll(() => sent, { timeout: 1_000, interval: 10 }).toEqual([1, 2, 3]);
  });
});
