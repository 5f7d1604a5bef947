/**
 * Every service but the gateway as `count` processes each, on ports of their own, behind the gateway (built in this
 * process) on the real FerretDB and Kafka, with databases and topics of their own: what the instance-loss fault test
 * (issue 35) SIGKILLs one instance of each service of, in turn, under reads and writes through the gateway.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { startInstanceProcess, testTopicPrefix, uniqueSuffix, type InstanceProcess } from '@firecrest/service-kit/testing';
import { gatewayInFront } from './gateway-in-front';
import { SERVICES, envFor } from './stack';
import { deleteTopics } from './test-topics';

const ROOT = resolve(import.meta.dirname, '..');
export const BALANCED = SERVICES.filter((s) => s !== 'svc-gateway');
export type Balanced = (typeof BALANCED)[number];

/** The gateway's URL setting of each service. */
const URL_SETTING: Record<Balanced, string> = {
  'svc-public-api': 'PUBLIC_API_URL',
  'svc-webhooks': 'WEBHOOKS_URL',
  'svc-lms': 'LMS_URL',
  'svc-scheduler': 'SCHEDULER_URL',
  'svc-personnel': 'PERSONNEL_URL',
  'svc-training': 'TRAINING_URL',
  'svc-system': 'SYSTEM_URL',
};

/** A port nothing listens on now (the kernel's pick), so services can be told each other's address before they start. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

export async function serviceFleet(count: number) {
  const secret = randomBytes(24).toString('hex');
  const password = `Fleet-${randomBytes(8).toString('hex')}-9`;
  const isolation = `test_fleet_${uniqueSuffix()}_`;
  const topicPrefix = testTopicPrefix();
  const ports = Object.fromEntries(await Promise.all(BALANCED.map(async (s) => [s, await Promise.all(Array.from({ length: count }, freePort))] as const))) as Record<Balanced, number[]>;
  const urlOf = (s: Balanced, k: number) => `http://127.0.0.1:${ports[s][k]}`;
  // Services call one another at instance 0 (as ./firecrest up --replicas does).
  const peers = Object.fromEntries(BALANCED.map((s) => [URL_SETTING[s], urlOf(s, 0)]));
  const envOf = (s: Balanced, k: number) => {
    const env = { ...envFor(s, { name: 'fleet', portOffset: 0, isolation, logLevel: 'info', gatewayEnv: {} }, secret, password), ...peers, PORT: String(ports[s][k]), KAFKA_TOPIC_PREFIX: topicPrefix, NODE_ENV: 'test' };
    return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
  };
  const instances = {} as Record<Balanced, InstanceProcess[]>;
  const started = await Promise.allSettled(
    BALANCED.flatMap((s) =>
      Array.from({ length: count }, async (_, k) => {
        const instance = await startInstanceProcess(join(ROOT, s, 'src/server.ts'), envOf(s, k), 'Server listening', 180_000);
        (instances[s] ??= [])[k] = instance;
      }),
    ),
  );
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    for (const list of Object.values(instances)) for (const i of list) await i?.kill();
    throw (failed as PromiseRejectedResult).reason;
  }

  const { gateway, gatewayUrl, headers } = await gatewayInFront({
    INTERNAL_TOKEN_SECRET: secret,
    ADMIN_PASSWORD: password,
    KAFKA_TOPIC_PREFIX: topicPrefix,
    ...Object.fromEntries(BALANCED.map((s) => [URL_SETTING[s], Array.from({ length: count }, (_, k) => urlOf(s, k)).join(',')])),
  });

  return {
    instances,
    gatewayUrl,
    /** Calls the gateway as the signed-in administrator. */
    fetch: (path: string, init: { method?: string; body?: unknown } = {}) =>
      fetch(`${gatewayUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: init.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    /** A service's own database (the one all its instances share). */
    database: (s: Balanced) => gateway.server.db.getClient().db(`${isolation}${s.replace('svc-', '').replace('-', '_')}`),
    async close() {
      for (const list of Object.values(instances)) for (const i of list) await i.kill();
      for (const s of BALANCED) await this.database(s).dropDatabase().catch(() => undefined);
      await gateway.close();
      await deleteTopics(topicPrefix).catch(() => undefined);
    },
  };
}

export type ServiceFleet = Awaited<ReturnType<typeof serviceFleet>>;
