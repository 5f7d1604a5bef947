import type { FastifyInstance } from 'fastify';
import { userCreated, userUpdated, type UserEvent } from '@firecrest/contracts';
import { ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import { hashPassword } from '../../auth/passwords';
import { assertStrongPassword } from '../../auth/password-policy';
import { assertMayGrantRoles, mayManageUser } from '../../auth/role-grant';
import { userAdminRoutes } from './admin-routes';
import { createUserBodySchema, idParamsSchema, userSummarySchema } from './schemas';

type StoredUser = {
  _id: { toString(): string };
  username: string;
  name: string;
  email?: string | null;
  employeeId?: string | null;
  disabled?: boolean | null;
  lockedUntil?: Date | null;
  roleIds: string[];
  lastLoginAt?: Date | null;
  lastModifiedDate?: Date;
  phoneNumber?: string | null;
  notificationChannels?: string[] | null;
  language?: string | null;
};

const summary = (u: StoredUser) => ({
  id: u._id.toString(),
  username: u.username,
  name: u.name,
  email: u.email ?? null,
  disabled: Boolean(u.disabled),
  locked: Boolean(u.lockedUntil && u.lockedUntil.getTime() > Date.now()),
  roleIds: u.roleIds,
  lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
});

export const userEvent = (u: StoredUser, roleNames: string[]): UserEvent => ({
  id: u._id.toString(),
  username: u.username,
  name: u.name,
  email: u.email ?? null,
  employeeId: u.employeeId ?? null,
  disabled: Boolean(u.disabled),
  roles: roleNames,
  lastModifiedDate: (u.lastModifiedDate ?? new Date()).toISOString(),
  // How the user is reached: every sender of messages honours the channels (svc-system keeps them from this event).
  ...(u.phoneNumber ? { phoneNumber: u.phoneNumber } : {}),
  notificationChannels: (u.notificationChannels ?? []) as UserEvent['notificationChannels'],
  // The language e-mails to them are written in (issue 36).
  language: u.language ?? null,
});

/** Publishes a user as it now is, after a change made outside the user routes (the user's own profile). */
export async function publishUserUpdated(fastify: FastifyInstance, id: string, requestId: string): Promise<void> {
  const user = (await fastify.models.User.findById(id).lean()) as StoredUser | null;
  if (!user) return;
  const roles = (await fastify.models.Role.find({ _id: { $in: user.roleIds } }).lean()).map((r) => r.name);
  await fastify.events.publish(userUpdated, userEvent(user, roles), { key: id, requestId });
}

/** User accounts (the account screens arrive with the admin area; these are what they and the lockout rules need). */
export const userRoutes: TypedRoutes<Record<never, never>, [typeof userSummarySchema, typeof createUserBodySchema]> = async (fastify) => {
  fastify.addSchema(userSummarySchema);
  fastify.addSchema(createUserBodySchema);
  const { User, Role } = fastify.models;
  const roleNames = async (ids: string[]) => (await Role.find({ _id: { $in: ids } }).lean()).map((r) => r.name);

  fastify.get(
    '/',
    {
      config: { access: { permission: ['USERS', 'view'] } },
      schema: { tags: ['users'], summary: 'List users', response: { 200: { type: 'object', properties: { data: { type: 'array', items: { $ref: 'UserSummary#' } } } } } },
    },
    async () => ({ data: (await User.find().sort({ usernameLower: 1 }).lean()).map(summary) }),
  );

  fastify.post(
    '/',
    {
      config: { access: { permission: ['USERS', 'create'] } },
      schema: { tags: ['users'], summary: 'Create a local user', body: { $ref: 'CreateUserBody#' }, response: { 201: { $ref: 'UserSummary#' } } },
    },
    async (request, reply) => {
      const body = request.body;
      await assertMayGrantRoles(request, fastify.models, body.roleIds);
      assertStrongPassword(body.password, 'password', body);
      if (await User.exists({ usernameLower: body.username.toLowerCase() })) {
        throw new ProblemError('conflict', 'Unable To Save User: the username is already taken.', [
          { field: 'username', message: 'The username is already taken' },
        ]);
      }
      const user = await User.create({
        username: body.username,
        usernameLower: body.username.toLowerCase(),
        name: body.name,
        email: body.email ?? null,
        passwordHash: await hashPassword(body.password),
        passwordChangedAt: new Date(),
        mustChangePassword: body.mustChangePassword ?? true,
        roleIds: body.roleIds,
      });
      await fastify.events.publish(userCreated, userEvent(user, await roleNames(user.roleIds)), { key: user.id, requestId: request.id });
      return reply.code(201).send(summary(user));
    },
  );

  fastify.post(
    '/:id/unlock',
    {
      config: { access: { permission: ['USERS', 'edit'] } },
      preHandler: mayManageUser(fastify.models),
      schema: { tags: ['users'], summary: 'Unlock an account locked after too many failed logins', params: idParamsSchema, response: { 200: { $ref: 'UserSummary#' } } },
    },
    async (request) => {
      const user = await User.findByIdAndUpdate(request.params.id, { $set: { lockedAt: null, lockedUntil: null, failedLoginAttempts: 0 } }, { returnDocument: 'after' }).lean();
      if (!user) throw new ProblemError('notFound', 'The user does not exist.');
      await fastify.events.publish(userUpdated, userEvent(user, await roleNames(user.roleIds)), { key: request.params.id, requestId: request.id });
      return summary(user);
    },
  );

  await fastify.register(userAdminRoutes);
};
