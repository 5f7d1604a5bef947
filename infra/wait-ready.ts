/**
 * Waits until FerretDB answers a `ping`, and Kafka answers a metadata call and has a coordinator for consumer groups
 * on every partition of its offsets topic: readiness by connecting, never by sleeping.
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
  process.env.MONGO_NAME ?? 'FerretDB', // MongoDB when scripts/test-containers.ts waits for its container
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

/** Java's String.hashCode, which Kafka uses to place a consumer group on a partition of __consumer_offsets. */
const javaHash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0);
const OFFSETS_PARTITIONS = 10; // offsets.topic.num.partitions in kafka/server.properties.template
/** One group id per offsets partition: after a restart Kafka loads those partitions one by one, and a service whose
 * group lands on one not yet loaded cannot join. */
const probeGroups = (() => {
  const byPartition = new Map<number, string>();
  for (let n = 0; byPartition.size < OFFSETS_PARTITIONS; n++) {
    const id = `wait-ready-${n}`;
    const partition = Math.abs(javaHash(id)) % OFFSETS_PARTITIONS;
    if (!byPartition.has(partition)) byPartition.set(partition, id);
  }
  return [...byPartition.values()];
})();

const kafka = until(
  'Kafka',
  async () => {
    const admin = new Kafka({ clientId: 'wait-ready', brokers, logLevel: logLevel.NOTHING, retry: { retries: 0 } }).admin();
    try {
      await admin.connect();
      await admin.describeCluster();
      await admin.describeGroups(probeGroups);
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
// Attempts made while a broker of several was still starting leave kafkajs timers behind that would keep this waiting.
process.exit(0);
