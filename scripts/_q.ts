import { MongoClient } from 'mongodb';
const c = await MongoClient.connect('mongodb://127.0.0.1:27027', { serverSelectionTimeoutMS: 5000 });
for (const db of ['training', 'personnel', 'public_api', 'gateway']) {
  const t = Date.now();
  try { const n = await c.db(db).collection('counters').findOne({}, { maxTimeMS: 5000 }); console.log(db, 'ok', Date.now() - t); } catch (e) { console.log(db, 'err', String(e).slice(0, 100)); }
}
await c.close();
