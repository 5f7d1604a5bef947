import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { uniqueSuffix } from '@firecrest/service-kit/testing';

/** What a service published on some topics, read back from the broker by a consumer of the test's own. */
export interface TopicReader {
  /** Payloads seen so far on a topic (its contract name, without the run's prefix). */
  payloads<T>(topic: string): T[];
  close(): Promise<void>;
}

export async function readTopics(brokers: string, prefix: string, topics: string[]): Promise<TopicReader> {
  const kafka = new Kafka({ clientId: 'test-reader', brokers: brokers.split(','), logLevel: logLevel.NOTHING });
  const consumer: Consumer = kafka.consumer({ groupId: `${prefix}reader.${uniqueSuffix()}`, sessionTimeout: 10_000, heartbeatInterval: 1_000 });
  const seen = new Map<string, unknown[]>(topics.map((t) => [t, []]));
  // The topics may not exist yet: create them, so the subscription finds them.
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ waitForLeaders: true, topics: topics.map((t) => ({ topic: `${prefix}${t}`, numPartitions: 3, replicationFactor: 1 })) }).catch(() => undefined);
  await admin.disconnect();
  await consumer.connect();
  await consumer.subscribe({ topics: topics.map((t) => `${prefix}${t}`), fromBeginning: true });
  const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
  await consumer.run({
    eachMessage: async ({ topic, message }) => {
      seen.get(topic.slice(prefix.length))?.push(JSON.parse(message.value?.toString() ?? 'null'));
    },
  });
  await joined;
  return { payloads: <T>(topic: string) => (seen.get(topic) ?? []) as T[], close: () => consumer.disconnect() };
}
