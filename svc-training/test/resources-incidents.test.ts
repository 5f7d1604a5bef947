import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour)).toISOString();

describe('training resources and incidents: written by svc-training, read on /api/v1', () => {
  let w: World;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    w = await buildWorld();
    ids.s12 = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'S12', name: 'Hightown' })).id;
    ids.s04 = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'S04', name: 'Ashby' })).id;
    ids.course = (await w.create('training', '/training/reference-items/bookingType', { code: 'COURSE', name: 'Course' })).id;
    ids.fire = (await w.create('training', '/training/reference-items/incidentType', { code: 'FIRE-B', name: 'Building fire' })).id;
    ids.rtc = (await w.create('training', '/training/reference-items/incidentType', { code: 'RTC', name: 'Road traffic collision' })).id;
    ids.ba = (await w.create('training', '/training/training-resources', { name: 'Breathing apparatus', trainingResourceTypeName: 'Equipment', notes: 'Bay 2' })).id;
    ids.tower = (await w.create('training', '/training/training-resources', { name: 'Drill tower', trainingResourceTypeName: 'Facility' })).id;
    ids.sets = (await w.create('training', '/training/training-resource-inventories', { trainingResourceId: ids.ba, name: 'BA sets', quantity: 10, maximumAllowedPerEvent: 6, minutesUnavailableAfterEnd: 60 })).id;
    ids.floor = (await w.create('training', '/training/training-resource-inventories', { trainingResourceId: ids.tower, name: 'Tower floors', quantity: 1, restrictedToHourlyBookings: true, availableForOnStationEvents: false })).id;
    ids.event = (await w.create('training', '/training/training-events', { trainingType: 2, course: { name: 'BA initial' }, dates: [{ startTime: at(2, 9), endTime: at(2, 17) }] })).id;
    ids.booking = (await w.create('training', '/training/training-resource-bookings', { trainingResourceInventoryId: ids.sets, bookingTypeId: ids.course, trainingEventId: ids.event, startDate: at(2, 9), endDate: at(2, 17), quantity: 6 })).id;
    for (let n = 1; n <= 5; n++) {
      await w.create('training', '/training/incidents', {
        incidentNo: `inc-2026-${n}`,
        incidentDate: at(n, 3),
        address: `${n} Bridge Street`,
        incidentTypeId: n % 2 ? ids.fire : ids.rtc,
        stationIds: n === 5 ? [ids.s12, ids.s04] : [ids.s12],
        applianceCallSigns: ['s12p1'],
      });
    }
    await w.until('/api/v1/incidents', (b) => expect(b.pagingInfo.totalItems).toBe(5));
    await w.until('/api/v1/training-resource-bookings', (b) => expect(b.data).toHaveLength(1));
    await w.until('/api/v1/training-resources', (b) => expect(b.data.flatMap((r: { inventories: unknown[] }) => r.inventories)).toHaveLength(2));
  });
  afterAll(() => w?.close());

  it('lists resources with their inventories, 500 a page by default, ordered by name', async () => {
    const body = (await w.v1('/api/v1/training-resources')).json();
    expect(body.pagingInfo).toEqual({ totalItems: 2, itemsPerPage: 500, pageIndex: 0, totalPages: 1 });
    expect(body.data[0]).toEqual({
      id: ids.ba,
      name: 'Breathing apparatus',
      notes: 'Bay 2',
      trainingResourceTypeName: 'Equipment',
      inventories: [
        {
          id: ids.sets,
          name: 'BA sets',
          trainingResourceId: ids.ba,
          trainingResourceName: 'Breathing apparatus',
          trainingResourceTypeName: 'Equipment',
          quantity: 10,
          maximumAllowedPerEvent: 6,
          restrictedToHourlyBookings: false,
          maximumBookingMinutes: null,
          minutesUnavailableBeforeStart: 0,
          minutesUnavailableAfterEnd: 60,
          availableForOnStationEvents: true,
          availableForTrainingCourses: true,
        },
      ],
    });
    expect((await w.v1('/api/v1/training-resources?filterText=tower')).json().data.map((r: { id: number }) => r.id)).toEqual([ids.tower]);
    expect((await w.v1('/api/v1/training-resource-inventories?orderBy=name&orderByDescending=true')).json().data.map((i: { name: string }) => i.name)).toEqual(['Tower floors', 'BA sets']);
    expect((await w.v1(`/api/v1/training-resource-inventories/${ids.floor}`)).json().restrictedToHourlyBookings).toBe(true);
    expect((await w.v1('/api/v1/training-resources?itemsPerPage=1001')).statusCode).toBe(400);
  });

  it('orders resources by name by default, by id on request, either way round; inventories likewise', async () => {
    ids.aerial = (await w.create('training', '/training/training-resources', { name: 'Aerial platform', trainingResourceTypeName: 'Facility' })).id;
    await w.until('/api/v1/training-resources', (b) => expect(b.pagingInfo.totalItems).toBe(3));
    const resourceIds = async (q: string) => (await w.v1(`/api/v1/training-resources${q}`)).json().data.map((r: { id: number }) => r.id);
    expect(await resourceIds('')).toEqual([ids.aerial, ids.ba, ids.tower]);
    expect(await resourceIds('?orderBy=id')).toEqual([ids.ba, ids.tower, ids.aerial]);
    expect(await resourceIds('?orderBy=id&orderByDescending=true')).toEqual([ids.aerial, ids.tower, ids.ba]);
    expect(await resourceIds('?orderByDescending=true')).toEqual([ids.tower, ids.ba, ids.aerial]);
    expect((await w.v1('/api/v1/training-resource-inventories?filterText=floor')).json().data.map((i: { id: number }) => i.id)).toEqual([ids.floor]);
    expect((await w.v1('/api/v1/training-resource-inventories?orderBy=id&orderByDescending=true')).json().data.map((i: { id: number }) => i.id)).toEqual([ids.floor, ids.sets]);
  });

  it('keeps a booking over the limits only with a breach comment, and shows who confirmed it', async () => {
    const over = { trainingResourceInventoryId: ids.sets, bookingTypeId: ids.course, startDate: at(2, 17), endDate: at(2, 18), quantity: 5 };
    const refused = await w.trainingWrite('POST', '/training/training-resource-bookings', over);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'startDate', message: 'A booking must not overlap an existing booking (4 of 10 free at that time)' },
      { field: 'breachComment', message: 'A breach booking needs a comment' },
    ]);
    const kept = await w.trainingWrite('POST', '/training/training-resource-bookings', { ...over, breachComment: 'Borrowing two sets from S04' });
    expect(kept.statusCode).toBe(201);
    await w.until(`/api/v1/training-resource-bookings/${kept.json().id}`, (b) =>
      expect(b).toMatchObject({ breachCreated: true, breachCreatedComment: 'Borrowing two sets from S04', breachCreatedByUsername: expect.any(String), trainingResourceBookingTypeCode: 'COURSE', trainingResourceInventoryName: 'BA sets' }),
    );
    const halfHour = await w.trainingWrite('POST', '/training/training-resource-bookings', { trainingResourceInventoryId: ids.floor, bookingTypeId: ids.course, startDate: at(3, 9), endDate: at(3, 9).replace('09:00', '09:30'), quantity: 1 });
    expect(halfHour.json().errors[0]).toEqual({ field: 'endDate', message: 'This inventory is restricted to hourly bookings: book whole hours' });
  });

  it('lists resource bookings by cursor with filters, and what an event has booked', async () => {
    const booking = (await w.v1(`/api/v1/training-resource-bookings?trainingResourceIds=${ids.ba}&fromDate=2026-03-02&toDate=2026-03-02`)).json().data[0];
    expect(booking).toMatchObject({
      id: ids.booking,
      trainingResourceId: ids.ba,
      trainingResourceName: 'Breathing apparatus',
      trainingResourceInventoryId: ids.sets,
      trainingResourceBookingTypeId: ids.course,
      trainingResourceBookingTypeName: 'Course',
      trainingEventId: ids.event,
      startDate: at(2, 9),
      endDate: at(2, 17),
      quantity: 6,
      breachCreated: false,
      breachCreatedComment: null,
    });
    expect((await w.v1(`/api/v1/training-resource-bookings?trainingResourceIds=${ids.tower}`)).json()).toEqual({ data: [], nextCursor: null });
    // The breach booking of the test before is the newer one: descending by id puts it first.
    const ascending = (await w.v1('/api/v1/training-resource-bookings')).json().data.map((b: { id: number }) => b.id);
    expect(ascending).toHaveLength(2);
    expect(ascending[0]).toBe(ids.booking);
    expect((await w.v1('/api/v1/training-resource-bookings?orderByDescending=true')).json().data.map((b: { id: number }) => b.id)).toEqual([...ascending].reverse());
    expect((await w.v1(`/api/v1/training-resource-bookings?modifiedAfterDate=${new Date(Date.now() + 60_000).toISOString().slice(0, 19)}`)).json().data).toEqual([]);
    expect((await w.v1('/api/v1/training-resource-bookings?modifiedAfterDate=2020-01-01')).json().data).toHaveLength(2);
    expect((await w.v1(`/api/v1/training-events/${ids.event}/training-resources`)).json().data.map((b: { id: number }) => b.id)).toEqual([ids.booking]);
  });

  it('lists incidents by date by default, with type and station filters and names resolved', async () => {
    const body = (await w.v1('/api/v1/incidents?orderByDescending=true&itemsPerPage=2')).json();
    expect(body.pagingInfo).toEqual({ totalItems: 5, itemsPerPage: 2, pageIndex: 0, totalPages: 3 });
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      incidentNo: 'INC-2026-5',
      incidentDate: at(5, 3),
      address: '5 Bridge Street',
      incidentType: { id: ids.fire, code: 'FIRE-B', name: 'Building fire' },
      stations: [{ id: ids.s12, callSign: 'S12', name: 'Hightown' }, { id: ids.s04, callSign: 'S04', name: 'Ashby' }],
      applianceCallSigns: ['S12P1'],
    });
    expect((await w.v1(`/api/v1/incidents?incidentTypeId=${ids.rtc}`)).json().pagingInfo.totalItems).toBe(2);
    expect((await w.v1(`/api/v1/incidents?stationIds=${ids.s04}`)).json().data.map((i: { incidentNo: string }) => i.incidentNo)).toEqual(['INC-2026-5']);
    expect((await w.v1('/api/v1/incidents?fromDate=2026-03-02&toDate=2026-03-03')).json().pagingInfo.totalItems).toBe(2);
    expect((await w.v1('/api/v1/incidents?orderBy=incidentType')).json().data[0].incidentType.name).toBe('Building fire');
    expect((await w.v1('/api/v1/incidents?orderBy=incidentNo&orderByDescending=true&itemsPerPage=1')).json().data[0].incidentNo).toBe('INC-2026-5');
    expect((await w.v1('/api/v1/incidents?orderBy=incidentNo&page=2&itemsPerPage=2')).json()).toMatchObject({ data: [expect.objectContaining({ incidentNo: 'INC-2026-5' })], pagingInfo: { pageIndex: 2, totalPages: 3 } });
    const numbers = async (q: string) => (await w.v1(`/api/v1/incidents?${q}`)).json().data.map((i: { incidentNo: string }) => i.incidentNo);
    expect(await numbers('')).toEqual(['INC-2026-1', 'INC-2026-2', 'INC-2026-3', 'INC-2026-4', 'INC-2026-5']); // incidentDate ascending by default
    expect(await numbers('fromDate=2026-03-04')).toEqual(['INC-2026-4', 'INC-2026-5']);
    expect(await numbers('toDate=2026-03-02')).toEqual(['INC-2026-1', 'INC-2026-2']); // a bare toDate includes its whole day
    expect(await numbers(`incidentTypeId=${ids.rtc}`)).toEqual(['INC-2026-2', 'INC-2026-4']);
    const types = (await w.v1('/api/v1/incidents?orderBy=incidentType')).json().data.map((i: { incidentType: { code: string } }) => i.incidentType.code);
    expect(types).toEqual(['FIRE-B', 'FIRE-B', 'FIRE-B', 'RTC', 'RTC']);
    expect((await w.v1('/api/v1/incidents?orderBy=incidentType&orderByDescending=true')).json().data[0].incidentType.code).toBe('RTC');
    expect((await w.v1('/api/v1/incidents?orderBy=address')).statusCode).toBe(400);
    expect((await w.v1('/api/v1/incidents?fromDate=2026-3-2')).json().errors[0].field).toBe('fromDate');
  });

  it('answers /incidents/upload/csv with the incidents as a CSV file in the upload layout', async () => {
    const res = await w.v1(`/api/v1/incidents/upload/csv?stationIds=${ids.s04}`);
    expect(res.statusCode).toBe(200);
    // The second answer comes from memory (the read model is unchanged) and must be the same file.
    for (const answer of [res, await w.v1(`/api/v1/incidents/upload/csv?stationIds=${ids.s04}`)]) {
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toBe('attachment; filename="incidents.csv"');
      expect(answer.body).toBe(res.body);
    }
    expect(parse(res.body, { columns: true })).toEqual([
      { incidentNo: 'INC-2026-5', incidentDate: at(5, 3), address: '5 Bridge Street', incidentTypeCode: 'FIRE-B', incidentTypeName: 'Building fire', stationCallSigns: 'S12|S04', applianceCallSigns: 'S12P1' },
    ]);
    const empty = await w.v1('/api/v1/incidents/upload/csv?fromDate=2030-01-01');
    expect(empty.body.trim()).toBe('incidentNo,incidentDate,address,incidentTypeCode,incidentTypeName,stationCallSigns,applianceCallSigns');
  });

  it('refuses a second incident with the same number, and an unknown incident type', async () => {
    const duplicate = await w.trainingWrite('POST', '/training/incidents', { incidentNo: 'INC-2026-1', incidentDate: at(9, 1), incidentTypeId: ids.fire });
    expect(duplicate.json().errors).toEqual([{ field: 'incidentNo', message: 'Another incident has this number.' }]);
    expect((await w.trainingWrite('POST', '/training/incidents', { incidentNo: 'X1', incidentDate: at(9, 1), incidentTypeId: 999 })).json().errors[0].field).toBe('incidentTypeId');
  });

  it("sorts the portal's incidents list by a column either way (issue 34)", async () => {
    const numbers = async (q: string) => (await w.trainingWrite('GET', `/training/incidents/search?${q}`)).json().data.map((i: { incidentNo: string }) => i.incidentNo);
    expect(await numbers('')).toEqual([5, 4, 3, 2, 1].map((n) => `INC-2026-${n}`));
    expect(await numbers('orderBy=incidentNo&descending=false&itemsPerPage=2')).toEqual(['INC-2026-1', 'INC-2026-2']);
    expect(await numbers('orderBy=address&descending=true&itemsPerPage=1')).toEqual(['INC-2026-5']);
    expect((await w.trainingWrite('GET', '/training/incidents/search?orderBy=station')).statusCode).toBe(400);
  });
});

