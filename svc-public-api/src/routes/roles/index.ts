import { MODULE_KEYS, problemSchema, type PermissionMap } from '@firecrest/contracts';
import { ProblemError, type RouteAccess, type TypedRoutes } from '@firecrest/service-kit';
import type { RoleView } from '../../models/role-view';
import { liveById } from '../../resolve/live-by-id';

const ACCESS_RIGHTS = { view: 'View', create: 'Create', edit: 'Edit', delete: 'Delete', approve: 'Approve' } as const;

export const publicRoleSchema = {
  $id: 'PublicRole',
  type: 'object',
  required: ['id', 'name', 'accessAllLocations', 'permissions'],
  properties: {
    id: { type: 'string', examples: ['665f1c2e9b1d4a0012ab34ce'] },
    name: { type: 'string', examples: ['Station manager'] },
    accessAllLocations: { type: 'boolean' },
    permissions: {
      type: 'array',
      description: 'One entry per permission module the role holds any right on; childPermissions is kept for the tree shape and is empty today',
      items: {
        type: 'object',
        required: ['name', 'accessRights', 'childPermissions'],
        properties: {
          name: { type: 'string', examples: ['WEBHOOKS'] },
          accessRights: { type: 'array', items: { type: 'string', enum: Object.values(ACCESS_RIGHTS) }, examples: [['View', 'Edit']] },
          childPermissions: { type: 'array', items: { type: 'object' } },
        },
      },
    },
  },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;

function permissionTree(permissions: PermissionMap) {
  return MODULE_KEYS.filter((m) => permissions[m]?.length).map((m) => ({
    name: m,
    accessRights: permissions[m]!.map((r) => ACCESS_RIGHTS[r]),
    childPermissions: [],
  }));
}
const toPublic = (r: RoleView) => ({ id: r._id, name: r.name, accessAllLocations: r.accessAllLocations, permissions: permissionTree(r.permissions) });
const access = { permission: ['ROLES', 'view'] } satisfies RouteAccess;

/** GET /roles and /roles/{id} of the REST API v1. */
export const roleRoutes: TypedRoutes<Record<never, never>, [typeof publicRoleSchema, typeof problemSchema]> = async (fastify) => {
  fastify.addSchema(publicRoleSchema);
  const { RoleView: Roles } = fastify.views;

  fastify.get(
    '',
    { config: { access }, schema: { tags: ['Roles'], summary: 'Roles with their permissions', response: { 200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { $ref: 'PublicRole#' } } } } } } },
    async () => ({ data: (await Roles.find({ deleted: false }).sort({ name: 1 }).lean()).map(toPublic) }),
  );

  fastify.get(
    '/:id',
    { config: { access }, schema: { tags: ['Roles'], summary: 'One role', params: idParams, response: { 200: { $ref: 'PublicRole#' }, 404: { $ref: 'Problem#' } } } },
    async (request) => {
      const role = await liveById(Roles, request.params.id);
      if (!role) throw new ProblemError('notFound', `Role ${request.params.id} does not exist.`);
      return toPublic(role);
    },
  );
};
