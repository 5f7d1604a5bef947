/**
 * Issue 19's cursor walk at scale: 1,000,000 training events in the read model, walked through the gateway.
 *
 *   ./firecrest bench training-event-walk [--events 1000000] [--keep-data] [--load-only]
 *   ./firecrest bench training-event-walk --events 900,1000000   (each size in turn in one run, and the ratios of the
 *     unasked pages between the last and the first; --keep-data keeps the last size's directory only)
 *
 * `--size bench` of bench/api.ts would write the events through svc-training and replay them into the read model,
 * hours on this machine; what the walk measures is the read side only, so this writes the read model's documents
 * straight in (each made by svc-public-api's own projection, `trainingEventView`, from the demo generator's events),
 * into a private FerretDB (the patched binary, its own data directory: the shared one is untouched), with a stack of
 * its own (ports +300) on it. It then walks `/api/v1/training-events?itemsPerPage=500` through the gateway with an
 * API key, and asks pages no one has asked for (by `modifiedAfterDate`, newest first, one training location), printing
 * the figures.
 * `--keep-data` keeps the loaded FerretDB directory (.data/walk-ferretdb) for the next run; `--load-only` (with it)
 * loads and stops, so the load can run at another time than the measurement. It asserts nothing.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { startFerretDB } from '../infra/ferretdb-process';
import { startStack, stackDatabases, stopStack } from '../scripts/stack';
import { demoTrainingEvent } from '../scripts/demo-data';
import { trainingEventView } from '../svc-public-api/src/events/domain';
import { benchApiKey } from './stack-api-key';
import { cursorWalk } from './cursor-walk';

const { values } = parseArgs({ options: { events: { type: 'string', default: '1000000' }, 'keep-data': { type: 'boolean', default: false }, 'load-only': { type: 'boolean', default: false } } });
const sizes = values.events.split(',').map(Number);
const NAME = 'walk';
const DAY = 86_400_000;
// Ids the generated events point at; the walk's answers name locations that do not exist as empty lists.
const ids = { stations: range(1, 60), trainingLocations: range(61, 70), competencies: range(1, 40) };
const anchor = Date.UTC(2026, 10, 25);

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The read view's document of event `i` (1-based id), last modified in id order so `modifiedAfterDate` pages are a range. */
function viewDocument(i: number, total: number) {
  const { finalStatus, ...event } = demoTrainingEvent(20261125, i, total, ids as never, anchor);
  const modified = new Date(anchor - DAY + Math.floor((i / total) * DAY));
  return {
    _id: i + 1,
    ...trainingEventView({ id: i + 1, ...event, status: finalStatus, createdDate: modified.toISOString(), lastModifiedDate: modified.toISOString() } as never),
    attendeeIds: [],
    deleted: false,
    lastModifiedDate: modified,
  };
}

/** The walk and the unasked pages, through the gateway with an API key; answers each page's time (first ask). */
async function measure(gateway: string, key: string, count: number) {
  const pages: Record<string, number> = {};
  const ask = async (path: string, name?: string) => {
    const t = performance.now();
    const res = await fetch(`${gateway}${path}`, { headers: { 'x-api-key': key } });
    const body = (await res.json()) as { data: unknown[] };
    const ms = performance.now() - t;
    if (name) pages[name] = ms;
    return `${res.status}, ${body.data?.length ?? 0} rows, ${ms.toFixed(1)} ms`;
  };
  console.log(`\nTraining events in the read model: ${count.toLocaleString('en')}`);
  console.log(`  first page (500), first ask:                 ${await ask('/api/v1/training-events?itemsPerPage=500', 'first page (500)')}`);
  // An integrator's sync since its last run (the newest 0.1%), a long-missed one (the newest 10%), and the newest
  // quarter (a full page of 200 at every size from 800 events, for the ratio between sizes).
  for (const [share, label] of [[0.999, 'last 0.1%'], [0.9, 'last 10% '], [0.75, 'last 25% ']] as const) {
    const since = new Date(anchor - DAY + DAY * share).toISOString();
    console.log(`  modifiedAfterDate (${label}), 200 rows:     ${await ask(`/api/v1/training-events?itemsPerPage=200&modifiedAfterDate=${since}`, `modifiedAfterDate, ${label.trim()}`)}`);
  }
  console.log(`  descending from the newest, 200 rows:        ${await ask('/api/v1/training-events?itemsPerPage=200&orderByDescending=true', 'descending, 200')}`);
  // Membership in an array field (sqlite-pushdown-5-arrays.patch): one training location of ten.
  console.log(`  trainingLocationIds=65, 200 rows:            ${await ask('/api/v1/training-events?itemsPerPage=200&trainingLocationIds=65', 'trainingLocationIds=65')}`);

  let shown = 0;
  const walk = await cursorWalk(gateway, key, '/api/v1/training-events?itemsPerPage=500', (items) => {
    if (items - shown >= 100_000) {
      shown = items;
      console.log(`  walked ${items.toLocaleString('en')}`);
    }
  });
  console.log(`\ncursor walk /api/v1/training-events through the gateway: ${walk.items.toLocaleString('en')} events in ${walk.pages} pages of 500, ${walk.seconds} s; page p50 ${walk.p50} ms, p99 ${walk.p99} ms   (target: under 6 minutes)`);
  // The first membership query started filling the field's element table in the background
  // (sqlite-pushdown-6-elements.patch); after the walk it is read from it.
  console.log(`  trainingLocationIds=65, 200 rows, after the walk: ${await ask('/api/v1/training-events?itemsPerPage=200&trainingLocationIds=65')}`);
  console.log(`  the same from id 900,000:                      ${await ask('/api/v1/training-events?itemsPerPage=200&trainingLocationIds=65&cursor=c900000')}`);
  return pages;
}

