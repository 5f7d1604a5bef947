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
  const options = READ_MODEL;
  fastify.events.subscribe(roleCreated, upsert, options);
  fastify.events.subscribe(roleUpdated, upsert, options);
  fastify.events.subscribe(
    roleDeleted,
    async ({ payload }) =>
      applyIfNewer(RoleView, payload.id, { name: '', accessAllLocations: false, permissions: {}, deleted: true, lastModifiedDate: new Date(payload.lastModifiedDate) }),
    options,
  );
}
