import type { FastifyRequest } from 'fastify';
import type { Model } from 'mongoose';
import { MESSAGES, userHistorySchema, userUpdated } from '@firecrest/contracts';
import { ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import { hashPassword } from '../../auth/passwords';
import { revokeOtherSessions } from '../../auth/sessions';
import { assertStrongPassword } from '../../auth/password-policy';
import { assertMayGrantRoles, mayManageUser } from '../../auth/role-grant';
import { idParamsSchema, type IdParams } from './schemas';
import { resetPasswordBodySchema, updateUserBodySchema, userSearchQuerySchema } from './admin-schemas';
import { userHistoryModel, type UserChange } from '../../models/user-change';
import { userEvent } from './index';

const FOREVER = new Date('9999-12-31T00:00:00Z');
const SEARCH_MIN = 3;
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type StoredUser = {
  _id: { toString(): string };
  username: string;
  name: string;
  email?: string | null;
  employeeId?: string | null;
  disabled?: boolean | null;
  lockedAt?: Date | null;
  lockedUntil?: Date | null;
  mustChangePassword?: boolean | null;
  roleIds: string[];
  lastLoginAt?: Date | null;
  phoneNumber?: string;
  defaultLocationId?: number | null;
  locationIds?: number[];
  landingPage?: string;
  notificationChannels?: string[];
  linkedAccounts?: { microsoft?: string; roster?: string; availability?: string };
  createdDate?: Date;
  lastModifiedDate?: Date;
};

/** Locked by too many failures (until a time) or by an administrator (until unlocked). */
const isLocked = (u: StoredUser) => (u.lockedUntil ? u.lockedUntil.getTime() > Date.now() : Boolean(u.lockedAt));

export const userDetail = (u: StoredUser) => ({
  id: u._id.toString(),
  username: u.username,
  name: u.name,
  email: u.email ?? null,
  phoneNumber: u.phoneNumber ?? '',
  employeeId: u.employeeId ?? null,
  disabled: Boolean(u.disabled),
  locked: isLocked(u),
  mustChangePassword: Boolean(u.mustChangePassword),
  roleIds: u.roleIds,
  defaultLocationId: u.defaultLocationId ?? null,
  locationIds: u.locationIds ?? [],
  landingPage: u.landingPage ?? 'dashboard',
  notificationChannels: u.notificationChannels ?? [],
  linkedAccounts: { microsoft: u.linkedAccounts?.microsoft ?? '', roster: u.linkedAccounts?.roster ?? '', availability: u.linkedAccounts?.availability ?? '' },
  lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  createdDate: u.createdDate?.toISOString() ?? null,
  lastModifiedDate: u.lastModifiedDate?.toISOString() ?? null,
});

/** The fields that differ between two detail views (what the history keeps). */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(after).filter(([k, v]) => k !== 'lastModifiedDate' && JSON.stringify(before[k]) !== JSON.stringify(v)));
}

/**
 * The admin area's user screens (spec §2.3 users, users/user/{id}, users/user/{id}/history): search, detail, changes,
 * lock and unlock, disable, reset password forcing a change. Every change is kept in the user's history and
 * published, so the REST API's users follow.
 */
