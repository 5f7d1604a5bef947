import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const GROUPS = '/training/training-resource-booking-groups';
const day = (n: number, hour: number) => new Date(Date.UTC(2031, 0, 6 + n, hour)).toISOString();

describe('booking groups (§2.3 /training-resources/{id}/booking-groups/{groupId}): several bookings of one resource made together', () => {
  let w: World;
  const ids: Record<string, number> = {};
  const booking = (n: number, extra: object = {}) => ({ trainingResourceInventoryId: ids.rooms, bookingTypeId: ids.type, startDate: day(n, 9), endDate: day(n, 12), quantity: 1, ...extra });
  const bookingsOf = async (inventoryId: number) => (await w.trainingWrite('GET', `/training/training-resource-bookings?trainingResourceInventoryId=${inventoryId}&itemsPerPage=500`)).json().data as { id: number }[];

  beforeAll(async () => {
    w = await buildWorld();
    ids.type = (await w.create('training', '/training/reference-items/bookingType', { code: 'GRP', name: 'Group booking' })).id;
    ids.centre = (await w.create('training', '/training/training-resources', { name: 'Training centre', trainingResourceTypeName: 'Facility' })).id;
    ids.other = (await w.create('training', '/training/training-resources', { name: 'Fire ground', trainingResourceTypeName: 'Facility' })).id;
    ids.rooms = (await w.create('training', '/training/training-resource-inventories', { trainingResourceId: ids.centre, name: 'Classroom', quantity: 1 })).id;
    ids.yard = (await w.create('training', '/training/training-resource-inventories', { trainingResourceId: ids.other, name: 'Yard', quantity: 1 })).id;
  });
  afterAll(() => w?.close());

  it('makes the bookings together and reads them back with the group', async () => {
    const made = await w.trainingWrite('POST', GROUPS, { bookings: [booking(0), booking(1), booking(2)] });
    expect(made.statusCode, made.body).toBe(201);
    const { id, bookingIds } = made.json();
    expect(bookingIds).toHaveLength(3);
    const group = (await w.trainingWrite('GET', `${GROUPS}/${id}`)).json();
    expect(group).toMatchObject({ id, trainingResourceId: ids.centre, createdBy: expect.any(String) });
    expect(group.bookings.map((b: { id: number; startDate: string }) => [b.id, b.startDate])).toEqual(bookingIds.map((b: number, n: number) => [b, day(n, 9)]));
  });

  it('makes none when one is refused, naming it; refuses one booking, too many, and two resources', async () => {
    const before = (await bookingsOf(ids.rooms)).length;
    // The third overlaps the second: the first two are removed again.
    const refused = await w.trainingWrite('POST', GROUPS, { bookings: [booking(10), booking(11), booking(11, { startDate: day(11, 10), endDate: day(11, 11) })] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/^Booking 3: /);
    expect((await bookingsOf(ids.rooms)).length).toBe(before);
    const problem = async (bookings: object[]) => (await w.trainingWrite('POST', GROUPS, { bookings })).json().detail;
    expect(await problem([booking(20)])).toBe('A booking group has at least two bookings.');
    expect(await problem(Array.from({ length: 21 }, (_, n) => booking(30 + n)))).toBe('Too many bookings in one request: at most 20.');
    expect(await problem([booking(60), booking(61, { trainingResourceInventoryId: ids.yard })])).toBe('The bookings of a group are all of one training resource.');
    expect((await w.trainingWrite('GET', `${GROUPS}/99999`)).json().detail).toBe('Booking group 99999 does not exist.');
  });
});
