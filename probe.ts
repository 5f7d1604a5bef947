import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { MongoClient } from 'mongodb';
import { startFerretDB } from './infra/ferretdb-process';
import { stackDatabases } from './scripts/stack';
const ferret = await startFerretDB({ dir: resolve('.data/walk-ferretdb') });
const client = new MongoClient(ferret.url);
const db = client.db(stackDatabases('walk_').find((d) => d.endsWith('public_api'))!);
const time = async (name: string, f: () => Promise<unknown>) => { const t = performance.now(); const r = await f(); console.log(name, (performance.now() - t).toFixed(1), 'ms', Array.isArray(r) ? r.length : r); return r; };
const rec = db.collection('employee_competencies');
const today = '2026-11-26';
const rf = { deleted: false, activeFrom: { $lte: today }, activeUntil: { $gte: today }, startDate: { $lte: today }, $or: [{ endDate: null }, { endDate: { $gte: today } }] };
await time('createIndex', () => rec.createIndex({ stationIds: 1, stationCallSignLower: 1, _id: 1, deleted: 1, activeFrom: 1, activeUntil: 1, startDate: 1, endDate: 1, nameLower: 1, competencyId: 1, statusId: 1, employeeId: 1 }));
const before: Record<string, unknown> = {};
for (const s of [1, 40]) before[s] = JSON.stringify([await rec.countDocuments({ ...rf, stationIds: { $in: [s] } }), (await rec.find({ ...rf, stationIds: { $in: [s] } }).sort({ stationCallSignLower: 1, _id: 1 }).skip(100).limit(200).toArray()).map((r) => r._id)]);
for (let i = 0; i < 100 && !JSON.stringify(await rec.find({ ...rf, stationIds: { $in: [60] } }).limit(1).explain()).includes('_ferretdb_ei_'); i++) await new Promise((r) => setTimeout(r, 500));
for (const s of [1, 10, 30, 40, 55]) {
  await time(`station ${s} count`, () => rec.countDocuments({ ...rf, stationIds: { $in: [s] } }));
  await time(`station ${s} page`, () => rec.find({ ...rf, stationIds: { $in: [s] } }).sort({ stationCallSignLower: 1, _id: 1 }).limit(200).batchSize(201).toArray());
}
for (const s of [1, 40]) console.log('same', s, before[s] === JSON.stringify([await rec.countDocuments({ ...rf, stationIds: { $in: [s] } }), (await rec.find({ ...rf, stationIds: { $in: [s] } }).sort({ stationCallSignLower: 1, _id: 1 }).skip(100).limit(200).toArray()).map((r) => r._id)]));
await time('stations 1-14 count', () => rec.countDocuments({ ...rf, stationIds: { $in: [1,2,3,4,5,6,7,8,9,10,11,12,13,14] } }));
await time('stations 1-14 page', () => rec.find({ ...rf, stationIds: { $in: [1,2,3,4,5,6,7,8,9,10,11,12,13,14] } }).sort({ stationCallSignLower: 1, _id: 1 }).limit(200).toArray());
await time('station 40 by name', () => rec.find({ ...rf, stationIds: { $in: [40] } }).sort({ nameLower: 1, _id: 1 }).limit(200).toArray());
console.log(JSON.stringify((await rec.find({ ...rf, stationIds: { $in: [40] } }).sort({ stationCallSignLower: 1, _id: 1 }).limit(200).explain() as any).queryPlanner));
await client.close(); await ferret.stop();
