import { createServer, type AddressInfo } from 'node:net';
import { expect, vi } from 'vitest';
import type { BaseConfig } from '@firecrest/service-kit';
import { buildTestService, uniqueSuffix, type TestService, testTopicPrefix } from '@firecrest/service-kit/testing';
import { app as personnelApp } from '../../svc-personnel/src/app';
import { configSchema as personnelConfig } from '../../svc-personnel/src/config';
import { app as trainingApp } from '../../svc-training/src/app';
import { configSchema as trainingConfig } from '../../svc-training/src/config';
import { app as publicApiApp } from '../src/app';
import { configSchema as publicApiConfig, serverOptions } from '../src/config';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A port free right now (the OS picks it), for a service another must know the address of before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The owning services and the public API on one fresh topic prefix, each with its own database: what a test
 * writes through svc-personnel and svc-training reaches /api/v1 only through Kafka.
 */
export async function buildWorld() {
  const env = { KAFKA_TOPIC_PREFIX: testTopicPrefix() };
  // svc-training asks svc-personnel over HTTP whether the employees and locations it is given exist, and
  // svc-personnel asks svc-training before a deletion whether training records still name them.
  const trainingPort = await freePort();
  const personnel = await buildTestService('svc-personnel', personnelConfig, personnelApp, { ...env, TRAINING_URL: `http://127.0.0.1:${trainingPort}` });
  await personnel.server.listen({ port: 0, host: '127.0.0.1' });
  const personnelUrl = `http://127.0.0.1:${(personnel.server.server.address() as { port: number }).port}`;
  const [training, api] = await Promise.all([
    buildTestService('svc-training', trainingConfig, trainingApp, { ...env, PERSONNEL_URL: personnelUrl }).then(async (t) => {
      await t.server.listen({ port: trainingPort, host: '127.0.0.1' });
      return t;
    }),
    buildTestService('svc-public-api', publicApiConfig, publicApiApp, env, undefined, serverOptions),
  ]);
  const [personnelAdmin, trainingAdmin, reader] = await Promise.all([personnel.as(), training.as(), api.as()]);
  const replicas: TestService<BaseConfig>[] = [];

  async function write(service: TestService<BaseConfig>, headers: Record<string, string>, method: Method, url: string, payload?: object) {
    return service.server.inject({ method, url, payload, headers });
  }
  /** Writes and expects success; answers the body. */
  async function create(service: 'personnel' | 'training', url: string, payload: object) {
    const res = await (service === 'personnel' ? write(personnel, personnelAdmin, 'POST', url, payload) : write(training, trainingAdmin, 'POST', url, payload));
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json();
  }

  return {
    env,
    personnel,
    training,
    api,
    create,
    personnelWrite: (method: Method, url: string, payload?: object) => write(personnel, personnelAdmin, method, url, payload),
    trainingWrite: (method: Method, url: string, payload?: object) => write(training, trainingAdmin, method, url, payload),
    v1: (url: string, headers = reader, target = api) => target.server.inject({ method: 'GET', url, headers }),
    /** Waits until the read model answers as expected (events are asynchronous). */
    async until(url: string, check: (body: any) => void, target = api) {
      await vi.waitFor(async () => check((await target.server.inject({ method: 'GET', url, headers: reader })).json()), { timeout: 20_000, interval: 150 });
    },
    /** A second public API that rebuilds its read model from the topics, from the start, in a new database. */
    async replica() {
      const replica = await buildTestService('svc-public-api', publicApiConfig, publicApiApp, { ...env, KAFKA_GROUP_SUFFIX: `.replay-${uniqueSuffix()}` }, undefined, serverOptions);
      replicas.push(replica);
      return replica;
    },
    close: () => Promise.all([personnel, training, api, ...replicas].map((s) => s.close())),
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;
