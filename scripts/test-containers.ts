/**
 * MongoDB 7 and Apache Kafka 3.9.1 (KRaft, one node) in containers, started with testcontainers for a test run
 * on a machine with Docker (scripts/test-stores.ts decides). The tests reach them through the same variables they
 * read for the local infrastructure: MONGO_URL and KAFKA_BROKERS.
 * The containers are stopped by `stop()`, and by testcontainers' reaper (Ryuk) if this process dies first.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';

export const MONGO_IMAGE = 'mongo:7';
export const KAFKA_IMAGE = 'apache/kafka:3.9.1';

const ROOT = resolve(import.meta.dirname, '..');
const KAFKA_PORT = 9092; // the listener the host reaches, published on a random port
const START_SCRIPT = '/tmp/firecrest-kafka-start.sh';
const START_READY = '/tmp/firecrest-kafka-start.ready';
const WAITING = 'firecrest: waiting for the start script';
const READY_TIMEOUT_S = 120;

export interface ContainerStores {
  /** MONGO_URL, KAFKA_BROKERS and FIRECREST_TEST_STORES=containers, for every test process. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** The broker's settings (the image turns KAFKA_FOO_BAR into foo.bar): those of infra/kafka/server.properties.template. */
export const KAFKA_ENVIRONMENT: Readonly<Record<string, string>> = {
  KAFKA_NODE_ID: '1',
  KAFKA_PROCESS_ROLES: 'broker,controller',
  KAFKA_LISTENERS: `PLAINTEXT://0.0.0.0:${KAFKA_PORT},BROKER://0.0.0.0:9093,CONTROLLER://0.0.0.0:9094`,
  KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'PLAINTEXT:PLAINTEXT,BROKER:PLAINTEXT,CONTROLLER:PLAINTEXT',
  KAFKA_INTER_BROKER_LISTENER_NAME: 'BROKER',
  KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
  KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9094',
  KAFKA_NUM_PARTITIONS: '1',
  KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
  KAFKA_DEFAULT_REPLICATION_FACTOR: '1',
  KAFKA_OFFSETS_TOPIC_NUM_PARTITIONS: '10', // infra/wait-ready.ts probes a group coordinator on each of the 10
  KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
  KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
  KAFKA_MIN_INSYNC_REPLICAS: '1',
  KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'true',
  KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
};

/** The container's command: say it waits (the wait strategy's cue), wait for the start script, run it. */
export const KAFKA_COMMAND = ['sh', '-c', `echo '${WAITING}'; while [ ! -f ${START_READY} ]; do sleep 0.1; done; exec bash ${START_SCRIPT}`];

/** The start script: the listener the host reaches, at the published port, then the image's own start. */
export const kafkaStartScript = (host: string, mappedPort: number) =>
  `#!/bin/bash\nexport KAFKA_ADVERTISED_LISTENERS='PLAINTEXT://${host}:${mappedPort},BROKER://localhost:9093'\nexec /etc/kafka/docker/run\n`;

/**
 * Kafka has to advertise the address the host reaches it at, which is known only once Docker has published the port.
 * So the container first waits for a start script (as testcontainers' own KafkaContainer does); the script, copied in
 * once the mapped port is known, sets the advertised listeners and runs the image's own start (`/etc/kafka/docker/run`).
 */
async function startKafka(): Promise<StartedTestContainer> {
  const container = await new GenericContainer(KAFKA_IMAGE)
    .withExposedPorts(KAFKA_PORT)
    .withEnvironment({ ...KAFKA_ENVIRONMENT, CLUSTER_ID: randomBytes(16).toString('base64url') })
    .withCommand(KAFKA_COMMAND)
    .withWaitStrategy(Wait.forLogMessage(WAITING))
    .start();
  // One archive, the script first: the marker exists only once the script is whole.
  await container.copyContentToContainer([
    { content: kafkaStartScript(container.getHost(), container.getMappedPort(KAFKA_PORT)), target: START_SCRIPT, mode: 0o755 },
    { content: '', target: START_READY, mode: 0o644 },
  ]);
  return container;
}

async function startMongo(): Promise<StartedTestContainer> {
  // A standalone server, as compose.yaml runs it; mongod logs "Waiting for connections" once it listens.
  return new GenericContainer(MONGO_IMAGE).withExposedPorts(27017).withWaitStrategy(Wait.forLogMessage(/Waiting for connections/)).start();
}

/** Starts both (in parallel), waits until they answer as infra/stack.sh does (infra/wait-ready.ts), and returns their addresses. */
export async function startContainerStores(dockerHost?: string): Promise<ContainerStores> {
  // testcontainers then uses the very engine that answered the selection's ping.
  if (dockerHost && !process.env.DOCKER_HOST) process.env.DOCKER_HOST = dockerHost;
  const started = Date.now();
  console.log(`test stores: starting ${MONGO_IMAGE} and ${KAFKA_IMAGE} with testcontainers`);
  const results = await Promise.allSettled([startMongo(), startKafka()]);
  const containers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stop = async () => {
    await Promise.allSettled(containers.map((c) => c.stop()));
  };
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  const [mongo, kafka] = containers as [StartedTestContainer, StartedTestContainer];
  const env = {
    MONGO_URL: `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}/?directConnection=true`,
    KAFKA_BROKERS: `${kafka.getHost()}:${kafka.getMappedPort(KAFKA_PORT)}`,
    FIRECREST_TEST_STORES: 'containers',
  };
  const ready = spawnSync(process.execPath, ['--import', 'tsx', resolve(ROOT, 'infra/wait-ready.ts'), String(READY_TIMEOUT_S)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env, MONGO_NAME: 'MongoDB', FERRETDB_LOG: `docker logs ${mongo.getId()}`, KAFKA_LOG: `docker logs ${kafka.getId()}` },
  });
  if (ready.status !== 0) {
    await stop();
    throw new Error('the containers did not become ready (see above)');
  }
  console.log(`test stores: MongoDB at ${env.MONGO_URL}, Kafka at ${env.KAFKA_BROKERS} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return { env, stop };
}
