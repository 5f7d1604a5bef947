import type { FastifyInstance } from 'fastify';
import { userCreated, userUpdated, type UserEvent } from '@firecrest/contracts';
import { applyIfNewer } from './apply-if-newer';
import type { Copies } from './copies';
import { subscribeReadModel } from './read-model-subscription';

/** Keeps the users read model; replaying the topics from the start rebuilds the same data. */
export function subscribeUserEvents(fastify: FastifyInstance, copy: Copies) {
  const apply = async ({ payload }: { payload: UserEvent }) => {
    await applyIfNewer(fastify.views.UserView, payload.id, {
      username: payload.username,
      usernameLower: payload.username.toLowerCase(),
      email: payload.email ?? null,
      employeeId: payload.employeeId ?? null,
      disabled: payload.disabled,
      roles: payload.roles,
      lastModifiedDate: new Date(payload.lastModifiedDate),
    });
    await copy.users([payload.id]);
  };
  subscribeReadModel(fastify, userCreated, apply);
  subscribeReadModel(fastify, userUpdated, apply);
}
