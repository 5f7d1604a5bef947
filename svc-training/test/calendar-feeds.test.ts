import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ICAL from 'ical.js';
import { trainingEventEvents } from '@firecrest/contracts';
import { calendarEntries } from '../src/events/calendar-entries';
import { feedDay, keptFeedAnswers } from '../src/routes/calendar-feeds/kept-answers';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const soon = (days: number, hour: number) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + days, hour)).toISOString();

/** Issue 32: secret iCalendar feeds of an employee's and a station's training events, read by an independent parser. */
describe('calendar feeds', () => {
  let w: World;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    w = await buildWorld();
    ids.station = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'CF1', name: 'Feed Station' })).id;
    ids.other = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'CF2', name: 'Other Station' })).id;
    ids.pat = (await w.create('personnel', '/personnel/employees', { firstName: 'Pat', lastName: 'Feed', contracts: [{ startDate: '2020-01-01' }] })).id;
    const event = (name: string, days: number, location: number, extra: object = {}) => ({
      trainingType: 1,
      onStationEvent: true,
      course: { code: 'HOSE', name },
      dates: [{ startTime: soon(days, 9), endTime: soon(days, 12) }, { startTime: soon(days + 1, 9), endTime: soon(days + 1, 12) }],
      trainingLocationIds: [location],
      ...extra,
    });
    ids.drill = (await w.create('training', '/training/training-events', event('Hose drill', 3, ids.station))).id;
    ids.elsewhere = (await w.create('training', '/training/training-events', event('Ladder drill', 4, ids.other))).id;
    await w.create('training', '/training/training-event-attendees', { trainingEventId: ids.elsewhere, employeeId: ids.pat, attendeeType: 2, statusId: 2 });
  });
  afterAll(() => w?.close());

  const read = (path: string) => w.training.server.inject({ method: 'GET', url: path.replace('/api/training', '/training') });
  const vevents = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));

  it("serves a station's events and an employee's, without sign-in, at their secret address only; revoking ends it", async () => {
    const headers = await w.training.as({ username: 'feed.user', permissions: { COURSES: ['view'] } });
    const make = (body: object, h = headers) => w.training.server.inject({ method: 'POST', url: '/training/calendar-feeds', payload: body, headers: h });
    const station = await make({ kind: 'station', subjectId: ids.station });
    expect(station.statusCode, station.body).toBe(201);
    const stationFeed = await read(station.json().path);
    expect(stationFeed.statusCode).toBe(200);
    expect(stationFeed.headers['content-type']).toMatch(/^text\/calendar/);
    const days = vevents(stationFeed.body);
    expect(days.map((e) => [e.summary, e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()])).toEqual([
      ['HOSE Hose drill (day 1 of 2)', soon(3, 9), soon(3, 12)],
      ['HOSE Hose drill (day 2 of 2)', soon(4, 9), soon(4, 12)],
    ]);
    expect(new Set(days.map((e) => e.uid)).size).toBe(2);

    const mine = await make({ kind: 'employee', subjectId: ids.pat });
    expect(vevents((await read(mine.json().path)).body).map((e) => e.summary)).toEqual(['HOSE Ladder drill (day 1 of 2)', 'HOSE Ladder drill (day 2 of 2)']);
    expect((await make({ kind: 'station', subjectId: 999999 })).statusCode).toBe(400);
    expect((await make({ kind: 'station', subjectId: ids.station }, await w.training.as({ permissions: {} }))).statusCode).toBe(403);

    const listed = await w.training.server.inject({ method: 'GET', url: '/training/calendar-feeds', headers });
    expect(listed.json().data.map((f: { kind: string; path?: string }) => [f.kind, f.path])).toEqual([['employee', undefined], ['station', undefined]]);
    expect((await read(`/training/calendar-feeds/${'x'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await w.training.server.inject({ method: 'DELETE', url: `/training/calendar-feeds/${station.json().id}`, headers: await w.training.as({ username: 'someone.else', permissions: { COURSES: ['view'] } }) })).statusCode).toBe(404);
    expect((await w.training.server.inject({ method: 'DELETE', url: `/training/calendar-feeds/${station.json().id}`, headers })).statusCode).toBe(204);
    expect((await read(station.json().path)).statusCode).toBe(404);
  });

  it("shows what the feed's maker chose: its name, the employee's places, types of training, cancelled events, comments", async () => {
    const headers = await w.training.as({ username: 'choosy.user', permissions: { COURSES: ['view'] } });
    const make = (body: object) => w.training.server.inject({ method: 'POST', url: '/training/calendar-feeds', payload: body, headers });
    const event = (name: string, days: number, extra: object = {}) => ({ trainingType: 1, course: { code: 'CH', name }, comment: `About ${name}`, dates: [{ startTime: soon(days, 9), endTime: soon(days, 12) }], trainingLocationIds: [ids.other], ...extra });
    const sam = (await w.create('personnel', '/personnel/employees', { firstName: 'Sam', lastName: 'Choice', contracts: [{ startDate: '2020-01-01' }] })).id;
    const attending = (await w.create('training', '/training/training-events', event('Attending', 10))).id;
    const running = (await w.create('training', '/training/training-events', event('Running', 11, { leadInstructors: 1 }))).id;
    const centre = (await w.create('training', '/training/training-events', event('Centre course', 12, { trainingType: 2 }))).id;
    await w.create('training', '/training/training-event-attendees', { trainingEventId: attending, employeeId: sam, attendeeType: 2, statusId: 2 });
    await w.create('training', '/training/training-event-attendees', { trainingEventId: running, employeeId: sam, attendeeType: 1, instructorType: 'lead', statusId: 2 });
    await w.create('training', '/training/training-event-attendees', { trainingEventId: centre, employeeId: sam, attendeeType: 2, statusId: 2 });
    const summaries = async (body: object) => {
      const made = await make({ kind: 'employee', subjectId: sam, ...body });
      expect(made.statusCode, made.body).toBe(201);
      return vevents((await read(made.json().path)).body).map((e) => [e.summary, e.description]);
    };
    expect(await summaries({})).toEqual([['CH Attending', 'About Attending'], ['CH Running', 'About Running'], ['CH Centre course', 'About Centre course']]);
    expect(await summaries({ roles: ['instructor'] })).toEqual([['CH Running', 'About Running']]);
    expect(await summaries({ roles: ['delegate'], trainingTypes: [1], includeComments: false })).toEqual([['CH Attending', null]]);
    const named = await make({ kind: 'employee', subjectId: sam, name: 'Sam at work', roles: ['delegate'] });
    expect(new ICAL.Component(ICAL.parse((await read(named.json().path)).body)).getFirstPropertyValue('x-wr-calname')).toBe('Sam at work');
    expect((await make({ kind: 'employee', subjectId: sam, roles: [] })).statusCode).toBe(400);

    // A cancelled event stays, marked cancelled, unless the feed leaves cancelled events out.
    const reason = (await w.create('training', '/training/reference-items/cancellationReason', { code: 'WX', name: 'Weather' })).id;
    const cancelled = await w.trainingWrite('PUT', `/training/training-events/${attending}`, event('Attending', 10, { status: 3, cancellationReasonId: reason, comment: 'Called off' }));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const status = async (body: object) => {
      const made = await make({ kind: 'employee', subjectId: sam, roles: ['delegate'], trainingTypes: [1], ...body });
      return new ICAL.Component(ICAL.parse((await read(made.json().path)).body)).getAllSubcomponents('vevent').map((c) => c.getFirstPropertyValue('status'));
    };
    expect(await status({})).toEqual(['CANCELLED']);
    expect(await status({ includeCancelled: false })).toEqual([]);
    const listed = (await w.training.server.inject({ method: 'GET', url: '/training/calendar-feeds', headers })).json().data;
    expect(listed[0]).toMatchObject({ kind: 'employee', subjectId: sam, roles: ['delegate'], trainingTypes: [1], includeCancelled: false, includeComments: true, name: '' });
  });

  it("keeps a station feed's answer until an event of the station changes: a move, a move away, a deletion", async () => {
    const headers = await w.training.as({ username: 'kept.user', permissions: { COURSES: ['view'] } });
    const station = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'CF3', name: 'Kept Station' })).id;
    const body = (days: number, location = station) => ({ trainingType: 1, course: { code: 'KA', name: 'Kept answer' }, dates: [{ startTime: soon(days, 9), endTime: soon(days, 12) }], trainingLocationIds: [location] });
    const drill = (await w.create('training', '/training/training-events', body(20))).id;
    const made = await w.training.server.inject({ method: 'POST', url: '/training/calendar-feeds', payload: { kind: 'station', subjectId: station }, headers });
    const starts = async () => vevents((await read(made.json().path)).body).map((e) => e.startDate.toJSDate().toISOString());
    const { CalendarEntry: Entries, CalendarStationChange: Changes } = w.training.server.training;
    const kept = keptFeedAnswers(w.training.server);
    expect(await starts()).toEqual([soon(20, 9)]);
    expect(kept.isKept(made.json().id)).toBe(true);
    // The same event announced again (the broker's refresh) changes no entry, so the station's count stays.
    const count = async () => (await Changes.findById(station).lean())?.version;
    const before = await count();
    await calendarEntries(w.training.server).refresh([drill]);
    expect(await count()).toBe(before);

    // Kept: an entry written behind the service's back (no write of its routes) is not seen until the station changes.
    await Entries.updateOne({ _id: drill }, { $set: { shown: JSON.stringify(['KA', [[Date.parse(soon(25, 9)), Date.parse(soon(25, 12))]], '', Date.now()]) } });
    expect(await starts()).toEqual([soon(20, 9)]);

    expect((await w.trainingWrite('PUT', `/training/training-events/${drill}`, body(21))).statusCode).toBe(200);
    expect(await starts()).toEqual([soon(21, 9)]);
    expect((await w.trainingWrite('PUT', `/training/training-events/${drill}`, body(21, ids.other))).statusCode).toBe(200);
    expect(await starts()).toEqual([]);
    const back = (await w.create('training', '/training/training-events', body(22))).id;
    expect(await starts()).toEqual([soon(22, 9)]);
    expect((await w.trainingWrite('DELETE', `/training/training-events/${back}`)).statusCode).toBe(204);
    expect(await starts()).toEqual([]);
    expect((await w.training.server.inject({ method: 'DELETE', url: `/training/calendar-feeds/${made.json().id}`, headers })).statusCode).toBe(204);
    expect(kept.isKept(made.json().id)).toBe(false);
  });

  it('builds a kept answer again when its station changed while it was being built', async () => {
    const kept = keptFeedAnswers(w.training.server);
    const station = 987_654;
    let builds = 0;
    const build = async () => {
      builds++;
      if (builds === 1) await kept.changed([station]);
      return `answer ${builds}`;
    };
    expect(await kept.answer('race-feed', station, feedDay(), build)).toBe('answer 1');
    expect(await kept.answer('race-feed', station, feedDay(), build)).toBe('answer 2');
    expect(await kept.answer('race-feed', station, feedDay(), build)).toBe('answer 2');
    expect(await kept.answer('race-feed', station, '2999-01-01', build)).toBe('answer 3');
  });

  it("answers the calendar's range: its events' dates in order, at most as many as asked, saying when there are more", async () => {
    const headers = await w.training.as({ permissions: { COURSES: ['view'] } });
    const range = (query: string) => w.training.server.inject({ method: 'GET', url: `/training/training-events/calendar?fromDate=${soon(3, 0).slice(0, 10)}&toDate=${soon(5, 0).slice(0, 10)}&${query}`, headers });
    const all = (await range('itemsPerPage=10')).json();
    expect(all).toEqual({ more: false, data: [expect.objectContaining({ id: ids.drill, status: 1 }), expect.objectContaining({ id: ids.elsewhere })] });
    expect(all.data[0].dates).toHaveLength(2);
    expect((await range('itemsPerPage=1')).json()).toMatchObject({ more: true, data: [{ id: ids.drill }] });
    expect((await range(`trainingLocationId=${ids.other}`)).json().data.map((e: { id: number }) => e.id)).toEqual([ids.elsewhere]);
  });

  it("keeps the calendar's entries with the events: a move, a deletion, events stored before them, an event the broker announces", async () => {
    const headers = await w.training.as({ permissions: { COURSES: ['view'] } });
    const inRange = async (fromDays: number) =>
      (await w.training.server.inject({ method: 'GET', url: `/training/training-events/calendar?fromDate=${soon(fromDays, 0).slice(0, 10)}&toDate=${soon(fromDays, 0).slice(0, 10)}&itemsPerPage=50`, headers })).json().data.map((e: { id: number }) => e.id);
    const body = (days: number) => ({ trainingType: 2, course: { code: 'KE', name: 'Kept entry' }, dates: [{ startTime: soon(days, 9), endTime: soon(days, 12) }] });
    const kept = (await w.create('training', '/training/training-events', body(40))).id;
    expect(await inRange(40)).toEqual([kept]);
    expect((await w.trainingWrite('PUT', `/training/training-events/${kept}`, body(41))).statusCode).toBe(200);
    expect(await inRange(40)).toEqual([]);
    expect(await inRange(41)).toEqual([kept]);
    expect((await w.trainingWrite('DELETE', `/training/training-events/${kept}`)).statusCode).toBe(204);
    expect(await inRange(41)).toEqual([]);

    // Events stored before the entries were kept are filled in once, at start (played here on the running service).
    const { TrainingEvent: Events, CalendarEntryMark: Marks } = w.training.server.training;
    const stored = (id: number, days: number) => ({
      _id: id, trainingType: 2, course: { code: 'OLD', name: 'Stored before' }, courseName: 'Stored before', dates: [{ startTime: new Date(soon(days, 9)), endTime: new Date(soon(days, 12)) }],
      trainingLocationIds: [], onStationEvent: false, status: 1, competencyIds: [], comment: '', minPlaces: 0, maxPlaces: 0, firstDate: new Date(soon(days, 9)), lastDate: new Date(soon(days, 12)), createdDate: new Date(), lastModifiedDate: new Date(),
    });
    await Events.collection.insertOne(stored(900_001, 42) as never);
    expect(await inRange(42)).toEqual([]);
    await Marks.deleteMany({});
    await calendarEntries(w.training.server).fill();
    expect(await inRange(42)).toEqual([900_001]);

    // An event the service announces (a process stopped between its write and its refresh) is put right by the broker.
    await Events.collection.insertOne(stored(900_002, 43) as never);
    const announced = { id: 900_002, trainingType: 2 as const, course: { code: 'OLD', name: 'Stored before' }, dates: [{ startTime: soon(43, 9), endTime: soon(43, 12) }], trainingLocationIds: [], onStationEvent: false, status: 1 as const, competencyIds: [], comment: '', minPlaces: 0, maxPlaces: 0, createdDate: new Date().toISOString(), lastModifiedDate: new Date().toISOString() };
    await w.training.server.events.publish(trainingEventEvents.updated, announced, { key: '900002' });
    await vi.waitFor(async () => expect(await inRange(43)).toEqual([900_002]), { timeout: 30_000, interval: 250 });
  });
});
