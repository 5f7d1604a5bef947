import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Kafka, Partitioners, logLevel, type Admin, type Consumer, type Producer, type IHeaders, type SASLOptions } from 'kafkajs';
import type { EventContract } from '@firecrest/contracts';
import { REQUEST_ID_HEADER } from '../request-id';
import { assertPayload } from './payload-validator';
import { brokerLink, type BrokerLink } from './broker-link';
import { createCollector, type CollectOptions, type Collector } from './collector';
import './idle-request-queue';

/**
 * How long the broker holds a consumer's fetch when nothing new has come (new records answer it at once). A
 * disconnect waits for the fetch in flight, so this is how long a stopping service waits on each consumer: kafkajs's
 * 5 s made every service take 5 s to stop (a rolling restart, each of the suite's test services); idle consumers
 * now ask twice a second, nothing to a broker.
 */
const FETCH_WAIT_MS = 500;

export interface ReceivedEvent<T> {
  payload: T;
  topic: string;
  key: string | null;
  offset: string;
  requestId: string | undefined;
  log: FastifyBaseLogger;
}

export type EventHandler<T> = (event: ReceivedEvent<T>) => Promise<void>;
/** Handles a run of events of one topic partition at once (bulk loads, replays); must equal handling them in order. */
export type BatchHandler<T> = (events: ReceivedEvent<T>[]) => Promise<void>;

export interface SubscribeOptions {
  /** Consumer group name within the service; defaults to the service name. */
  group?: string;
  /** Read a new group's topics from the start (read models that rebuild from events). */
  fromBeginning?: boolean;
}

export interface SubscribeBatchOptions<T> extends SubscribeOptions {
  /** Used for runs of several events; the single handler still takes the rest and any run that fails. */
  batch?: BatchHandler<T>;
  /** Events per run handed to `batch` (default 500): fewer when each event is itself a batch of many items. */
  run?: number;
}

/** An event already validated and recorded (an outbox entry): its contract's topic, key, payload and request id. */
export interface RecordedEvent {
  topic: string;
  key: string | null;
  payload: unknown;
  requestId?: string;
}

/**
 * Takes over the delivery of events the bus publishes (the outbox): sends them with `send`, and keeps what the broker
 * does not acknowledge in time, to relay later. Resolves once the events are sent or kept; throws if neither.
 */
export type UndeliveredKeeper = (events: RecordedEvent[], send: (events: RecordedEvent[]) => Promise<void>) => Promise<void>;

