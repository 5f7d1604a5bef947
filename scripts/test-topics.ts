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
