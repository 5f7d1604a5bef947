import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_CONSTANTS, trainingEventAttendeeEvents, trainingEventEvents, type TrainingEventAttendeePayload, type TrainingEventPayload } from '@firecrest/contracts';
import { buildPublicApi } from './helper';
import { refreshEventCounts } from '../src/reports/event-counts';

const { Pending, Complete, Canceled } = API_CONSTANTS.TrainingEventStatus;

/**
 * The activity and events status reports' kept counts (reports/event-counts.ts) on a hand-computed fixture published
 * as svc-training's events: per year, tallies of every event and of each location set, redeliveries adding nothing,
 * a deletion taken back.
 */
describe('training event counts of the reports (issue 30)', () => {
  let ctx: Awaited<ReturnType<typeof buildPublicApi>>;
  let admin: Record<string, string>;
  const modified = '2026-01-01T00:00:00.000Z';
  const get = async (url: string) => (await ctx.api.server.inject({ method: 'GET', url, headers: admin })).json();
  const event = (id: number, code: string, name: string, days: string[], trainingLocationIds: number[], status: TrainingEventPayload['status'], extra: Partial<TrainingEventPayload> = {}): TrainingEventPayload => ({
    id, trainingType: 2, course: { code, name }, dates: days.map((d) => ({ startTime: `${d}T09:00:00.000Z`, endTime: `${d}T17:00:00.000Z` })),
    trainingLocationIds, onStationEvent: false, status, competencyIds: [], comment: '', minPlaces: 0, maxPlaces: 10, createdDate: modified, lastModifiedDate: modified, ...extra,
  });
  const attendee = (id: number, trainingEventId: number, lastModifiedDate = modified): TrainingEventAttendeePayload => ({
    id, trainingEventId, employeeId: 100 + id, attendeeType: 1, statusId: API_CONSTANTS.TrainingEventAttendeeStatus.Confirmed, dateApplied: null, dateCancellationRequested: null, lastModifiedDate,
  });
  const EVENTS = [
    event(701, 'BA', 'BA refresher', ['2026-03-10', '2026-03-11'], [1], Complete),
    event(702, 'BA', 'BA refresher', ['2026-03-20'], [2, 1], Canceled),
    event(703, 'FA', 'First aid', [], [3], Pending),
    event(704, 'FA', 'First aid', ['2026-04-02'], [3], Pending),
  ];
  const ATTENDEES = [attendee(801, 701), attendee(802, 701), attendee(803, 702)];
  const counts = async () => (await ctx.api.server.views.EventCount.find({}).sort({ _id: 1 }).lean()).map(({ _id, tallies }) => ({ _id, tallies: tallies.split('\n').sort() }));

  beforeAll(async () => {
    ctx = await buildPublicApi();
    admin = await ctx.api.as({ accessAllLocations: true, permissions: { REPORTS: ['view'] } });
    const events = ctx.producer.server.events;
    for (const e of EVENTS) await events.publish(trainingEventEvents.created, e, { key: String(e.id) });
    // Attendees follow their event, as in the owner (the event lists its attendees once it is in the view).
    await vi.waitFor(async () => expect(await ctx.api.server.views.TrainingEventView.countDocuments({})).toBe(4), { timeout: 20_000, interval: 100 });
    for (const a of ATTENDEES) await events.publish(trainingEventAttendeeEvents.created, a, { key: String(a.id) });
    await events.publish(trainingEventEvents.deleted, { id: 704, lastModifiedDate: '2026-02-01T00:00:00.000Z' }, { key: '704' });
    await vi.waitFor(async () => expect((await get('/reporting/reports/events-status/rows?sort=status')).data).toEqual([
      { status: 'Cancelled', events: 1, attendees: 1 },
      { status: 'Complete', events: 1, attendees: 2 },
      { status: 'Pending', events: 1, attendees: 0 },
    ]), { timeout: 30_000, interval: 200 });
  }, 60_000);
  afterAll(() => ctx?.close());

  // A line per course, first day and status: events, training days, attendees.
  const BA_10 = 'BA\tBA refresher\t03-10\t2\t1\t2\t2';
  const BA_20 = 'BA\tBA refresher\t03-20\t3\t1\t1\t1';
  const FA = 'FA\tFirst aid\t00-00\t1\t1\t0\t0';
  const EXPECTED = [
    // the deleted event (2026, station 3) taken back: its station's document went with its last line
    { _id: 'all|2026', tallies: [BA_10, BA_20] },
    { _id: 'all|none', tallies: [FA] },
    { _id: 'at|1_2|2026', tallies: [BA_20] },
    { _id: 'at|1|2026', tallies: [BA_10] },
    { _id: 'at|3|none', tallies: [FA] },
  ];

  it('keeps tallies per year for all events and per location set, and the reports read their figures from them', async () => {
    expect(await counts()).toEqual(EXPECTED);
    expect((await get('/reporting/reports/activity-report/rows?sort=course')).data).toEqual([
      { course: 'BA BA refresher', events: 2, complete: 1, cancelled: 1, days: 3, attendees: 3 },
      { course: 'FA First aid', events: 1, complete: 0, cancelled: 0, days: 0, attendees: 0 },
    ]);
    // Dates leave out the event without dates and the days outside them; a station counts an event held at several once.
    expect((await get('/reporting/reports/activity-report/rows?from=2026-03-11&to=2026-04-30')).data).toEqual([
      { course: 'BA BA refresher', events: 1, complete: 0, cancelled: 1, days: 1, attendees: 1 },
    ]);
    expect((await get('/reporting/reports/activity-report/rows?stationIds=1,2')).data).toEqual([
      { course: 'BA BA refresher', events: 2, complete: 1, cancelled: 1, days: 3, attendees: 3 },
    ]);
    expect((await get('/reporting/reports/events-status/rows?courseName=first&sort=status')).data).toEqual([
      { status: 'Cancelled', events: 0, attendees: 0 },
      { status: 'Complete', events: 0, attendees: 0 },
      { status: 'Pending', events: 1, attendees: 0 },
    ]);
  });

  it('adds nothing twice for redelivered events and attendees, or a refresh run again', async () => {
    const events = ctx.producer.server.events;
    const later = '2026-01-02T00:00:00.000Z';
    // Each redelivery is followed, on its own key and topic, by a newer version the counts do not read: once that is
    // in the view, the redelivery before it has been handled.
    for (const e of EVENTS.slice(0, 3)) {
      await events.publish(trainingEventEvents.created, e, { key: String(e.id) });
      await events.publish(trainingEventEvents.created, { ...e, comment: 'seen', lastModifiedDate: later }, { key: String(e.id) });
    }
    for (const a of ATTENDEES) {
      await events.publish(trainingEventAttendeeEvents.created, a, { key: String(a.id) });
      await events.publish(trainingEventAttendeeEvents.created, { ...attendee(a.id, a.trainingEventId, later), dateApplied: later }, { key: String(a.id) });
    }
    const views = ctx.api.server.views;
    await vi.waitFor(async () => {
      expect(await views.TrainingEventView.countDocuments({ comment: 'seen' })).toBe(3);
      expect(await views.TrainingEventAttendeeView.countDocuments({ dateApplied: new Date(later) })).toBe(3);
    }, { timeout: 30_000, interval: 200 });
    await refreshEventCounts(views, [701, 702, 703, 704]);
    expect(await counts()).toEqual(EXPECTED);
  });

  it('counts every event when events of one course and day are refreshed at once', async () => {
    const views = ctx.api.server.views;
    const ids = Array.from({ length: 24 }, (_, i) => 900 + i);
    await views.TrainingEventView.insertMany(ids.map((id) => ({ _id: id, course: { code: 'RT', name: 'Rope rescue' }, courseNameLower: 'rope rescue', dates: [], firstDate: new Date('2025-06-01T09:00:00.000Z'), trainingLocationIds: [2], status: Pending, deleted: false, lastModifiedDate: new Date(modified) })));
    // as the event and attendee handlers of different events do, in one instance or several
    await Promise.all(ids.map((id) => refreshEventCounts(views, [id])));
    expect((await views.EventCount.findById('all|2025').lean())?.tallies).toBe('RT\tRope rescue\t06-01\t1\t24\t0\t0');
    expect((await views.EventCount.findById('at|2|2025').lean())?.tallies).toBe('RT\tRope rescue\t06-01\t1\t24\t0\t0');
  });

  it('moves an event changed to another status and day', async () => {
    await ctx.producer.server.events.publish(trainingEventEvents.created, event(701, 'BA', 'BA refresher', ['2026-03-12'], [1], Canceled, { lastModifiedDate: '2026-01-03T00:00:00.000Z' }), { key: '701' });
    await vi.waitFor(async () => expect((await counts()).find((c) => c._id === 'all|2026')?.tallies).toEqual(['BA\tBA refresher\t03-12\t3\t1\t1\t2', BA_20]), { timeout: 20_000, interval: 200 });
    expect((await counts()).find((c) => c._id === 'at|1|2026')?.tallies).toEqual(['BA\tBA refresher\t03-12\t3\t1\t1\t2']);
  });
});