// The walk measures the API: the per-key limit (600 a minute by default) would alone hold 2,001 pages to 200 s or more.
process.env.API_RATE_LIMIT_PER_MINUTE = '1000000000';
const dataDir = resolve(import.meta.dirname, '..', '.data', 'walk-ferretdb');

/** One size: a private FerretDB (the kept directory for the last size with --keep-data), a stack on it, the load. */
async function runSize(total: number, keep: boolean): Promise<Record<string, number> | null> {
  if (keep) mkdirSync(dataDir, { recursive: true });
  const ferret = await startFerretDB(keep ? { dir: dataDir } : {});
  process.env.MONGO_URL = ferret.url;
  const client = new MongoClient(ferret.url);
  try {
    const started = performance.now();
    const stack = await startStack({ name: NAME, portOffset: 300, isolation: `${NAME}_`, logLevel: 'warn' });
    console.log(`stack on a private FerretDB ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const database = stackDatabases(`${NAME}_`).find((d) => d.endsWith('public_api'))!;
    const events = client.db(database).collection('training_events');
    const present = await events.countDocuments({});
    if (present < total) {
      // Resumed from the last id present (a kept directory from a cut-off load), 1,000 a batch, two batches at once.
      const loadStarted = performance.now();
      const from = present ? ((await events.find({}, { projection: { _id: 1 } }).sort({ _id: -1 }).limit(1).next())!._id as unknown as number) : 0;
      let next = from;
      const worker = async () => {
        while (next < total) {
          const start = next;
          const end = Math.min(total, start + 1_000);
          next = end;
          await events.insertMany(range(start, end - 1).map((i) => viewDocument(i, total)) as never[], { ordered: false });
          if (Math.floor(end / 100_000) > Math.floor(start / 100_000)) {
            const s = (performance.now() - loadStarted) / 1000;
            console.log(`  loaded ${end.toLocaleString('en')} events, ${s.toFixed(0)} s (${Math.round((end - from) / s)}/s)`);
          }
        }
      };
      await Promise.all([worker(), worker()]);
      console.log(`loaded ${(total - from).toLocaleString('en')} events straight into the read model in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`);
    }
    if (values['load-only']) return null;
    return await measure(stack.gatewayUrl, await benchApiKey(stack.gatewayUrl, stack.adminPassword), await events.countDocuments({}));
  } finally {
    await client.close();
    await stopStack(NAME);
    await ferret.stop();
    console.log(keep ? `kept the loaded FerretDB in ${join('.data', 'walk-ferretdb')}` : 'private FerretDB removed');
  }
}

const measured: (Record<string, number> | null)[] = [];
for (const [n, total] of sizes.entries()) measured.push(await runSize(total, values['keep-data'] && n === sizes.length - 1));
const [small, big] = [measured[0], measured.at(-1)];
if (sizes.length > 1 && small && big) {
  console.log(`\nunasked pages, first ask, at ${sizes.at(-1)!.toLocaleString('en')} / at ${sizes[0].toLocaleString('en')} events, same run (target: at most 1.5x):`);
  for (const name of Object.keys(small)) console.log(`  ${name.padEnd(28)} ${big[name].toFixed(1)} ms / ${small[name].toFixed(1)} ms = ${(big[name] / small[name]).toFixed(2)}x`);
}
