import { problemSchema } from '@firecrest/contracts';
import { ProblemError, type RouteAccess, type TypedRoutes } from '@firecrest/service-kit';
import type { UserView } from '../../models/user-view';
import { containsText, pagedList, pagedQuerySchema, type pagingInfoSchema } from '../../paging/paged-query';

export const publicUserSchema = {
  $id: 'PublicUser',
  type: 'object',
  required: ['id', 'username', 'employee', 'email', 'disabled', 'roles'],
  properties: {
    id: { type: 'string', examples: ['665f1c2e9b1d4a0012ab34cd'] },
    username: { type: 'string', examples: ['j.smith'] },
    employee: { type: ['string', 'null'], description: 'The linked employee id, when the account belongs to an employee' },
    email: { type: ['string', 'null'], examples: ['j.smith@example-fire.gov.uk'] },
    disabled: { type: 'boolean' },
    roles: { type: 'array', items: { type: 'string' }, description: 'Role names (the samples call this list userRoles)', examples: [['Station manager']] },
  },
} as const;

const querySchema = {
  type: 'object',
  properties: {
    filterText: { type: 'string', maxLength: 200, description: "Matches username, email or the linked employee's last name" },
    ...pagedQuerySchema(['id', 'username'] as const, 'username', 500, 200),
  },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;

const toPublic = (u: UserView) => ({ id: u._id, username: u.username, employee: u.employeeId, email: u.email, disabled: u.disabled, roles: u.roles });
const access = { permission: ['USERS', 'view'] } satisfies RouteAccess;

/** GET /users and /users/{id} of the REST API v1. */
export const userRoutes: TypedRoutes<Record<never, never>, [typeof publicUserSchema, typeof pagingInfoSchema, typeof problemSchema]> = async (fastify) => {
  fastify.addSchema(publicUserSchema);
  const { UserView } = fastify.views;

  fastify.get(
    '',
    {
      config: { access },
      schema: {
        tags: ['Users'],
        summary: 'Users, paged',
        querystring: querySchema,
        response: {
          200: { type: 'object', required: ['data', 'pagingInfo'], properties: { data: { type: 'array', items: { $ref: 'PublicUser#' } }, pagingInfo: { $ref: 'PagingInfo#' } } },
          400: { $ref: 'Problem#' },
        },
      },
    },
    async (request) => {
      const { filterText, page, itemsPerPage, orderBy, orderByDescending } = request.query;
      const filter = filterText ? { $or: [{ usernameLower: containsText(filterText) }, { email: containsText(filterText) }, { employeeLastNameLower: containsText(filterText) }] } : {};
      const { rows, pagingInfo } = await pagedList(UserView, filter, orderBy === 'id' ? '_id' : 'usernameLower', { page, itemsPerPage, orderByDescending });
      return { data: rows.map(toPublic), pagingInfo };
    },
  );

  fastify.get(
    '/:id',
    { config: { access }, schema: { tags: ['Users'], summary: 'One user', params: idParams, response: { 200: { $ref: 'PublicUser#' }, 404: { $ref: 'Problem#' } } } },
    async (request) => {
      const user = await UserView.findById(request.params.id).lean();
      if (!user) throw new ProblemError('notFound', `User ${request.params.id} does not exist.`);
      return toPublic(user);
    },
  );
};
