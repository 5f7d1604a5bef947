import fp from 'fastify-plugin';
import { userCreated, userUpdated, type UserEvent } from '@firecrest/contracts';
import { infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { buildTestService, testTopicPrefix } from '@firecrest/service-kit/testing';
import { app } from '../src/app';
import { configSchema, serverOptions } from '../src/config';

/** svc-public-api plus a producer standing in for the owning services, on one fresh topic prefix. */
export async function buildPublicApi(shared: Record<string, string> = {}) {
  const env = { KAFKA_TOPIC_PREFIX: testTopicPrefix(), ...shared };
  const producer = await buildTestService<BaseConfig>(
    'svc-owner',
    configSchema,
    fp<{ config: BaseConfig }>(async (f, { config }) => {
      await f.register(infrastructure, { service: 'svc-owner', config });
    }),
    env,
  );
  const api = await buildTestService('svc-public-api', configSchema, app, env, undefined, serverOptions);
  const publishUser = (user: UserEvent, created = true) =>
    producer.server.events.publish(created ? userCreated : userUpdated, user, { key: user.id });
  return { api, producer, publishUser, close: async () => Promise.all([api.close(), producer.close()]) };
}

export const user = (n: number, extra: Partial<UserEvent> = {}): UserEvent => ({
  id: `u${String(n).padStart(4, '0')}`,
  username: `user.${String(n).padStart(4, '0')}`,
  name: `User ${n}`,
  email: `user${n}@brigade.example`,
  employeeId: null,
  disabled: false,
  roles: ['Firefighter'],
  lastModifiedDate: '2026-01-01T00:00:00.000Z',
  ...extra,
});
