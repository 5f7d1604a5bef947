import { permissionMapSchema, roleCreated, roleDeleted, roleUpdated, type RoleEvent } from '@firecrest/contracts';
import { ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { Role } from '../../models/role';
import { assertMayShapeRole } from '../../auth/role-grant';
import { idParamsSchema } from '../users/schemas';

const roleBodySchema = {
  $id: 'RoleBody',
  type: 'object',
  required: ['name', 'permissions'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    accessAllLocations: { type: 'boolean', default: false },
    permissions: { $ref: 'PermissionMap#' },
  },
} as const;

type StoredRole = Role & { _id: { toString(): string } };

export const roleEvent = (r: StoredRole): RoleEvent => ({
  id: r._id.toString(),
  name: r.name,
  accessAllLocations: r.accessAllLocations,
  permissions: r.permissions,
  lastModifiedDate: r.lastModifiedDate.toISOString(),
});

/** Roles: what each may do per module (spec §3.2, §6). Each change is published for the other services. */
export const roleRoutes: TypedRoutes<Record<never, never>, [typeof roleBodySchema, typeof permissionMapSchema]> = async (fastify) => {
  fastify.addSchema(roleBodySchema);
  const { Role: Roles, User } = fastify.models;
  const taken = async (name: string, except?: string) =>
    Roles.exists({ name: { $regex: `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, $options: 'i' }, ...(except ? { _id: { $ne: except } } : {}) });

  fastify.get('/', { config: { access: { permission: ['ROLES', 'view'] } }, schema: { tags: ['roles'], summary: 'List roles' } }, async () => ({
    data: (await Roles.find().sort({ name: 1 }).lean()).map(roleEvent),
  }));

  fastify.get(
    '/:id',
    { config: { access: { permission: ['ROLES', 'view'] } }, schema: { tags: ['roles'], summary: 'One role', params: idParamsSchema } },
    async (request) => {
      const role = await Roles.findById(request.params.id).lean();
      if (!role) throw new ProblemError('notFound', 'The role does not exist.');
      return { ...roleEvent(role), builtIn: Boolean(role.builtIn), users: await User.countDocuments({ roleIds: request.params.id }) };
    },
  );

  fastify.post(
    '/',
    { config: { access: { permission: ['ROLES', 'create'] } }, schema: { tags: ['roles'], summary: 'Create a role', body: { $ref: 'RoleBody#' } } },
    async (request, reply) => {
      assertMayShapeRole(request, request.body);
      if (await taken(request.body.name)) throw new ProblemError('conflict', 'Unable To Save Role: the name is already used.', [{ field: 'name', message: 'The name is already used' }]);
      const role = await Roles.create({ ...request.body, builtIn: false });
      await fastify.events.publish(roleCreated, roleEvent(role), { key: role.id, requestId: request.id });
      return reply.code(201).send(roleEvent(role));
    },
  );

  fastify.put(
    '/:id',
    { config: { access: { permission: ['ROLES', 'edit'] } }, schema: { tags: ['roles'], summary: 'Change a role', params: idParamsSchema, body: { $ref: 'RoleBody#' } } },
    async (request) => {
      const existing = await Roles.findById(request.params.id);
      if (!existing) throw new ProblemError('notFound', 'The role does not exist.');
      if (existing.builtIn) throw new ProblemError('conflict', 'Unable To Save Role: the built-in Administrator role cannot be changed.');
      assertMayShapeRole(request, existing, request.body);
      if (await taken(request.body.name, request.params.id)) throw new ProblemError('conflict', 'Unable To Save Role: the name is already used.', [{ field: 'name', message: 'The name is already used' }]);
      existing.set({ ...request.body, accessAllLocations: request.body.accessAllLocations ?? false });
      existing.markModified('permissions');
      await existing.save();
      await fastify.events.publish(roleUpdated, roleEvent(existing), { key: existing.id, requestId: request.id });
      return roleEvent(existing);
    },
  );

  fastify.delete(
    '/:id',
    { config: { access: { permission: ['ROLES', 'delete'] } }, schema: { tags: ['roles'], summary: 'Delete a role no user holds', params: idParamsSchema } },
    async (request, reply) => {
      const role = await Roles.findById(request.params.id).lean();
      if (!role) throw new ProblemError('notFound', 'The role does not exist.');
      if (role.builtIn) throw new ProblemError('conflict', 'Unable To Delete Role: the built-in Administrator role cannot be deleted.');
      const holders = await User.countDocuments({ roleIds: request.params.id });
      if (holders > 0) throw new ProblemError('conflict', `Unable To Delete Role: ${holders} user(s) still hold it.`);
      await Roles.deleteOne({ _id: role._id });
      await fastify.events.publish(roleDeleted, { id: request.params.id, lastModifiedDate: new Date().toISOString() }, { key: request.params.id, requestId: request.id });
      return reply.code(204).send();
    },
  );
};
