import type { FastifyInstance } from 'fastify';
import { userCreated, userUpdated, type UserEvent } from '@firecrest/contracts';

/**
 * Keeps the users read model. Idempotent: an event older than what is stored changes nothing, so replaying
 * the topics from the start rebuilds the same data.
 */
export function subscribeUserEvents(fastify: FastifyInstance) {
  const apply = async ({ payload }: { payload: UserEvent }) => {
    const modified = new Date(payload.lastModifiedDate);
    const view = {
      username: payload.username,
      usernameLower: payload.username.toLowerCase(),
      email: payload.email ?? null,
      employeeId: payload.employeeId ?? null,
      disabled: payload.disabled,
      roles: payload.roles,
      lastModifiedDate: modified,
    };
    const { UserView } = fastify.views;
    const updated = await UserView.updateOne({ _id: payload.id, lastModifiedDate: { $lte: modified } }, { $set: view });
    if (updated.matchedCount === 0 && !(await UserView.exists({ _id: payload.id }))) {
      await UserView.create({ _id: payload.id, ...view }).catch((err: { code?: number }) => {
        if (err.code !== 11000) throw err; // created meanwhile by a redelivery
      });
    }
  };
  fastify.events.subscribe(userCreated, apply, { group: 'read-model', fromBeginning: true });
  fastify.events.subscribe(userUpdated, apply, { group: 'read-model', fromBeginning: true });
}