export const userAdminRoutes: TypedRoutes<Record<never, never>, [typeof updateUserBodySchema, typeof resetPasswordBodySchema]> = async (fastify) => {
  fastify.addSchema(updateUserBodySchema);
  fastify.addSchema(resetPasswordBodySchema);
  const { User, Role } = fastify.models;
  const History = userHistoryModel(fastify) as Model<UserChange>;
  const roleNames = async (ids: string[]) => (await Role.find({ _id: { $in: ids } }).lean()).map((r) => r.name);

  async function load(id: string) {
    const user = (await User.findById(id).lean()) as StoredUser | null;
    if (!user) throw new ProblemError('notFound', 'The user does not exist.');
    return user;
  }
  /** Applies `$set`, records who changed what, publishes the user, answers the detail. */
  async function change(request: FastifyRequest & { params: IdParams }, action: string, set: Record<string, unknown>, shown?: Record<string, unknown>) {
    const before = userDetail(await load(request.params.id));
    const user = (await User.findByIdAndUpdate(request.params.id, { $set: set }, { returnDocument: 'after' }).lean()) as StoredUser | null;
    if (!user) throw new ProblemError('notFound', 'The user does not exist.');
    const after = userDetail(user);
    await History.create({ userId: after.id, action, byUserId: request.identity?.id ?? '', byUsername: request.identity?.username ?? '', at: new Date(), changes: shown ?? changed(before, after) });
    await fastify.events.publish(userUpdated, userEvent(user, await roleNames(user.roleIds)), { key: after.id, requestId: request.id });
    return after;
  }
  const notYourself = (request: FastifyRequest & { params: IdParams }, what: string) => {
    if (request.identity?.id === request.params.id) throw new ProblemError('conflict', `Unable To Save User: you cannot ${what} your own account.`);
  };
  // Changing a user needs the right and every right the user holds (no taking over a stronger account).
  const edit = { config: { access: { permission: ['USERS', 'edit'] as ['USERS', 'edit'] } }, preHandler: mayManageUser(fastify.models) };
  const tags = ['users'];

  fastify.get(
    '/search',
    { config: { access: { permission: ['USERS', 'view'] } }, schema: { tags, summary: 'Search users (3+ characters), sorted and paged', querystring: userSearchQuerySchema } },
    async (request) => {
      const { q, employeeId, orderBy = 'username', orderByDescending, page = 0, itemsPerPage = 20 } = request.query;
      const text = (q ?? '').trim();
      if (text && text.length < SEARCH_MIN) throw new ProblemError('validation', MESSAGES.searchMinChars, [{ field: 'q', message: MESSAGES.searchMinChars }]);
      const pattern = { $regex: escapeRegex(text), $options: 'i' };
      const filter = { ...(text ? { $or: [{ username: pattern }, { name: pattern }, { email: pattern }] } : {}), ...(employeeId ? { employeeId } : {}) };
      const sortField = orderBy === 'username' ? 'usernameLower' : orderBy;
      const [total, rows] = await Promise.all([
        User.countDocuments(filter),
        User.find(filter).sort({ [sortField]: orderByDescending ? -1 : 1, _id: 1 }).skip(page * itemsPerPage).limit(itemsPerPage).lean(),
      ]);
      return { data: (rows as StoredUser[]).map(userDetail), total };
    },
  );

  fastify.get(
    '/:id',
    { config: { access: { permission: ['USERS', 'view'] } }, schema: { tags, summary: 'One user with every administration field', params: idParamsSchema } },
    async (request) => userDetail(await load(request.params.id)),
  );

  fastify.put(
    '/:id',
    { ...edit, schema: { tags, summary: 'Change a user (not the password)', params: idParamsSchema, body: { $ref: 'UpdateUserBody#' } } },
    async (request) => {
      const body = request.body;
      if (!body.roleIds.length) throw new ProblemError('validation', `Unable To Save User: ${MESSAGES.atLeastOneRole}`, [{ field: 'roleIds', message: MESSAGES.atLeastOneRole }]);
      // Roles the user already holds stay; a new one only within the caller's own rights.
      await assertMayGrantRoles(request, fastify.models, body.roleIds, (await load(request.params.id)).roleIds);
      return change(request, 'updated', {
        name: body.name.trim(),
        email: body.email?.trim() || null,
        phoneNumber: body.phoneNumber ?? '',
        roleIds: body.roleIds,
        employeeId: body.employeeId ?? null,
        defaultLocationId: body.defaultLocationId ?? null,
        locationIds: body.locationIds ?? [],
        landingPage: body.landingPage ?? 'dashboard',
        notificationChannels: body.notificationChannels ?? [],
        linkedAccounts: { microsoft: body.linkedAccounts?.microsoft ?? '', roster: body.linkedAccounts?.roster ?? '', availability: body.linkedAccounts?.availability ?? '' },
      });
    },
  );

  fastify.post('/:id/lock', { ...edit, schema: { tags, summary: 'Lock an account until unlocked', params: idParamsSchema } }, async (request) => {
    notYourself(request, 'lock');
    const user = await change(request, 'locked', { lockedAt: new Date(), lockedUntil: FOREVER }, { locked: true });
    await revokeOtherSessions(fastify.models, request.params.id);
    return user;
  });

  fastify.post('/:id/disable', { ...edit, schema: { tags, summary: 'Disable an account (its sessions and API keys stop working)', params: idParamsSchema } }, async (request) => {
    notYourself(request, 'disable');
    const user = await change(request, 'disabled', { disabled: true }, { disabled: true });
    await revokeOtherSessions(fastify.models, request.params.id);
    return user;
  });

  fastify.post('/:id/enable', { ...edit, schema: { tags, summary: 'Enable a disabled account', params: idParamsSchema } }, async (request) =>
    change(request, 'enabled', { disabled: false }, { disabled: false }),
  );

  fastify.post(
    '/:id/reset-password',
    { ...edit, schema: { tags, summary: 'Set a temporary password the user must change at next sign-in', params: idParamsSchema, body: { $ref: 'ResetPasswordBody#' } } },
    async (request) => {
      // Checked against the user's own words, not the caller's.
      assertStrongPassword(request.body.password, 'password', await load(request.params.id));
      const user = await change(request, 'passwordReset', { passwordHash: await hashPassword(request.body.password), passwordChangedAt: new Date(), mustChangePassword: true }, { mustChangePassword: true });
      await revokeOtherSessions(fastify.models, request.params.id);
      return user;
    },
  );

  fastify.get(
    '/:id/history',
    { config: { access: { permission: ['USERS', 'view'] } }, schema: { tags, summary: 'Changes of a user, newest first', params: idParamsSchema, response: { 200: userHistorySchema } } },
    async (request) => {
      const user = await load(request.params.id);
      const rows = await History.find({ userId: request.params.id }).sort({ at: -1 }).limit(500).lean();
      const created = { action: 'created', byUsername: '', at: user.createdDate?.toISOString() ?? null, changes: { username: user.username } };
      return { data: [...rows.map(({ _id, ...r }) => ({ id: String(_id), action: r.action, byUsername: r.byUsername, at: r.at.toISOString(), changes: r.changes })), created] };
    },
  );
};
