/**
 * The training calendar and the iCalendar feeds at the bench size (issue 32: the month view's API p95 under 200 ms at
 * 1,000,000 events; a station's feed under 300 ms).
 *
 *   ./firecrest bench training-calendar        (EVENTS=1000000 STATIONS=60 SEARCHES=30 by default)
 *
 * Builds svc-training in this process on the real FerretDB and Kafka (a database of its own, dropped at the end). 400
 * events go through the route first (the planner's facets learn the course names and the longest span as they would,
 * and the route's path is exercised); the rest are written straight into its collections in raw batches of BATCH,
 * exactly as the service stores them (the bulk route would take hours at this size): one date each, 09:00-17:00,
 * spread over twelve years and STATIONS stations, each event's calendar entry beside it (calendarEntryOf, as the
 * service keeps it). The secondary indexes are dropped for the load and built before each measurement (the local
 * store's index upkeep per written document is most of a load's cost). WITH_EVENTS=0 writes the calendar entries
 * alone (the calendar's read and the station feed read nothing else; the events' own reads below are then skipped).
 * At each size of MEASURE_AT (and at EVENTS) it then times, one at a time
 * through the service's routes (in process: no HTTP), what the calendar asks — a month of events (the month view, at
 * most 500 as the portal asks), a week, a day — and a station's feed (90 days back, two years ahead), both as built
 * after a change of the station and as kept.
 */
