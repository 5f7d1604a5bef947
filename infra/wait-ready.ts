/**
 * Waits until FerretDB answers a `ping` and Kafka answers a metadata call: readiness by connecting, never by sleeping.
 * Usage: tsx infra/wait-ready.ts [timeout seconds]
 */
import { MongoClient } from 'mongodb';
import { Kafka, logLevel } from 'kafkajs';

const mongoUrl = process.env.MONGO_URL ?? `mongodb://127.0.0.1:${process.env.MONGO_PORT ?? 27027}`;
const brokers = (process.env.KAFKA_BROKERS ?? `127.0.0.1:${process.env.KAFKA_PORT ?? 19092}`).split(',');
const deadline = Date.now() + Number(process.argv[2] ?? 120) * 1000;
const started = Date.now();

async function until(name: string, attempt: () => Promise<void>, hint: string): Promise<void> {
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      await attempt();
      console.log(`  ${name} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return;
    } catch (error) {
      last = error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${name} did not become ready: ${(last as Error)?.message ?? 'timeout'} (see ${hint})`);
}

const mongo = until(
  'FerretDB',
  async () => {
    const client = new MongoClient(mongoUrl, { serverSelectionTimeoutMS: 1_000 });
    try {
      await client.db('admin').command({ ping: 1 });
    } finally {
      await client.close();
    }
  },
  process.env.FERRETDB_LOG ?? 'the FerretDB log',
);

const kafka = until(
  'Kafka',
  async () => {
    const admin = new Kafka({ clientId: 'wait-ready', brokers, logLevel: logLevel.NOTHING, retry: { retries: 0 } }).admin();
    try {
      await admin.connect();
      await admin.describeCluster();
    } finally {
      await admin.disconnect();
    }
  },
  process.env.KAFKA_LOG ?? 'the Kafka log',
);

try {
  await Promise.all([mongo, kafka]);
} catch (error) {
  console.error(`infra: ${(error as Error).message}`);
  process.exit(1);
}