export interface EventBus {
  publish<T>(contract: EventContract<T>, payload: T, options?: { key?: string; requestId?: string }): Promise<void>;
  /** Publishes many events of one contract in few broker round trips (bulk writes). */
  publishMany<T>(contract: EventContract<T>, payloads: T[], keyOf: (payload: T) => string, options?: { requestId?: string }): Promise<void>;
  /**
   * Validates now and sends within LINGER_MS together with whatever else was queued, in one broker round trip; a
   * failed send is logged, not thrown. For high-volume events nobody waits on (audit entries). Flushed on close.
   */
  publishSoon<T>(contract: EventContract<T>, payload: T, options?: { key?: string; requestId?: string }): void;
  /**
   * For a stream of small items too many for an event each (audit entries): `add` only queues the item; each window
   * (`lingerMs`, or `max` items) the queued items go as ONE event, `wrap(items)` (a batch envelope), validated then.
   * Sent like `publish` (through the keeper: kept while the broker is away), and flushed on close. An item its
   * contract refuses is logged and dropped at the flush, without the others.
   */
  collect<I, T>(contract: EventContract<T>, wrap: (items: I[]) => T, options?: CollectOptions<I>): Collector<I>;
  /** Sends recorded events in order, in few broker round trips; resolves once the broker has acknowledged them all. */
  publishRecorded(events: RecordedEvent[]): Promise<void>;
  /**
   * From then on publish, publishMany and publishSoon go through the keeper: while the broker is away they resolve
   * once the events are kept for later instead of failing after the client's retries.
   */
  keepUndelivered(keeper: UndeliveredKeeper): void;
  subscribe<T>(contract: EventContract<T>, handler: EventHandler<T>, options?: SubscribeBatchOptions<T>): void;
  /** The topic name on the broker (after the configured prefix). */
  topicOf(contract: EventContract<unknown>): string;
  ping(): Promise<void>;
  /** This process's connection to the brokers (see BrokerLink): drills and tests cut it to play a broker outage. */
  link: BrokerLink;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export interface EventBusOptions {
  service: string;
  brokers: string[];
  topicPrefix?: string;
  /** Appended to consumer group names (see KAFKA_GROUP_SUFFIX). */
  groupSuffix?: string;
  partitions?: number;
  /** Copies of each topic created (KAFKA_REPLICATION_FACTOR); 1 when not given. */
  replicationFactor?: number;
  /** SASL credentials, when the broker asks for them (see KAFKA_SASL_*). */
  sasl?: SASLOptions;
}

const HANDLER_ATTEMPTS = 3;
/** Messages per producer request when publishing in bulk. */
const PUBLISH_CHUNK = 500;
/** Events handed to a batch handler at once. */
const HANDLER_RUN = 500;
/** How long publishSoon holds an event for others to join it, and how many make it send at once. */
const LINGER_MS = 20;
const LINGER_MAX = 500;
/**
 * How long a new topic may take to have leaders. A fresh broker asked for dozens of topics by every service starting
 * at once, on a busy 2-core machine, was seen taking over 10 s; the service then failed to start.
 */
const TOPIC_READY_MS = 60_000;

function kafkaLogger(log: FastifyBaseLogger) {
  return () =>
    ({ level, log: entry }: { level: logLevel; log: { message: string } & Record<string, unknown> }) => {
      const { message, ...rest } = entry;
      if (level <= logLevel.ERROR) log.error(rest, `kafka: ${message}`);
      else log.warn(rest, `kafka: ${message}`);
    };
}

/**
 * Typed Kafka producer and consumers. Payloads are validated against the shared contract on both ends;
 * the request id travels in a header so one request can be followed across services.
 */
export const eventBusPlugin = fp<EventBusOptions>(
  async (fastify: FastifyInstance, options) => {
    const prefix = options.topicPrefix ?? '';
    const link = brokerLink();
    const kafka = new Kafka({
      socketFactory: link.socketFactory,
      clientId: options.service,
      brokers: options.brokers,
      ...(options.sasl ? { sasl: options.sasl } : {}),
      logLevel: logLevel.WARN,
      logCreator: kafkaLogger(fastify.log),
      retry: { retries: 5, initialRetryTime: 200 },
    });
    const admin: Admin = kafka.admin();
    const producer: Producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner, allowAutoTopicCreation: true });
    type Handlers = { single: EventHandler<unknown>; batch?: BatchHandler<unknown>; run: number };
    const consumers = new Map<string, { fromBeginning: boolean; handlers: Map<string, Handlers> }>();
    const running: Consumer[] = [];
    const knownTopics = new Set<string>();
    await admin.connect();
    await producer.connect();

    const topicOf = (contract: EventContract<unknown>) => `${prefix}${contract.topic}`;
    /** Topics of compacted contracts met in publish or subscribe: created with log compaction. */
    const compacted = new Set<string>();
    const noteContract = (contract: EventContract<unknown>) => {
      if (contract.compacted) compacted.add(topicOf(contract));
    };

    async function createTopics(topics: string[]) {
      try {
        await admin.createTopics({
          waitForLeaders: true,
          topics: topics.map((topic) => ({
            topic,
            numPartitions: options.partitions ?? 3,
            replicationFactor: options.replicationFactor ?? 1,
            ...(compacted.has(topic) ? { configEntries: [{ name: 'cleanup.policy', value: 'compact' }] } : {}),
          })),
        });
      } catch (err) {
        // Services starting together create the same topics, and a slow broker times a request out while it still
        // creates them; what matters is that they exist, checked by the caller.
        fastify.log.debug({ err }, 'topic creation raced another service or timed out');
      }
    }

    async function ensureTopics(topics: string[]) {
      const missing = topics.filter((t) => !knownTopics.has(t));
      if (missing.length === 0) return;
      await createTopics(missing);
      // A creation that failed (not merely slow) is asked for again now and then.
      await untilTopicsKnown(() => admin.fetchTopicMetadata({ topics: missing }), async (_err, attempt) => {
        if (attempt % 20 === 0) await createTopics(missing);
      });
      missing.forEach((t) => knownTopics.add(t));
    }