import { createHash, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { buildTestService } from '@firecrest/service-kit/testing';
import { app as trainingApp } from '../svc-training/src/app';
import { configSchema as trainingConfig } from '../svc-training/src/config';
import { calendarEntryOf } from '../svc-training/src/events/calendar-entries';

const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const STATIONS = Number(process.env.STATIONS ?? 60);
const SEARCHES = Number(process.env.SEARCHES ?? 30);
/** Sizes at which the reads are timed while loading (the last is EVENTS): `MEASURE_AT=250000,500000`. */
const MEASURE_AT = [...new Set([...(process.env.MEASURE_AT ?? '').split(',').filter(Boolean).map(Number), EVENTS])].sort((a, b) => a - b);
const COURSES = ['Breathing apparatus', 'Road traffic collision', 'Swift water rescue', 'Working at height', 'First responder', 'Hazardous materials', 'Incident command', 'Pumps and hydraulics'];
const DAY = 86_400_000;
const YEARS = 12;
const START = Date.UTC(new Date().getUTCFullYear() - 6, 0, 1);
const BATCH = Number(process.env.BATCH ?? 10_000);
const WITH_EVENTS = process.env.WITH_EVENTS !== '0';
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

async function main() {
  const training = await buildTestService('svc-training', trainingConfig, trainingApp, { PERSONNEL_URL: 'http://127.0.0.1:9' });
  const { TrainingEvent: Events, CalendarFeed: Feeds, CalendarEntry: Entries, CalendarStationChange: Changes } = training.server.training;
  const token = randomBytes(32).toString('base64url');
  try {
    const admin = await training.as();
    const now = new Date();
    // Through the route, so the facets know every course name and the span (the names repeat every 400 events).
    for (let n = 0; n < 400; n++) {
      const day = START + 100 * DAY;
      const body = { trainingType: 2, course: { code: `C${n % COURSES.length}`, name: `${COURSES[n % COURSES.length]} ${n % 50}` }, dates: [{ startTime: new Date(day + 9 * 3_600_000).toISOString(), endTime: new Date(day + 17 * 3_600_000).toISOString() }] };
      const res = await training.server.inject({ method: 'POST', url: '/training/training-events', payload: body, headers: admin });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
    // The load goes in without the secondary indexes (built again before each measurement, dropped again after).
    const collections = WITH_EVENTS ? [Events, Entries] : [Entries];
    const dropIndexes = () => Promise.all(collections.map((m) => m.collection.dropIndexes()));
    const buildIndexes = async () => {
      const t0 = Date.now();
      await Promise.all(collections.map((m) => m.createIndexes()));
      console.log(`  indexes built in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    };
    await Promise.all(collections.map((m) => m.init()));
    await dropIndexes();
    const started = Date.now();
    await Feeds.create({ _id: 'bench-feed', tokenHash: createHash('sha256').update(token).digest('hex'), kind: 'station', subjectId: 1, owner: 'bench', createdDate: new Date() });
    for (let from = 0; from < EVENTS; from += BATCH) {
      const docs = Array.from({ length: Math.min(BATCH, EVENTS - from) }, (_, k) => {
        const n = from + k;
        // Day by day round the years, so that every size measured on the way has events all over them.
        const day = START + (n % (YEARS * 365)) * DAY;
        const startTime = new Date(day + 9 * 3_600_000);
        const endTime = new Date(day + 17 * 3_600_000);
        const name = `${COURSES[n % COURSES.length]} ${n % 50}`;
        return {
          _id: 10_000_000 + n,
          trainingType: n % 3 ? 2 : 1,
          course: { code: `C${n % COURSES.length}`, name },
          courseName: name,
          dates: [{ startTime, endTime }],
          trainingLocationIds: [1 + (n % STATIONS)],
          onStationEvent: !(n % 3),
          status: startTime < now ? 2 : 1,
          competencyIds: [],
          comment: '',
          minPlaces: 4,
          maxPlaces: 12,
          staffGroupId: null,
          rosterId: null,
          watchId: null,
          cancellationReasonId: null,
          publicEvent: false,
          leadInstructors: null,
          assistantInstructors: null,
          courseTemplateId: null,
          courseTemplateVersion: null,
          firstDate: startTime,
          lastDate: endTime,
          createdDate: now,
          lastModifiedDate: now,
        };
      });
      // Numeric ids, as the service stores them (the driver's types expect ObjectIds).
      await Promise.all([
        WITH_EVENTS && Events.collection.insertMany(docs as never, { ordered: false }),
        Entries.collection.insertMany(docs.map((d) => calendarEntryOf(d as never)!) as never, { ordered: false }),
      ]);
      const written = from + docs.length;
      if (Math.floor(written / 50_000) > Math.floor(from / 50_000)) {
        const s = (Date.now() - started) / 1000;
        console.log(`  ${written} written, ${s.toFixed(0)} s (${(written / s).toFixed(0)} events a second${WITH_EVENTS ? ' with their entries' : ', entries only'}), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
      }
      if (MEASURE_AT.includes(written)) {
        await buildIndexes();
        await measure(written);
        if (written < EVENTS) await dropIndexes();
      }
    }
  } finally {
    // Drops the bench's database.
    await training.close();
  }

  async function measure(size: number) {
    const admin = await training.as();
    console.log(`\n${size} training events (and 400 through the route), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);

    async function series(name: string, url: (i: number) => string, headers: Record<string, string> = admin, before?: () => Promise<unknown>) {
      const times: number[] = [];
      let size = 0;
      for (let i = 0; i < SEARCHES + 10; i++) {
        await before?.();
        const t0 = performance.now();
        const res = await training.server.inject({ method: 'GET', url: url(i), headers });
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        if (i >= 10) times.push(performance.now() - t0);
        size += res.body.length;
      }
      times.sort((a, b) => a - b);
      console.log(`${name.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms  (${(size / (SEARCHES + 10) / 1024).toFixed(0)} kB an answer)`);
    }
    const dayOf = (i: number) => START + ((i * 97) % (YEARS * 365 - 40)) * DAY;
    const search = (from: number, days: number) => `/training/training-events/calendar?fromDate=${isoDay(from)}&toDate=${isoDay(from + (days - 1) * DAY)}&itemsPerPage=500`;
    console.log(`\n${SEARCHES} calendar reads one at a time (after 10 unmeasured), in process:`);
    await series('month view (a month, up to 500)', (i) => search(dayOf(i), 31));
    await series('week view', (i) => search(dayOf(i), 7));
    await series('day view', (i) => search(dayOf(i), 1));

    // A station's feed: built (the station changed before each read, as after an event's write) and kept (unchanged).
    const feed = `/training/calendar-feeds/${token}.ics`;
    await series("a station's feed, built (after a change)", () => feed, {}, () => Changes.updateOne({ _id: 1 }, { $inc: { version: 1 } }, { upsert: true }));
    await series("a station's feed, kept (no change)", () => feed, {});

    // The same reads from the events themselves, as they were read before the calendar entries (the query alone).
    async function direct(name: string, read: (i: number) => Promise<unknown>) {
      const times: number[] = [];
      for (let i = 0; i < SEARCHES + 10; i++) {
        const t0 = performance.now();
        await read(i);
        if (i >= 10) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(`${name.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`);
    }
    const span = 8 * 3_600_000;
    const monthOf = (i: number) => ({ firstDate: { $gte: new Date(dayOf(i) - span), $lt: new Date(dayOf(i) + 31 * DAY) }, lastDate: { $gt: new Date(dayOf(i)) } });
    console.log('the queries alone:');
    if (WITH_EVENTS) await direct('month (events, projected)', (i) => Events.find(monthOf(i), { trainingType: 1, course: 1, dates: 1, status: 1, firstDate: 1 }).sort({ firstDate: 1, _id: 1 }).limit(501).lean());
    await direct('month (calendar entries)', (i) => Entries.find(monthOf(i)).sort({ firstDate: 1, _id: 1 }).limit(501).lean());
    const window = () => ({ lastDate: { $gte: new Date(Date.now() - 90 * DAY) }, firstDate: { $lte: new Date(Date.now() + 730 * DAY) } });
    if (WITH_EVENTS) await direct("station's feed window (events)", () => Events.find({ trainingLocationIds: 1, ...window() }).sort({ firstDate: 1 }).limit(5000).lean());
    await direct("station's feed window (entries)", () => Entries.find({ trainingLocationIds: 1, ...window() }).sort({ firstDate: 1 }).limit(5000).lean());
  }
}

await main();
