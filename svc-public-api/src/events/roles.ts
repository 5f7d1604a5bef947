import { READ_MODEL } from '../models/read-model-version';
import type { FastifyInstance } from 'fastify';
import { roleCreated, roleDeleted, roleUpdated, type RoleEvent } from '@firecrest/contracts';
import { applyIfNewer } from './apply-if-newer';

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
  fastify.events.subscribe(roleCreated, upsert, READ_MODEL);
  fastify.events.subscribe(roleUpdated, upsert, READ_MODEL);
  fastify.events.subscribe(
    roleDeleted,
    async ({ payload }) =>
      applyIfNewer(RoleView, payload.id, { name: '', accessAllLocations: false, permissions: {}, deleted: true, lastModifiedDate: new Date(payload.lastModifiedDate) }),
    READ_MODEL,
  );
}
