import type { FastifyInstance } from 'fastify';
import { roleCreated, roleDeleted, roleUpdated, type RoleEvent } from '@firecrest/contracts';
import { applyIfNewer } from './apply-if-newer';
import { subscribeReadModel } from './read-model-subscription';

export function subscribeRoleEvents(fastify: FastifyInstance) {
  const { RoleView } = fastify.views;
  const upsert = async ({ payload }: { payload: RoleEvent }) =>
    applyIfNewer(RoleView, payload.id, {
      name: payload.name,
      accessAllLocations: payload.accessAllLocations,
      permissions: payload.permissions,
      deleted: false,
      lastModifiedDate: new Date(payload.lastModifiedDate),
    });
  subscribeReadModel(fastify, roleCreated, upsert);
  subscribeReadModel(fastify, roleUpdated, upsert);
  subscribeReadModel(
    fastify,
    roleDeleted,
    async ({ payload }) =>
      applyIfNewer(RoleView, payload.id, { name: '', accessAllLocations: false, permissions: {}, deleted: true, lastModifiedDate: new Date(payload.lastModifiedDate) }),
  );
}
