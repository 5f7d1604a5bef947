import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const day = (d: number, hour = 9) => new Date(Date.UTC(2026, 0, d, hour)).toISOString();
const event = (d: number, extra: object = {}) => ({
  trainingType: 2,
  course: { code: 'BA-OPR', name: d % 2 ? 'Breathing apparatus Operator' : 'Road traffic collision' },
  dates: [{ startTime: day(d), endTime: day(d, 17) }],
  minPlaces: 2,
  maxPlaces: 10,
  ...extra,
});

describe('training events, attendees and bookings: written by svc-training, read by cursor on /api/v1', () => {
  let w: World;
  const ids: Record<string, number> = {};
  const events: number[] = [];
  let gartanId = '';

  beforeAll(async () => {
    w = await buildWorld();
    ids.centre = (await w.create('personnel', '/personnel/locations', { kind: 'trainingLocation', callSign: 'TC1', name: 'Training Centre North' })).id;
    const alex = await w.create('personnel', '/personnel/employees', { firstName: 'Alex', lastName: 'Morgan', contracts: [{ startDate: '2020-01-01' }] });
    const sam = await w.create('personnel', '/personnel/employees', { firstName: 'Sam', lastName: 'Patel', contracts: [{ startDate: '2020-01-01' }] });
    ids.alex = alex.id;
    ids.sam = sam.id;
    gartanId = alex.gartanId;
    ids.ba = (await w.create('training', '/training/reference-items/competency', { code: 'BA', name: 'Breathing apparatus' })).id;
    ids.period = (await w.create('training', '/training/reference-items/bookingType', { code: 'TP', name: 'Training period' })).id;
    for (let d = 1; d <= 25; d++) events.push((await w.create('training', '/training/training-events', event(d, { trainingLocationIds: [ids.centre], competencyIds: d === 1 ? [ids.ba] : [] }))).id);
    ids.delegate = (await w.create('training', '/training/training-event-attendees', { trainingEventId: events[0], employeeId: ids.alex, attendeeType: 2, statusId: 2, dateApplied: day(1, 8) })).id;
    ids.instructor = (await w.create('training', '/training/training-event-attendees', { trainingEventId: events[0], employeeId: ids.sam, attendeeType: 1, instructorType: 'lead', statusId: 2 })).id;
    await w.create('training', '/training/training-event-attendees', { trainingEventId: events[9], employeeId: ids.alex, attendeeType: 2, statusId: 1 });
    ids.booking = (await w.create('training', '/training/training-event-bookings', { trainingEventId: events[0], employeeId: ids.alex, bookingTypeId: ids.period, startTime: day(1), endTime: day(1, 17) })).id;
    await w.until('/api/v1/training-event-bookings', (b) => expect(b.data).toHaveLength(1));
    await w.until('/api/v1/training-event-attendees', (b) => expect(b.data).toHaveLength(3));
    await w.until('/api/v1/training-events?itemsPerPage=500', (b) => expect(b.data).toHaveLength(25));
  });
  afterAll(() => w?.close());

  it('walks events by cursor: every event once, even with events added during the walk', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body: { data: { id: number }[]; nextCursor: string | null } = (await w.v1(`/api/v1/training-events?itemsPerPage=7${cursor ? `&cursor=${cursor}` : ''}`)).json();
      seen.push(...body.data.map((e) => e.id));
      cursor = body.nextCursor;
      if (++pages === 1) for (const d of [26, 27, 28]) events.push((await w.create('training', '/training/training-events', event(d))).id);
      if (pages === 1) await w.until('/api/v1/training-events?itemsPerPage=500', (b) => expect(b.data).toHaveLength(28));
      if (body.data.length < 7) expect(cursor).toBeNull();
    } while (cursor);
    expect(seen).toEqual(events);
    const descending = (await w.v1('/api/v1/training-events?orderByDescending=true&itemsPerPage=2')).json();
    expect(descending.data.map((e: { id: number }) => e.id)).toEqual([events[27], events[26]]);
    const next = (await w.v1(`/api/v1/training-events?orderByDescending=true&itemsPerPage=2&cursor=${descending.nextCursor}`)).json();
    expect(next.data.map((e: { id: number }) => e.id)).toEqual([events[25], events[24]]);
  });

  it('shows an event in the spec shape, with attendees by type, and its details when fetched alone', async () => {
    const [first] = (await w.v1('/api/v1/training-events?itemsPerPage=1')).json().data;
    expect(first).toMatchObject({
      id: events[0],
      trainingType: 2,
      course: { code: 'BA-OPR', name: 'Breathing apparatus Operator' },
      dates: [{ startTime: day(1), endTime: day(1, 17) }],
      locations: [{ id: ids.centre, callSign: 'TC1', name: 'Training Centre North' }],
      onStationEvent: false,
      status: 1,
      flexiDutyOfficers: [],
    });
    expect(first).not.toHaveProperty('comment');
    expect(first.delegates).toEqual([
      {
        id: ids.delegate,
        trainingEventId: events[0],
        employee: { id: ids.alex, gartanId, firstName: 'Alex', lastName: 'Morgan' },
        status: 'Confirmed',
        statusId: 2,
        attendeeType: 2,
        dateApplied: day(1, 8),
        dateCancellationRequested: null,
        bookings: [{ id: ids.booking, trainingEventId: events[0], employee: expect.objectContaining({ id: ids.alex }), bookingType: { id: ids.period, code: 'TP', name: 'Training period' }, startTime: day(1), endTime: day(1, 17) }],
      },
    ]);
    expect(first.instructors.map((a: { employee: { lastName: string } }) => a.employee.lastName)).toEqual(['Patel']);
    const single = (await w.v1(`/api/v1/training-events/${events[0]}`)).json();
    expect(single).toMatchObject({ competencies: [{ id: ids.ba, code: 'BA', name: 'Breathing apparatus' }], comment: '', minPlaces: 2, maxPlaces: 10 });
    expect((await w.v1('/api/v1/training-events/99999')).json()).toMatchObject({ status: 404, code: 'notFound' });
  });

  it('filters events by dates, course name, location, status, type and modifiedAfterDate', async () => {
    const count = async (q: string) => (await w.v1(`/api/v1/training-events?itemsPerPage=500&${q}`)).json().data.length;
    expect(await count('fromDate=2026-01-10&toDate=2026-01-12')).toBe(3);
    expect(await count('fromDate=2026-01-10T12:00:00&toDate=2026-01-10T13:00:00')).toBe(1);
    expect(await count('filterText=road')).toBe(14);
    expect(await count(`trainingLocationIds=${ids.centre}`)).toBe(25);
    expect(await count('status=2')).toBe(0);
    expect(await count('trainingType=1')).toBe(0);
    expect(await count('trainingType=0')).toBe(28);
    // A range that ends before it starts holds nothing (a valid query the schema admits, not an error).
    expect(await count('fromDate=2026-02-01&toDate=2026-01-01')).toBe(0);
    expect(await count(`modifiedAfterDate=${new Date(Date.now() + 60_000).toISOString().slice(0, 19)}`)).toBe(0);
  });

  it('refuses dates that are not ISO 8601 UTC, unknown cursors and oversized pages with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['fromDate=01/02/2026', 'fromDate'],
      ['toDate=2026-02-30', 'toDate'],
      ['modifiedAfterDate=2026-01-01T25:00:00', 'modifiedAfterDate'],
      ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
      ['itemsPerPage=501', 'itemsPerPage'],
    ]) {
      const res = await w.v1(`/api/v1/training-events?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ status: 400, code: 'validation', errors: [expect.objectContaining({ field })] });
    }
    expect((await w.v1('/api/v1/training-event-bookings?fromDate=tomorrow')).json().errors[0].field).toBe('fromDate');
  });

  it("lists attendees by cursor with employee, type and event-date filters, and an event's attendees", async () => {
    const ofAlex = (await w.v1(`/api/v1/training-event-attendees?gartanIds=${gartanId}`)).json();
    expect(ofAlex.data.map((a: { trainingEventId: number }) => a.trainingEventId)).toEqual([events[0], events[9]]);
    expect(ofAlex.nextCursor).toBeNull();
    expect((await w.v1(`/api/v1/training-event-attendees?attendeeType=1`)).json().data.map((a: { id: number }) => a.id)).toEqual([ids.instructor]);
    expect((await w.v1('/api/v1/training-event-attendees?fromDate=2026-01-05')).json().data).toHaveLength(1);
    expect((await w.v1(`/api/v1/training-events/${events[0]}/training-event-attendees`)).json().data).toHaveLength(2);
    expect((await w.v1(`/api/v1/training-event-attendees/${ids.instructor}`)).json().status).toBe('Confirmed');
    expect((await w.v1('/api/v1/training-events/99999/training-event-attendees')).statusCode).toBe(404);
  });

  it('lists bookings by cursor with date and employee filters', async () => {
    expect((await w.v1(`/api/v1/training-event-bookings?employeeIds=${ids.alex}&fromDate=2026-01-01&toDate=2026-01-01`)).json().data).toHaveLength(1);
    expect((await w.v1(`/api/v1/training-event-bookings?employeeIds=${ids.sam}`)).json().data).toEqual([]);
    expect((await w.v1(`/api/v1/training-event-bookings/${ids.booking}`)).json().bookingType.code).toBe('TP');
  });

  it('refuses employees and locations that svc-personnel does not hold, naming the field (and the item of a bulk)', async () => {
    const nobody = await w.trainingWrite('POST', '/training/training-event-attendees', { trainingEventId: events[1], employeeId: 999_999, attendeeType: 2, statusId: 1 });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors).toEqual([{ field: 'employeeId', message: '999999 does not exist.' }]);
    // A training location is not a station: incidents name stations.
    const wrongKind = await w.trainingWrite('POST', '/training/incidents', { incidentNo: 'INC-X-1', incidentDate: day(2), address: '1 High St', incidentTypeId: 1, stationIds: [ids.centre] });
    expect(wrongKind.json().errors?.[0]).toEqual({ field: 'stationIds', message: `${ids.centre} does not exist.` });
    const bulk = await w.trainingWrite('POST', '/training/training-event-bookings/bulk', [
      { trainingEventId: events[9], employeeId: ids.alex, bookingTypeId: ids.period, startTime: day(10), endTime: day(10, 17) },
      { trainingEventId: events[9], employeeId: 888_888, bookingTypeId: ids.period, startTime: day(10), endTime: day(10, 17) },
    ]);
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errors).toEqual([{ field: '1.employeeId', message: '888888 does not exist.' }]);
    expect((await w.trainingWrite('GET', `/training/training-event-bookings?trainingEventId=${events[9]}`)).json().total).toBe(0);
    // An on-station event is held at a station.
    const station = await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'S99', name: 'Station 99' });
    expect((await w.trainingWrite('POST', '/training/training-events', event(26, { trainingType: 1, onStationEvent: true, trainingLocationIds: [station.id] }))).statusCode).toBe(201);
  });

  it('locks a completed event, needs a reason to cancel, and moves the attendee date span with the event', async () => {
    const eventId = events[9];
    expect((await w.trainingWrite('PUT', `/training/training-events/${eventId}`, event(10, { status: 3 }))).json().errors[0].field).toBe('comment');
    expect((await w.trainingWrite('PUT', `/training/training-events/${eventId}`, event(10, { status: 2 }))).statusCode).toBe(200);
    const blocked = await w.trainingWrite('POST', '/training/training-event-attendees', { trainingEventId: eventId, employeeId: ids.sam, attendeeType: 2, statusId: 1 });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().detail).toMatch(/locked/);
    expect((await w.trainingWrite('PUT', `/training/training-events/${eventId}`, event(10, { status: 2, comment: 'again' }))).statusCode).toBe(409);
    expect((await w.trainingWrite('PUT', `/training/training-events/${eventId}`, { ...event(10), dates: [{ startTime: day(20), endTime: day(20, 17) }] })).statusCode).toBe(200);
    await w.until('/api/v1/training-event-attendees?fromDate=2026-01-19&toDate=2026-01-21', (b) => expect(b.data.map((a: { trainingEventId: number }) => a.trainingEventId)).toEqual([eventId]));
    expect((await w.trainingWrite('DELETE', `/training/training-events/${events[0]}`)).statusCode).toBe(409);
  });

  it('filters attendees by employee ids and modifiedAfterDate, and walks them by descending id', async () => {
    const attendeeIds = async (q: string) => (await w.v1(`/api/v1/training-event-attendees?${q}`)).json().data.map((a: { id: number }) => a.id) as number[];
    const all = await attendeeIds('');
    expect(all).toHaveLength(3);
    expect(all.slice(0, 2)).toEqual([ids.delegate, ids.instructor]);
    const third = all[2];
    expect(await attendeeIds(`employeeIds=${ids.sam}`)).toEqual([ids.instructor]);
    expect(await attendeeIds(`employeeIds=${ids.alex}`)).toEqual([ids.delegate, third]);
    expect(await attendeeIds(`employeeIds=${ids.alex}&employeeIds=${ids.sam}`)).toEqual(all);
    expect(await attendeeIds('employeeIds=999999')).toEqual([]);

    expect(await attendeeIds('orderByDescending=true')).toEqual([...all].reverse());
    const firstPage = (await w.v1('/api/v1/training-event-attendees?orderByDescending=true&itemsPerPage=2')).json();
    expect(firstPage.data.map((a: { id: number }) => a.id)).toEqual([third, ids.instructor]);
    const secondPage = (await w.v1(`/api/v1/training-event-attendees?orderByDescending=true&itemsPerPage=2&cursor=${firstPage.nextCursor}`)).json();
    expect(secondPage.data.map((a: { id: number }) => a.id)).toEqual([ids.delegate]);
    expect(secondPage.nextCursor).toBeNull();
    expect(await attendeeIds(`orderByDescending=true&employeeIds=${ids.alex}`)).toEqual([third, ids.delegate]);

    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await attendeeIds(`modifiedAfterDate=${since}`)).toEqual([]);
    const changed = await w.trainingWrite('PUT', `/training/training-event-attendees/${ids.instructor}`, { trainingEventId: events[0], employeeId: ids.sam, attendeeType: 1, instructorType: 'lead', statusId: 7 });
    expect(changed.statusCode, changed.body).toBe(200);
    await w.until(`/api/v1/training-event-attendees?modifiedAfterDate=${since}`, (b) => expect(b.data.map((a: { id: number }) => a.id)).toEqual([ids.instructor]));
    expect(await attendeeIds('modifiedAfterDate=2020-01-01')).toEqual(all);
    expect(await attendeeIds(`modifiedAfterDate=${since}&employeeIds=${ids.alex}`)).toEqual([]);
  });

  it('filters bookings by global ids, employee ids, fromDate, toDate and modifiedAfterDate, and walks them by descending id', async () => {
    const bookingIds = async (q: string) => (await w.v1(`/api/v1/training-event-bookings?${q}`)).json().data.map((b: { id: number }) => b.id) as number[];
    const samGartanId = (await w.v1(`/api/v1/employees/${ids.sam}`)).json().gartanId as string;
    expect(samGartanId).toBeTruthy();
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Two more bookings: Sam on 3 January, Alex on 4 January (the fixture's is Alex on 1 January).
    await w.create('training', '/training/training-event-attendees', { trainingEventId: events[2], employeeId: ids.sam, attendeeType: 2, statusId: 2 });
    await w.create('training', '/training/training-event-attendees', { trainingEventId: events[3], employeeId: ids.alex, attendeeType: 2, statusId: 2 });
    const ofSam = (await w.create('training', '/training/training-event-bookings', { trainingEventId: events[2], employeeId: ids.sam, bookingTypeId: ids.period, startTime: day(3), endTime: day(3, 17) })).id;
    const alexLater = (await w.create('training', '/training/training-event-bookings', { trainingEventId: events[3], employeeId: ids.alex, bookingTypeId: ids.period, startTime: day(4), endTime: day(4, 17) })).id;
    await w.until('/api/v1/training-event-bookings', (b) => expect(b.data.map((x: { id: number }) => x.id)).toEqual([ids.booking, ofSam, alexLater]));

    expect(await bookingIds(`gartanIds=${gartanId}`)).toEqual([ids.booking, alexLater]);
    expect(await bookingIds(`gartanIds=${samGartanId}`)).toEqual([ofSam]);
    expect(await bookingIds(`gartanIds=${gartanId}&gartanIds=${samGartanId}`)).toEqual([ids.booking, ofSam, alexLater]);
    expect(await bookingIds('gartanIds=not-a-known-id')).toEqual([]);
    expect(await bookingIds(`employeeIds=${ids.sam}`)).toEqual([ofSam]);
    expect(await bookingIds(`employeeIds=${ids.alex}`)).toEqual([ids.booking, alexLater]);
    expect(await bookingIds('fromDate=2026-01-03')).toEqual([ofSam, alexLater]); // bookings ending on or after
    expect(await bookingIds('toDate=2026-01-03')).toEqual([ids.booking, ofSam]); // bookings starting on or before (the whole day)
    expect(await bookingIds('fromDate=2026-01-02&toDate=2026-01-03')).toEqual([ofSam]);
    expect(await bookingIds(`modifiedAfterDate=${since}`)).toEqual([ofSam, alexLater]);
    expect(await bookingIds('modifiedAfterDate=2020-01-01')).toEqual([ids.booking, ofSam, alexLater]);

    expect(await bookingIds('orderByDescending=true')).toEqual([alexLater, ofSam, ids.booking]);
    const firstPage = (await w.v1('/api/v1/training-event-bookings?orderByDescending=true&itemsPerPage=2')).json();
    expect(firstPage.data.map((b: { id: number }) => b.id)).toEqual([alexLater, ofSam]);
    const secondPage = (await w.v1(`/api/v1/training-event-bookings?orderByDescending=true&itemsPerPage=2&cursor=${firstPage.nextCursor}`)).json();
    expect(secondPage.data.map((b: { id: number }) => b.id)).toEqual([ids.booking]);
    expect(secondPage.nextCursor).toBeNull();
  });
});
