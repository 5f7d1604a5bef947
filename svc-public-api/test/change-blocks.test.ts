import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trainingEventBookingEvents, type TrainingEventBookingPayload } from '@firecrest/contracts';
import { BLOCK_IDS, changeBlockWrites, walkStartIn } from '../src/models/change-blocks';
import { buildPublicApi } from './helper';

const day = (d: number, hour = 0) => new Date(Date.UTC(2026, 0, d, hour));

describe('change blocks: the rules', () => {
  it('raises each block once, to the newest date of its rows', () => {
    const writes = changeBlockWrites([
      { id: 1, lastModifiedDate: day(2) },
      { id: BLOCK_IDS - 1, lastModifiedDate: day(5) },
      { id: 5, lastModifiedDate: day(3) },
      { id: BLOCK_IDS, lastModifiedDate: day(1) },
      { id: -1, lastModifiedDate: day(4) },
    ]);
    expect(writes).toEqual([
      { updateOne: { filter: { _id: 0 }, update: { $max: { lastModifiedDate: day(5) } }, upsert: true } },
      { updateOne: { filter: { _id: 1 }, update: { $max: { lastModifiedDate: day(1) } }, upsert: true } },
      { updateOne: { filter: { _id: -1 }, update: { $max: { lastModifiedDate: day(4) } }, upsert: true } },
    ]);
  });

  it('starts a walk at the block, or at the cursor when the cursor is further on', () => {
    expect(walkStartIn(3, 1, undefined)).toBe(3 * BLOCK_IDS);
    expect(walkStartIn(3, 1, 10)).toBe(3 * BLOCK_IDS);
    expect(walkStartIn(3, 1, 3 * BLOCK_IDS + 7)).toBe(3 * BLOCK_IDS + 7);
    expect(walkStartIn(3, -1, undefined)).toBe(4 * BLOCK_IDS - 1);
    expect(walkStartIn(3, -1, 9 * BLOCK_IDS)).toBe(4 * BLOCK_IDS - 1);
    expect(walkStartIn(3, -1, 3 * BLOCK_IDS + 7)).toBe(3 * BLOCK_IDS + 7);
    expect(walkStartIn(-1, 1, undefined)).toBe(-BLOCK_IDS);
  });
});

describe('change blocks on the real stores: a walk of the rows changed after a date', () => {
  let ctx: Awaited<ReturnType<typeof buildPublicApi>>;
  let reader: Record<string, string>;
  const booking = (id: number, modified: Date): TrainingEventBookingPayload => ({
    id,
    trainingEventId: 1,
    employeeId: 1,
    bookingTypeId: 1,
    startTime: '2026-02-01T09:00:00.000Z',
    endTime: '2026-02-01T17:00:00.000Z',
    lastModifiedDate: modified.toISOString(),
  });
  const publish = (id: number, modified: Date, kind: 'created' | 'updated' = 'created') =>
    ctx.producer.server.events.publish(trainingEventBookingEvents[kind], booking(id, modified), { key: String(id) });
  const page = async (query: string) => {
    const res = await ctx.api.server.inject({ method: 'GET', url: `/api/v1/training-event-bookings?${query}`, headers: reader });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { id: number }[]; nextCursor: string | null };
    return { ids: body.data.map((b) => b.id), nextCursor: body.nextCursor };
  };
  const since = (d: Date) => `modifiedAfterDate=${d.toISOString().slice(0, 19)}`;

  beforeAll(async () => {
    ctx = await buildPublicApi();
    reader = await ctx.api.as();
    // Three blocks: 0 (ids 1-3), 1 (ids 2000, 2001) and 4 (id 5000); then an old row edited late, a late row deleted.
    for (const id of [1, 2, 3]) await publish(id, day(1));
    for (const id of [2000, 2001]) await publish(id, day(2));
    await publish(5000, day(3));
    await publish(2, day(5), 'updated');
    await ctx.producer.server.events.publish(trainingEventBookingEvents.deleted, { id: 5000, lastModifiedDate: day(6).toISOString() }, { key: '5000' });
    // Created, updated and deleted are topics of their own, handled in any order: waited for one by one.
    const stored = (id: number) => ctx.api.server.views.TrainingEventBookingView.findById(id, { deleted: 1, lastModifiedDate: 1 }).lean();
    await vi.waitFor(
      async () => {
        expect((await page('itemsPerPage=10')).ids).toEqual([1, 2, 3, 2000, 2001]);
        expect(await stored(2)).toMatchObject({ deleted: false, lastModifiedDate: day(5) });
        expect(await stored(5000)).toMatchObject({ deleted: true, lastModifiedDate: day(6) });
      },
      { timeout: 20_000, interval: 150 },
    );
  });
  afterAll(() => ctx?.close());

  it('keeps the newest change of each block of ids, tombstones included', async () => {
    const blocks = await ctx.api.server.db.collection('training_event_bookings_change_blocks').find({}).sort({ _id: 1 }).toArray();
    expect(blocks).toEqual([
      { _id: 0, lastModifiedDate: day(5) },
      { _id: 1, lastModifiedDate: day(2) },
      { _id: 4, lastModifiedDate: day(6) },
    ]);
  });

  it('walks the changed rows by id in pages, the old row edited late among them, the deleted one left out', async () => {
    expect(await page(`${since(day(1, 12))}&itemsPerPage=2`)).toEqual({ ids: [2, 2000], nextCursor: 'c2000' });
    expect(await page(`${since(day(1, 12))}&itemsPerPage=2&cursor=c2000`)).toEqual({ ids: [2001], nextCursor: null });
    // from inside a changed block, past the cursor
    expect(await page(`${since(day(1, 12))}&itemsPerPage=2&cursor=c2`)).toEqual({ ids: [2000, 2001], nextCursor: 'c2001' });
    expect(await page(`${since(day(1, 12))}&itemsPerPage=2&cursor=c2001`)).toEqual({ ids: [], nextCursor: null });
    // only block 0's edit is newer than the second day; block 4 changed later, but only by its deletion
    expect(await page(since(day(2, 12)))).toEqual({ ids: [2], nextCursor: null });
  });

  it('walks them by descending id too', async () => {
    expect(await page(`${since(day(1, 12))}&itemsPerPage=2&orderByDescending=true`)).toEqual({ ids: [2001, 2000], nextCursor: 'c2000' });
    expect(await page(`${since(day(1, 12))}&itemsPerPage=2&orderByDescending=true&cursor=c2000`)).toEqual({ ids: [2], nextCursor: null });
    expect(await page(`${since(day(2, 12))}&orderByDescending=true&cursor=c9999`)).toEqual({ ids: [2], nextCursor: null });
  });

  it('answers an empty page when no block changed after the date, and every row without a date', async () => {
    expect(await page(since(day(7)))).toEqual({ ids: [], nextCursor: null });
    expect(await page(`${since(day(1, 12))}&cursor=c4999`)).toEqual({ ids: [], nextCursor: null });
    expect(await page('itemsPerPage=2&cursor=c3')).toEqual({ ids: [2000, 2001], nextCursor: 'c2001' });
  });
});
