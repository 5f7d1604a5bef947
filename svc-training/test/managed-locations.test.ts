import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const at = (d: number, hour = 9) => new Date(Date.UTC(2026, 2, d, hour)).toISOString();
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Spec §6, managed personnel, on svc-training's portal routes: a user without access to all locations sees the
 * records of their locations' people, the events held at their locations or attended by their people, and the
 * incidents at their stations; anything else is a 404, and a write outside them a 403 in problem JSON.
 */
describe('managed locations on training records', () => {
  let w: World;
  const ids: Record<string, number> = {};
  let scoped: Record<string, string>;
  let everywhere: Record<string, string>;
  const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) => w.training.server.inject({ method, url, payload, headers });
  const listed = async (headers: Record<string, string>, url: string) => {
    const res = await call(headers, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
  };
  const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);
  const expectProblem = (res: { statusCode: number; headers: Record<string, unknown>; json(): { detail?: string; errors?: { field: string; message: string }[] } }, status: number, field?: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    if (field) expect(res.json().errors).toEqual([expect.objectContaining({ field })]);
  };

  beforeAll(async () => {
    w = await buildWorld();
    ids.a = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'A01', name: 'Station A' })).id;
    ids.b = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'B01', name: 'Station B' })).id;
    ids.centre = (await w.create('personnel', '/personnel/locations', { kind: 'trainingLocation', callSign: 'TC9', name: 'Training Centre' })).id;
    ids.anna = (await w.create('personnel', '/personnel/employees', { firstName: 'Anna', lastName: 'Ames', contracts: [{ startDate: '2020-01-01', stationId: ids.a }] })).id;
    ids.ben = (await w.create('personnel', '/personnel/employees', { firstName: 'Ben', lastName: 'Blake', contracts: [{ startDate: '2020-01-01', stationId: ids.b }] })).id;
    ids.competency = (await w.create('training', '/training/reference-items/competency', { code: 'BA', name: 'Breathing apparatus' })).id;
    ids.area = (await w.create('training', '/training/reference-items/subjectArea', { code: 'SAFE', name: 'Safety critical' })).id;
    ids.period = (await w.create('training', '/training/reference-items/bookingType', { code: 'TP', name: 'Training period' })).id;
    ids.fire = (await w.create('training', '/training/reference-items/incidentType', { code: 'FIRE', name: 'Fire' })).id;
    const status = (await w.trainingWrite('GET', '/training/reference-items/competencyStatus')).json().data.find((s: { name: string }) => s.name === 'PASS').id;
    const areaStatus = (await w.trainingWrite('GET', '/training/reference-items/subjectAreaStatus')).json().data[0].id;
    ids.status = status;
    const event = (d: number, locationIds: number[], onStationEvent: boolean) =>
      w.create('training', '/training/training-events', { trainingType: onStationEvent ? 1 : 2, onStationEvent, course: { name: `Course ${d}` }, dates: [{ startTime: at(d), endTime: at(d, 17) }], trainingLocationIds: locationIds, maxPlaces: 10 });
    ids.eventA = (await event(1, [ids.a], true)).id;
    ids.eventB = (await event(2, [ids.b], true)).id;
    ids.eventCentre = (await event(3, [ids.centre], false)).id;
    const attendee = (trainingEventId: number, employeeId: number) => w.create('training', '/training/training-event-attendees', { trainingEventId, employeeId, attendeeType: 2, statusId: 2 });
    ids.annaAtCentre = (await attendee(ids.eventCentre, ids.anna)).id;
    ids.benAtA = (await attendee(ids.eventA, ids.ben)).id;
    ids.benAtB = (await attendee(ids.eventB, ids.ben)).id;
    const booking = (trainingEventId: number, employeeId: number, d: number) =>
      w.create('training', '/training/training-event-bookings', { trainingEventId, employeeId, bookingTypeId: ids.period, startTime: at(d), endTime: at(d, 17) });
    ids.annaBooking = (await booking(ids.eventCentre, ids.anna, 3)).id;
    ids.benBooking = (await booking(ids.eventB, ids.ben, 2)).id;
    const competency = (employeeId: number) => w.create('training', '/training/employee-competencies', { employeeId, competencyId: ids.competency, statusId: status, startDate: '2025-01-01' });
    ids.annaCompetency = (await competency(ids.anna)).id;
    ids.benCompetency = (await competency(ids.ben)).id;
    const subjectArea = (employeeId: number) => w.create('training', '/training/employee-subject-areas', { employeeId, subjectAreaId: ids.area, statusId: areaStatus });
    ids.annaArea = (await subjectArea(ids.anna)).id;
    ids.benArea = (await subjectArea(ids.ben)).id;
    const incident = (n: number, stationIds: number[]) => w.create('training', '/training/incidents', { incidentNo: `ML-${n}`, incidentDate: at(n, 3), incidentTypeId: ids.fire, stationIds });
    ids.incidentA = (await incident(1, [ids.a])).id;
    ids.incidentB = (await incident(2, [ids.b])).id;
    scoped = await w.training.as({ id: 'manager-a', username: 'manager.a', accessAllLocations: false, locationIds: [ids.a] });
    everywhere = await w.training.as({ id: 'area-manager', username: 'area.manager', accessAllLocations: true });
  });
  afterAll(() => w?.close());

  it('lists only the rows of their locations, and all of them for a user with all locations', async () => {
    // Events: held at station A, or attended by Anna (of station A); not station B's.
    expect(await listed(scoped, '/training/training-events')).toEqual(sorted(ids.eventA, ids.eventCentre));
    expect(await listed(scoped, '/training/training-events/search?itemsPerPage=100')).toEqual(sorted(ids.eventA, ids.eventCentre));
    expect((await call(scoped, 'GET', '/training/training-events/search')).json().total).toBe(2);
    // Attendees and bookings: Anna's, and everyone's on an event held at station A.
    expect(await listed(scoped, '/training/training-event-attendees')).toEqual(sorted(ids.annaAtCentre, ids.benAtA));
    expect(await listed(scoped, `/training/training-event-attendees?employeeId=${ids.ben}`)).toEqual([ids.benAtA]);
    expect(await listed(scoped, '/training/training-event-bookings')).toEqual([ids.annaBooking]);
    // What people hold: Anna's only.
    expect(await listed(scoped, '/training/employee-competencies')).toEqual([ids.annaCompetency]);
    expect(await listed(scoped, `/training/employee-competencies?employeeId=${ids.ben}`)).toEqual([]);
    expect(await listed(scoped, '/training/employee-subject-areas')).toEqual([ids.annaArea]);
    expect(await listed(scoped, '/training/incidents')).toEqual([ids.incidentA]);
    expect(await listed(scoped, '/training/incidents/search')).toEqual([ids.incidentA]);

    expect(await listed(everywhere, '/training/training-events')).toEqual(sorted(ids.eventA, ids.eventB, ids.eventCentre));
    expect(await listed(everywhere, '/training/training-events/search')).toEqual(sorted(ids.eventA, ids.eventB, ids.eventCentre));
    expect(await listed(everywhere, '/training/training-event-attendees')).toEqual(sorted(ids.annaAtCentre, ids.benAtA, ids.benAtB));
    expect(await listed(everywhere, '/training/training-event-bookings')).toEqual(sorted(ids.annaBooking, ids.benBooking));
    expect(await listed(everywhere, '/training/employee-competencies')).toEqual(sorted(ids.annaCompetency, ids.benCompetency));
    expect(await listed(everywhere, '/training/employee-subject-areas')).toEqual(sorted(ids.annaArea, ids.benArea));
    expect(await listed(everywhere, '/training/incidents/search')).toEqual(sorted(ids.incidentA, ids.incidentB));
  });

  it('answers 404 for a detail outside their locations and the detail inside', async () => {
    for (const url of [
      `/training/training-events/${ids.eventB}`,
      `/training/training-event-attendees/${ids.benAtB}`,
      `/training/training-event-bookings/${ids.benBooking}`,
      `/training/employee-competencies/${ids.benCompetency}`,
      `/training/employee-subject-areas/${ids.benArea}`,
      `/training/incidents/${ids.incidentB}`,
    ]) {
      expectProblem(await call(scoped, 'GET', url), 404);
      expect((await call(everywhere, 'GET', url)).statusCode).toBe(200);
    }
    for (const url of [`/training/training-events/${ids.eventA}`, `/training/training-events/${ids.eventCentre}`, `/training/training-event-attendees/${ids.benAtA}`, `/training/employee-competencies/${ids.annaCompetency}`]) {
      expect((await call(scoped, 'GET', url)).statusCode, url).toBe(200);
    }
  });

  it('scopes the API key of a user without all locations the same way on /api/v1', async () => {
    await w.until('/api/v1/training-event-attendees', (b) => expect(b.data).toHaveLength(3));
    await w.until('/api/v1/training-event-bookings', (b) => expect(b.data).toHaveLength(2));
    await w.until('/api/v1/incidents', (b) => expect(b.data).toHaveLength(2));
    await w.until('/api/v1/employees', (b) => expect(b.data).toHaveLength(2));
    const key = await w.api.as({ id: 'manager-a', username: 'manager.a', accessAllLocations: false, locationIds: [ids.a], via: 'apiKey' });
    const everyKey = await w.api.as({ via: 'apiKey' });
    const v1Ids = async (url: string, headers = key) => {
      const res = await w.v1(url, headers);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
    };
    const events = (await w.v1('/api/v1/training-events', key)).json().data as { id: number; delegates: { id: number }[] }[];
    expect(events.map((e) => e.id)).toEqual(sorted(ids.eventA, ids.eventCentre));
    // Everyone on an event at station A; on the centre's course, only Anna (of station A).
    expect(events.find((e) => e.id === ids.eventA)!.delegates.map((d) => d.id)).toEqual([ids.benAtA]);
    expect(events.find((e) => e.id === ids.eventCentre)!.delegates.map((d) => d.id)).toEqual([ids.annaAtCentre]);
    expect(await v1Ids('/api/v1/training-event-attendees')).toEqual(sorted(ids.annaAtCentre, ids.benAtA));
    expect(await v1Ids(`/api/v1/training-events/${ids.eventA}/training-event-attendees`)).toEqual([ids.benAtA]);
    expect(await v1Ids('/api/v1/training-event-bookings')).toEqual([ids.annaBooking]);
    expect(await v1Ids('/api/v1/incidents')).toEqual([ids.incidentA]);
    for (const url of [`/api/v1/training-events/${ids.eventB}`, `/api/v1/training-events/${ids.eventB}/training-event-attendees`, `/api/v1/training-event-attendees/${ids.benAtB}`, `/api/v1/training-event-bookings/${ids.benBooking}`]) {
      const res = await w.v1(url, key);
      expect(res.statusCode, url).toBe(404);
      expect((await w.v1(url, everyKey)).statusCode, url).toBe(200);
    }
    expect((await w.v1(`/api/v1/training-events/${ids.eventCentre}`, key)).statusCode).toBe(200);
    expect(await v1Ids('/api/v1/training-events', everyKey)).toEqual(sorted(ids.eventA, ids.eventB, ids.eventCentre));
    expect(await v1Ids('/api/v1/training-event-attendees', everyKey)).toEqual(sorted(ids.annaAtCentre, ids.benAtA, ids.benAtB));
    expect(await v1Ids('/api/v1/training-event-bookings', everyKey)).toEqual(sorted(ids.annaBooking, ids.benBooking));
    expect(await v1Ids('/api/v1/incidents', everyKey)).toEqual(sorted(ids.incidentA, ids.incidentB));
  });

  it('refuses writes outside their locations with problem JSON, and takes those inside', async () => {
    const eventBody = (locationIds: number[]) => ({ trainingType: 1, onStationEvent: true, course: { name: 'Ladder drill' }, dates: [{ startTime: at(10), endTime: at(10, 12) }], trainingLocationIds: locationIds });
    expectProblem(await call(scoped, 'POST', '/training/training-events', eventBody([ids.b])), 403, 'trainingLocationIds');
    expectProblem(await call(scoped, 'POST', '/training/training-events', eventBody([ids.a, ids.b])), 403, 'trainingLocationIds');
    const mine = await call(scoped, 'POST', '/training/training-events', eventBody([ids.a]));
    expect(mine.statusCode, mine.body).toBe(201);
    // Another station's event does not exist for them; one they only see (Anna attends it) is not theirs to change.
    expectProblem(await call(scoped, 'PUT', `/training/training-events/${ids.eventB}`, eventBody([ids.b])), 404);
    expectProblem(await call(scoped, 'PUT', `/training/training-events/${ids.eventCentre}`, eventBody([ids.a])), 403, 'trainingLocationIds');
    expectProblem(await call(scoped, 'PUT', `/training/training-events/${mine.json().id}`, eventBody([ids.b])), 403, 'trainingLocationIds');
    expectProblem(await call(scoped, 'DELETE', `/training/training-events/${ids.eventB}`), 404);

    // People: Ben is not theirs, even on their own event.
    expectProblem(await call(scoped, 'POST', '/training/training-event-attendees', { trainingEventId: mine.json().id, employeeId: ids.ben, attendeeType: 2, statusId: 1 }), 403, 'employeeId');
    expect((await call(scoped, 'POST', '/training/training-event-attendees', { trainingEventId: mine.json().id, employeeId: ids.anna, attendeeType: 2, statusId: 1 })).statusCode).toBe(201);
    expectProblem(await call(scoped, 'DELETE', `/training/training-event-attendees/${ids.benAtA}`), 403, 'employeeId');
    const competency = (employeeId: number) => ({ employeeId, competencyId: ids.competency, statusId: ids.status, startDate: '2025-06-01' });
    expectProblem(await call(scoped, 'POST', '/training/employee-competencies', competency(ids.ben)), 403, 'employeeId');
    expectProblem(await call(scoped, 'POST', '/training/employee-competencies/bulk', [competency(ids.anna), competency(ids.ben)]), 403, '1.employeeId');
    expectProblem(await call(scoped, 'PUT', `/training/employee-competencies/${ids.benCompetency}`, competency(ids.ben)), 404);
    expectProblem(await call(scoped, 'PUT', `/training/employee-competencies/${ids.annaCompetency}`, competency(ids.ben)), 403, 'employeeId');
    expectProblem(await call(scoped, 'DELETE', `/training/employee-competencies/${ids.benCompetency}`), 404);
    expect((await call(scoped, 'POST', '/training/employee-competencies', competency(ids.anna))).statusCode).toBe(201);
    expectProblem(await call(scoped, 'POST', '/training/lms-completions', { completions: [{ employeeId: ids.anna, competencyId: ids.competency, completionDate: '2025-07-01' }, { employeeId: ids.ben, competencyId: ids.competency, completionDate: '2025-07-01' }] }), 403, 'completions.1.employeeId');
    expectProblem(await call(scoped, 'POST', '/training/incidents', { incidentNo: 'ML-9', incidentDate: at(9, 3), incidentTypeId: ids.fire, stationIds: [ids.b] }), 403, 'stationIds');

    // Nothing refused was stored.
    expect(await listed(everywhere, `/training/employee-competencies?employeeId=${ids.ben}`)).toEqual([ids.benCompetency]);
    expect(await listed(everywhere, `/training/training-event-attendees?trainingEventId=${mine.json().id}`)).toHaveLength(1);
    // A user with all locations writes anywhere.
    expect((await call(everywhere, 'POST', '/training/employee-competencies', competency(ids.ben))).statusCode).toBe(201);
    expect((await call(everywhere, 'POST', '/training/training-events', eventBody([ids.b]))).statusCode).toBe(201);
  });
});
