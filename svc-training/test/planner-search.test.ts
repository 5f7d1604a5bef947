import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../svc-public-api/test/world';
import { plannerFacets } from '../src/routes/training-events/planner-facets';

const at = (month: number, d: number, hour = 9) => new Date(Date.UTC(2028, month, d, hour)).toISOString();
const event = (name: string, dates: [string, string][]) => ({
  trainingType: 2,
  course: { code: 'X', name },
  dates: dates.map(([startTime, endTime]) => ({ startTime, endTime })),
  minPlaces: 1,
  maxPlaces: 4,
});

// The planner search served from indexes (planner-facets.ts): the longest span bounds the first date, course text is matched
// against the course names in use. Each answer must be what the plain query would give.
describe('planner search through its facets', () => {
  let w: World;
  const ids: Record<string, number> = {};
  const search = async (q: string) => {
    const res = await w.trainingWrite('GET', `/training/training-events/search?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; data: { id: number }[] };
  };
  const found = async (q: string) => (await search(q)).data.map((e) => e.id);

  beforeAll(async () => {
    w = await buildWorld();
    ids.short = (await w.create('training', '/training/training-events', event('Pumps (level 1)', [[at(0, 10), at(0, 10, 17)]]))).id;
    // Two dates two months apart: the event meets every range between them, though neither date falls inside.
    ids.long = (await w.create('training', '/training/training-events', event('Working at height', [[at(0, 5), at(0, 5, 17)], [at(2, 5), at(2, 5, 17)]]))).id;
  });
  afterAll(() => w?.close());

  it('finds an event by a range between its first and last dates, and not after its end', async () => {
    expect(await found('fromDate=2028-02-01&toDate=2028-02-07')).toEqual([ids.long]);
    expect(await found('fromDate=2028-01-08&toDate=2028-01-12')).toEqual([ids.long, ids.short]);
    expect(await search('fromDate=2028-03-06&toDate=2028-03-30')).toEqual({ total: 0, data: [] });
  });

  it('matches course text case-insensitively anywhere in the name, literally', async () => {
    expect(await found('course=AT%20HEIGHT')).toEqual([ids.long]);
    expect(await found('course=(level')).toEqual([ids.short]);
    expect(await found('course=E&sortBy=course')).toEqual([ids.short, ids.long]);
    expect(await search('course=.*')).toEqual({ total: 0, data: [] });
  });

  it('reads events stored before the facets were kept into them once, at start', async () => {
    const { TrainingEvent: Events, TrainingEventFacet: Facets } = w.training.server.training;
    // As stored before: no top-level course name, a course and a span the facets have not seen.
    await Events.collection.insertOne({
      _id: 900_001,
      trainingType: 1,
      course: { code: 'OLD', name: 'Hazardous materials' },
      dates: [{ startTime: new Date(at(3, 1)), endTime: new Date(at(3, 1, 17)) }, { startTime: new Date(at(9, 1)), endTime: new Date(at(9, 1, 17)) }],
      trainingLocationIds: [],
      onStationEvent: false,
      status: 1,
      competencyIds: [],
      comment: '',
      minPlaces: 0,
      maxPlaces: 0,
      firstDate: new Date(at(3, 1)),
      lastDate: new Date(at(9, 1, 17)),
      createdDate: new Date(),
      lastModifiedDate: new Date(),
    } as never);
    await Facets.updateOne({ _id: 'planner' }, { $unset: { complete: 1 } });
    await plannerFacets(w.training.server).complete();
    expect((await Events.findById(900_001).lean())?.courseName).toBe('Hazardous materials');
    expect(await found('course=hazard')).toEqual([900_001]);
    expect(await found('fromDate=2028-07-01&toDate=2028-07-02')).toEqual([900_001]);
    expect(await found('sortBy=course')).toEqual([900_001, ids.short, ids.long]);
  });
});
