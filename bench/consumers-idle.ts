/**
 * Waits until every consumer group of one stack (its topic prefix) has consumed everything on its topics. After a
 * bulk load the read model can be complete while other services (webhooks intake, the LMS directory copies, …) still
 * work through the load's events; a benchmark measured then measures them too.
 */
import { Kafka, logLevel } from 'kafkajs';
import { DEFAULT_KAFKA_BROKERS } from '@firecrest/contracts';

export async function consumersIdle(prefix: string, timeoutMs = 15 * 60_000): Promise<{ seconds: number; groups: number }> {
  const started = Date.now();
  const admin = new Kafka({ brokers: (process.env.KAFKA_BROKERS ?? DEFAULT_KAFKA_BROKERS).split(','), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    for (;;) {
      const groups = (await admin.listGroups()).groups.map((g) => g.groupId).filter((id) => id.startsWith(prefix));
      let lag = 0;
      // A topic's end offsets, asked once per pass however many groups read it.
      const ends = new Map<string, Promise<Map<number, number>>>();
      const endsOf = (topic: string) => ends.get(topic) ?? ends.set(topic, admin.fetchTopicOffsets(topic).then((o) => new Map(o.map((p) => [p.partition, Number(p.high)])))).get(topic)!;
      for (const groupId of groups) {
        for (const { topic, partitions } of await admin.fetchOffsets({ groupId })) {
          const high = await endsOf(topic);
          for (const p of partitions) lag += Math.max(0, (high.get(p.partition) ?? 0) - Math.max(0, Number(p.offset)));
        }
      }
      if (lag === 0) return { seconds: (Date.now() - started) / 1000, groups: groups.length };
      if (Date.now() - started > timeoutMs) throw new Error(`consumer groups of ${prefix} still ${lag} events behind after ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 1_000));
    }
  } finally {
    await admin.disconnect();
  }
}
