import { Kafka, logLevel } from 'kafkajs';
import { DEFAULT_KAFKA_BROKERS } from '@firecrest/contracts';

const DELETE_RUN = 100;

/**
 * Deletes the Kafka topics whose names start with `prefix`. Every test run makes topics of its own (a fresh prefix per
 * service or stack); left behind, thousands of them slow the local broker's start and fill its disk.
 */
export async function deleteTopics(prefix: string): Promise<void> {
  const admin = new Kafka({ clientId: 'test-topics', brokers: (process.env.KAFKA_BROKERS ?? DEFAULT_KAFKA_BROKERS).split(','), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
    for (let start = 0; start < topics.length; start += DELETE_RUN) {
      await admin.deleteTopics({ topics: topics.slice(start, start + DELETE_RUN), timeout: 60_000 });
    }
  } finally {
    await admin.disconnect();
  }
}

const STALE_RUN_MS = 6 * 60 * 60 * 1000;

/** Topics of test runs that ended without their teardown (a killed run), once they are hours old; younger runs may still be going. */
export async function deleteStaleTestTopics(): Promise<void> {
  const admin = new Kafka({ clientId: 'test-topics', brokers: (process.env.KAFKA_BROKERS ?? DEFAULT_KAFKA_BROKERS).split(','), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  const runs = new Set<string>();
  try {
    for (const topic of await admin.listTopics()) {
      const run = /^test\.([0-9a-z]+)\./.exec(topic)?.[1];
      const started = run ? parseInt(run, 36) : NaN;
      if (run && !(Date.now() - started < STALE_RUN_MS)) runs.add(run);
    }
  } finally {
    await admin.disconnect();
  }
  for (const run of runs) await deleteTopics(`test.${run}.`);
}
