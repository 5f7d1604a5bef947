/**
 * Where the competencies Excel export's time goes, without a store: the workbook writer alone (exceljs and its zip),
 * fed made-up rows of the competencies report's shape (60 stations, ten rows a person), written to a stream that
 * discards the bytes. Prints the rate, when the last rows were handed over (the rest is the zip finishing), the
 * process's peak RSS and the heap and buffers at that peak. `bench/reports.ts` measures the whole export over HTTP.
 *
 *   node --conditions=@firecrest/source --import tsx bench/report-export.ts [--rows 200000]
 */
import { Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { competenciesReport } from '../svc-public-api/src/reports/definitions/competencies-report';
import { writeReportWorkbook } from '../svc-public-api/src/reports/report-workbook';
import type { Row } from '../svc-public-api/src/reports/report-definition';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '200000' } } });
const ROWS = Number(values.rows);
const BATCH = 5_000;
const STATIONS = 60;

function row(i: number): Row {
  const person = Math.floor(i / 10);
  return {
    employee: `Lastname${person}, Firstname${person % 97}`,
    gartanId: `G${person}`,
    station: `S${String(1 + Math.floor((person * STATIONS) / (ROWS / 10))).padStart(2, '0')} Station name`,
    competency: `C${i % 40} Competency ${i % 40}`,
    status: 'Achieved',
    startDate: `2025-0${1 + (i % 9)}-1${i % 10}`,
    expiryDate: i % 7 ? `2027-0${1 + (i % 9)}-2${i % 10}` : null,
    band: 'More than 90 days',
  };
}
async function* batches(): AsyncGenerator<Row[]> {
  for (let start = 0; start < ROWS; start += BATCH) yield Array.from({ length: Math.min(BATCH, ROWS - start) }, (_, k) => row(start + k));
}

let bytes = 0;
let rowsDone = 0;
const sink = new Writable({ write: (chunk: Buffer, _e, done) => { bytes += chunk.length; done(); } });
const started = performance.now();
const rss = process.memoryUsage().rss;
let peak = rss;
let atPeak = process.memoryUsage();
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  if (m.rss > peak) [peak, atPeak] = [m.rss, m];
}, 50);
const rows = await writeReportWorkbook(competenciesReport, batches(), sink, { title: 'Employee competencies', filters: 'None', generatedAt: new Date(), language: 'en-GB' }, async () => {
  rowsDone = performance.now();
});
const took = (performance.now() - started) / 1000;
clearInterval(sampler);
console.log(`writer alone: ${rows.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${took.toFixed(1)} s (${Math.round(rows / took).toLocaleString('en')} a second; rows handed over after ${((rowsDone - started) / 1000).toFixed(1)} s); RSS ${(rss / 1e6).toFixed(0)} -> peak ${(peak / 1e6).toFixed(0)} MB (then heap used ${(atPeak.heapUsed / 1e6).toFixed(0)} MB, buffers ${(atPeak.arrayBuffers / 1e6).toFixed(0)} MB)`);