    /**
     * Runs `work` again every 250 ms while it fails, for up to TOPIC_READY_MS: topics just created (here or by a
     * service starting beside) take a moment to be known to every metadata answer. `failed` may rethrow to give up.
     */
    async function untilTopicsKnown<T>(work: () => Promise<T>, failed: (err: unknown, attempt: number) => Promise<void> | void): Promise<T> {
      const deadline = Date.now() + TOPIC_READY_MS;
      for (let attempt = 1; ; attempt++) {
        try {
          return await work();
        } catch (err) {
          if (Date.now() > deadline) throw err;
          await failed(err, attempt);
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    }

    async function deliver(handler: EventHandler<unknown>, event: ReceivedEvent<unknown>, contractTopic: string) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await handler(event);
        } catch (err) {
          if (attempt >= HANDLER_ATTEMPTS) {
            // A poison message must not stall the partition: park it on the dead-letter topic and move on.
            event.log.error({ err, topic: event.topic, offset: event.offset }, 'event handler failed, sent to dead-letter topic');
            await ensureTopics([`${event.topic}.dlq`]);
            await producer.send({
              topic: `${event.topic}.dlq`,
              messages: [{ key: event.key, value: JSON.stringify(event.payload), headers: { error: String(err), source: contractTopic } }],
            });
            return;
          }
          await new Promise((r) => setTimeout(r, 200 * attempt));
        }
      }
    }

    /** A producer message: the payload as JSON, its key, and the request id in a header. */
    const toMessage = (payload: unknown, key: string | null | undefined, requestId: string | undefined) => ({
      key: key ?? null,
      value: JSON.stringify(payload),
      headers: (requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) as IHeaders,
    });

    /** Recorded events to the broker, in order, PUBLISH_CHUNK messages per request. */
    async function sendRecorded(events: RecordedEvent[]) {
      for (let start = 0; start < events.length; start += PUBLISH_CHUNK) {
        const chunk = events.slice(start, start + PUBLISH_CHUNK);
        const topics = [...new Set(chunk.map((e) => `${prefix}${e.topic}`))];
        await ensureTopics(topics);
        // One topic's messages keep their order within the request; each key lands on one partition.
        await producer.sendBatch({
          topicMessages: topics.map((topic) => ({
            topic,
            messages: chunk.filter((e) => `${prefix}${e.topic}` === topic).map((e) => toMessage(e.payload, e.key, e.requestId)),
          })),
        });
      }
    }
    let keeper: UndeliveredKeeper | null = null;
    const publishEvents = (events: RecordedEvent[]) => (keeper ? keeper(events, sendRecorded) : sendRecorded(events));
    const record = (contract: EventContract<unknown>, payload: unknown, key: string | null | undefined, requestId: string | undefined): RecordedEvent => {
      noteContract(contract);
      return { topic: contract.topic, key: key ?? null, payload, ...(requestId ? { requestId } : {}) };
    };

    let queued: RecordedEvent[] = [];
    let lingering: NodeJS.Timeout | null = null;
    async function flushQueued() {
      if (lingering) clearTimeout(lingering);
      lingering = null;
      if (queued.length === 0) return;
      const sending = queued;
      queued = [];
      try {
        await publishEvents(sending);
      } catch (err) {
        fastify.log.error({ err, events: sending.length }, 'queued events not published');
      }
    }

    const collectors: Collector<unknown>[] = [];
    const refused = (err: unknown) => Object.assign(err as object, { payloadInvalid: true });

    const bus: EventBus = {
      topicOf,
      async publish(contract, payload, opts = {}) {
        assertPayload(contract, payload);
        await publishEvents([record(contract, payload, opts.key, opts.requestId)]);
      },
      publishSoon(contract, payload, opts = {}) {
        assertPayload(contract, payload);
        queued.push(record(contract, payload, opts.key, opts.requestId));
        if (queued.length >= LINGER_MAX) void flushQueued();
        else lingering ??= setTimeout(() => void flushQueued(), LINGER_MS);
      },
      collect<I, T>(contract: EventContract<T>, wrap: (items: I[]) => T, opts: CollectOptions<I> = {}): Collector<I> {
        const valid = (payload: unknown) => {
          try {
            assertPayload(contract, payload);
            return true;
          } catch {
            return false;
          }
        };
        const collector = createCollector<I>({
          ...opts,
          log: fastify.log,
          name: contract.topic,
          accept: (item) => valid(wrap([item])),
          isInvalid: (err) => (err as { payloadInvalid?: boolean }).payloadInvalid === true,
          send: async (items) => {
            const payload = wrap(items);
            try {
              assertPayload(contract, payload);
            } catch (err) {
              throw refused(err);
            }
            await publishEvents([record(contract, payload, null, undefined)]);
          },
        });
        collectors.push(collector as Collector<unknown>);
        return collector;
      },
      async publishMany(contract, payloads, keyOf, opts = {}) {
        payloads.forEach((payload) => assertPayload(contract, payload));
        await publishEvents(payloads.map((payload) => record(contract, payload, keyOf(payload), opts.requestId)));
      },
      subscribe(contract, handler, opts = {}) {
        noteContract(contract);
        const group = `${prefix}${options.service}${opts.group ? `.${opts.group}` : ''}${options.groupSuffix ?? ''}`;
        const entry = consumers.get(group) ?? { fromBeginning: opts.fromBeginning ?? false, handlers: new Map() };
        const batch = opts.batch;
        entry.handlers.set(topicOf(contract), {
          single: async (event: ReceivedEvent<unknown>) => {
            assertPayload(contract, event.payload);
            return handler(event as ReceivedEvent<never>);
          },
          batch: batch
            ? async (events: ReceivedEvent<unknown>[]) => {
                events.forEach((event) => assertPayload(contract, event.payload));
                return batch(events as ReceivedEvent<never>[]);
              }
            : undefined,
          run: opts.run ?? HANDLER_RUN,
        });
        consumers.set(group, entry);
      },
      publishRecorded: sendRecorded,
      keepUndelivered(k) {
        keeper = k;
      },
      async ping() {
        await admin.describeCluster();
      },
      link: {
        get up() {
          return link.up;
        },
        cut: () => link.cut(),
        restore: () => link.restore(),
      },
    };
    fastify.decorate('events', bus);

    // Consumers start once every plugin has subscribed; ready resolves only after each group has joined.
    fastify.addHook('onReady', async () => {
      for (const [groupId, { fromBeginning, handlers }] of consumers) {
        const consumer = kafka.consumer({ groupId, sessionTimeout: 10_000, heartbeatInterval: 1_000, maxWaitTimeInMs: FETCH_WAIT_MS });
        await consumer.connect();
        const topics = [...handlers.keys()];
        await ensureTopics(topics);
        // The consumer's own metadata call may still answer "does not host this topic-partition" (retriable) then.
        await untilTopicsKnown(
          () => consumer.subscribe({ topics, fromBeginning }),
          (err) => {
            if (!(err as { retriable?: boolean }).retriable) throw err;
          },
        );
        const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
        await consumer.run({
          // One partition at a time: a handler may read what other handlers of the group wrote without racing them.
          eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
            const { topic } = batch;
            const handler = handlers.get(topic)!;
            const events: ReceivedEvent<unknown>[] = [];
            for (const message of batch.messages) {
              const requestId = message.headers?.[REQUEST_ID_HEADER]?.toString();
              const log = fastify.log.child({ reqId: requestId, topic, offset: message.offset });
              try {
                events.push({ payload: JSON.parse(message.value?.toString() ?? 'null'), topic, key: message.key?.toString() ?? null, offset: message.offset, requestId, log });
              } catch (err) {
                log.error({ err }, 'event is not JSON, skipped');
              }
            }
            // Runs of a bounded size, with a heartbeat after each: a slow database must not outlast the session.
            for (let start = 0; start < events.length; start += handler.run) {
              if (!isRunning() || isStale()) return;
              const run = events.slice(start, start + handler.run);
              if (handler.batch && run.length > 1) {
                try {
                  await handler.batch(run);
                  resolveOffset(run.at(-1)!.offset);
                  await heartbeat();
                  continue;
                } catch (err) {
                  // Fall back to one at a time, where a poison message is retried and parked on its own.
                  fastify.log.warn({ err, topic }, 'batch handler failed; handling the events one by one');
                }
              }
              for (const event of run) {
                if (!isRunning() || isStale()) return;
                await deliver(handler.single, event, topic);
                resolveOffset(event.offset);
                await heartbeat();
              }
            }
            resolveOffset(batch.lastOffset());
          },
          eachBatchAutoResolve: false,
        });
        await joined;
        running.push(consumer);
      }
    });

    fastify.addHook('onClose', async () => {
      await Promise.all(collectors.map((c) => c.flush()));
      await flushQueued();
      // Disconnecting a consumer commits the offsets it has processed.
      await Promise.allSettled(running.map((c) => c.disconnect()));
      await producer.disconnect();
      await admin.disconnect();
    });
  },
  { name: 'firecrest-event-bus' },
);
