import { MongoClient, Long } from 'mongodb';
import { startFerretDB } from './infra/ferretdb-process';
const f = await startFerretDB({ optimizeSeconds: 0, dir: '/tmp/p2' });
const c = new MongoClient(f.url);
const col = c.db('p').collection('listed');
await col.insertMany([{ _id: 1, stations: [1, 2], name: 'a', deleted: false, from: 'x' }, { _id: 2, stations: 1, name: 'b', deleted: false }] as never);
await col.createIndex({ stations: 1, name: 1, _id: 1, deleted: 1, from: 1, until: 1 });
for (let i = 0; i < 20; i++) {
  const res = await c.db('p').command({ explain: { find: 'listed', filter: { stations: { $in: [1] } }, sort: { _id: 1 }, skip: Long.fromNumber(0), limit: Long.fromNumber(0) } });
  console.log(String(res.queryPlanner.Query).slice(0, 300));
  await new Promise((r) => setTimeout(r, 300));
}
await c.close(); await f.stop();
