/**
 * The training planner's list at 100,000 training events (issue 16: filter and page p95 under 150 ms through the
 * gateway), and how much JavaScript the training remote adds beside the shell.
 *
 *   ./firecrest bench training-events        (EVENTS=100000 SEARCHES=30 by default; REMOTE_SIZE=0 skips the remote's build)
 *
 * Builds svc-training and svc-gateway in this process on the real FerretDB and Kafka (databases of their own,
 * dropped at the end), loads the events through the bulk route, signs in, then times planner pages one at a time
 * through the gateway over HTTP: a date range and status, a course search, a location, and plain pages deep in the list.
 * Before timing it prints what the local FerretDB pushes to SQLite for each kind of page (`explain`: filter, sort and
 * limit pushed or not, and SQLite's plan), so a page that is slow says why.
 * The remote's size is the gzipped JavaScript its manifest names for `./routes` plus its entry (the shared libraries
 * come from the shell).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import mongoose from 'mongoose';
import { API_CONSTANTS, PLACE_HOLDING_STATUSES } from '@firecrest/contracts';
import { buildTestService } from '@firecrest/service-kit/testing';
import { app as trainingApp } from '../svc-training/src/app';
import { configSchema as trainingConfig } from '../svc-training/src/config';
import { app as gatewayApp } from '../svc-gateway/src/app';
import { configSchema as gatewayConfig, type GatewayConfig } from '../svc-gateway/src/config';

const EVENTS = Number(process.env.EVENTS ?? 100_000);
const SEARCHES = Number(process.env.SEARCHES ?? 30);
const COURSES = ['Breathing apparatus', 'Road traffic collision', 'Swift water rescue', 'Working at height', 'First responder', 'Hazardous materials', 'Incident command', 'Pumps and hydraulics'];
const DAY = 86_400_000;
const START = Date.UTC(2024, 0, 1);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

function remoteSize() {
  const dist = join(import.meta.dirname, '..', 'mf-training', 'dist');
  execFileSync('npx', ['rspack', 'build'], { cwd: join(dist, '..'), stdio: 'ignore' });
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as { exposes: { assets: { js: { sync: string[]; async: string[] } } }[] };
  const files = ['remoteEntry.js', ...manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async])];
  const gz = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  console.log(`\nmf-training beside the shell: ${files.length} scripts, ${(gz / 1024).toFixed(0)} kB gzipped (entry and ./routes; shared libraries come from the shell)`);
}

async function main() {
  const secret = randomBytes(24).toString('hex');
  // No locations are named, so svc-training never asks svc-personnel.
  const training = await buildTestService('svc-training', trainingConfig, trainingApp, { INTERNAL_TOKEN_SECRET: secret, PERSONNEL_URL: 'http://127.0.0.1:9' });
  await training.server.listen({ port: 0, host: '127.0.0.1' });
  const trainingUrl = `http://127.0.0.1:${(training.server.server.address() as { port: number }).port}`;
  const password = `Bench-${randomBytes(8).toString('hex')}-9`;
  const gateway = await buildTestService<GatewayConfig>('svc-gateway', gatewayConfig, gatewayApp, { INTERNAL_TOKEN_SECRET: secret, ADMIN_PASSWORD: password, TRAINING_URL: trainingUrl });
  await gateway.server.listen({ port: 0, host: '127.0.0.1' });
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.server.address() as { port: number }).port}`;
  try {
    const admin = await training.as();
    const started = Date.now();
    for (let from = 0; from < EVENTS; from += 1000) {
      const batch = Array.from({ length: Math.min(1000, EVENTS - from) }, (_, k) => {
        const n = from + k;
        const day = START + Math.floor((n / EVENTS) * 1095) * DAY;
        return {
          trainingType: n % 3 ? 2 : 1,
          onStationEvent: !(n % 3),
          course: { code: `C${n % COURSES.length}`, name: `${COURSES[n % COURSES.length]} ${n % 50}` },
          dates: [{ startTime: new Date(day + 9 * 3_600_000).toISOString(), endTime: new Date(day + 17 * 3_600_000).toISOString() }],
          status: day < Date.UTC(2026, 0, 1) ? 2 : 1,
          minPlaces: 4,
          maxPlaces: 12,
        };
      });
      const res = await training.server.inject({ method: 'POST', url: '/training/training-events/bulk', payload: batch, headers: admin });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
    console.log(`loaded ${EVENTS} training events in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // The queries search.ts sends for the pages below (the first of each series), as the local FerretDB plans them.
    const { TrainingEvent: Events, TrainingEventFacet: Facets } = training.server.training;
    const span = (await Facets.findById('planner').lean())?.longestSpanMs ?? 0;
    const from = new Date(START + 300 * DAY);
    const to = new Date(from.getTime() + 31 * DAY);
    const dated = { firstDate: { $lt: to, $gte: new Date(from.getTime() - span) }, lastDate: { $gt: from } };
    const names = (await Facets.find({ kind: 'course', name: { $regex: COURSES[0].slice(0, 6), $options: 'i' } }).lean()).map((f) => f.name);
    const plans: [string, object, object, number][] = [
      ['a month, pending, by first date', { ...dated, status: 1 }, { firstDate: 1, _id: 1 }, 0],
      ['a month, any status, by course', dated, { courseName: 1, _id: 1 }, 0],
      ['course text + training type', { courseName: { $in: names }, trainingType: 2 }, { firstDate: 1, _id: 1 }, 0],
      ['no filter, page 50, by first date descending', {}, { firstDate: -1, _id: -1 }, 1000],
    ];
    // FerretDB names itself in buildInfo; MongoDB (containers, compose) has no such plans to show.
    if ((await Events.db.db!.admin().command({ buildInfo: 1 })).ferretdbVersion) {
      console.log('\nlocal FerretDB plans (filter/sort/limit pushed to SQLite; SQLite plan):');
      for (const [name, filter, sort, skip] of plans) {
        const find = { find: Events.collection.collectionName, filter, sort, skip: mongoose.mongo.Long.fromNumber(skip), limit: mongoose.mongo.Long.fromNumber(20) };
        const e = await Events.db.db!.command({ explain: find });
        // Plan lines read `id=.. parent=.. notused=.. detail=SEARCH ... USING INDEX ...`.
        const plan = (e.queryPlanner.Plan as string[]).map((line) => line.replace(/^.*detail=/, '')).join('; ');
        const pushed = (what: string, yes: boolean) => (yes ? what : `${what.toUpperCase()} IN GO`);
        console.log(`  ${name.padEnd(46)} ${Object.keys(filter).length ? pushed('filter', e.filterPushdown) : 'no filter'} / ${pushed('sort', e.sortPushdown)} / ${pushed('limit', e.limitPushdown)}: ${plan}`);
      }
    }

    // Where a page's time goes: each store query search.ts makes, asked straight (median of 5, after one ask).
    const median = async (ask: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 6; i++) {
        const t0 = performance.now();
        await ask();
        if (i) times.push(performance.now() - t0);
      }
      return percentile(times.sort((a, b) => a - b), 50).toFixed(1).padStart(6);
    };
    const { TrainingEventAttendee: Attendees } = training.server.training;
    console.log('\nstore queries of one page, asked straight (median ms):');
    console.log(`  facets: longest span ${await median(() => Facets.findById('planner').lean())}, course names by text ${await median(() => Facets.find({ kind: 'course', name: { $regex: 'breath', $options: 'i' } }).lean())}`);
    for (const [name, filter, sort, skip] of plans) {
      const page = () => Events.find(filter).sort(sort as Record<string, 1 | -1>).skip(skip).limit(20).lean();
      const ids = (await page()).map((e) => e._id);
      const delegates = () => Attendees.find({ trainingEventId: { $in: ids }, attendeeType: API_CONSTANTS.TrainingEventAttendeeType.Delegate, statusId: { $in: PLACE_HOLDING_STATUSES } }, { trainingEventId: 1 }).lean();
      console.log(`  ${name.padEnd(46)} count ${await median(() => Events.countDocuments(filter))}  page ${await median(page)}  delegates ${await median(delegates)}`);
    }

    await gateway.server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
    const login = await fetch(`${gatewayUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: gatewayUrl }, body: JSON.stringify({ username: 'admin', password }) });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    async function series(name: string, query: (i: number) => string) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < SEARCHES + 10; i++) {
        const t0 = performance.now();
        const res = await fetch(`${gatewayUrl}/api/training/training-events/search?${query(i)}`, { headers: { cookie } });
        const body = (await res.json()) as { total: number };
        if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
        if (i >= 10) times.push(performance.now() - t0); // the first 10 warm up
        total += body.total;
      }
      times.sort((a, b) => a - b);
      console.log(`${name.padEnd(46)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms  (${(total / (SEARCHES + 10)).toFixed(0)} matches)`);
    }
    const month = (i: number) => START + ((i * 37) % 1000) * DAY;
    console.log(`\n${SEARCHES} planner pages one at a time through the gateway, 20 a page:`);
    await series('a month, pending, by first date', (i) => `fromDate=${isoDay(month(i))}&toDate=${isoDay(month(i) + 30 * DAY)}&status=1`);
    await series('a month, any status, by course', (i) => `fromDate=${isoDay(month(i))}&toDate=${isoDay(month(i) + 30 * DAY)}&sortBy=course`);
    await series('course text + training type', (i) => `course=${encodeURIComponent(COURSES[i % COURSES.length].slice(0, 6))}&trainingType=2`);
    await series('no filter, page 50, by first date descending', () => 'page=50&descending=true');
  } finally {
    await gateway.close();
    await training.close();
  }
  if (process.env.REMOTE_SIZE !== '0') remoteSize();
}

await main();
