import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { BulkWriteResult, MongoBulkWriteError, MongoNetworkError, MongoServerError, MongoServerSelectionError } from 'mongodb';
import { errorHandler } from '../src/errors/error-handler';
import { isStoreOutage } from '../src/errors/store-outage';

const selection = new MongoServerSelectionError('connect ECONNREFUSED 127.0.0.1:27027', { type: 'Unknown', servers: new Map() } as never);

describe('store outages', () => {
  it('are told from refusals: unreachable, reset, buffering timed out, wrapped', () => {
    expect(isStoreOutage(selection)).toBe(true);
    expect(isStoreOutage(new MongoNetworkError('connection reset'))).toBe(true);
    expect(isStoreOutage(Object.assign(new Error('Operation `employees.find()` buffering timed out after 10000ms'), { name: 'MongooseError' }))).toBe(true);
    expect(isStoreOutage(new Error('write failed', { cause: new MongoNetworkError('closed') }))).toBe(true);
    // The driver's name for a call waiting on the pool when a network error cleared it (its class is not exported).
    expect(isStoreOutage(Object.assign(new Error('Connection to 127.0.0.1:27027 interrupted'), { name: 'PoolClearedOnNetworkError' }))).toBe(true);
    // insertMany or bulkWrite in flight when the store went: the driver's bulk error holds the network error.
    const result = {} as BulkWriteResult;
    expect(isStoreOutage(new MongoBulkWriteError(new MongoNetworkError('read ECONNRESET') as never, result))).toBe(true);
    // A write sent on a socket the killed store had closed: Node's error, which the driver does not wrap.
    expect(isStoreOutage(Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' }))).toBe(true);
    expect(isStoreOutage(new MongoBulkWriteError({ message: 'E11000 duplicate key', code: 11000, writeErrors: [] } as never, result))).toBe(false);
    expect(isStoreOutage(new MongoServerError({ message: 'E11000 duplicate key', code: 11000 }))).toBe(false);
    expect(isStoreOutage(new Error('boom'))).toBe(false);
    expect(isStoreOutage(undefined)).toBe(false);
  });

  it('answer 503 with Retry-After as problem JSON; other failures stay 500', async () => {
    const app = Fastify();
    await app.register(errorHandler);
    app.get('/down', async () => {
      throw selection;
    });
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    const down = await app.inject({ url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(down.json()).toMatchObject({ status: 503, code: 'serviceUnavailable', detail: 'The database cannot be reached right now; try again in a few seconds.' });
    const broken = await app.inject({ url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});
