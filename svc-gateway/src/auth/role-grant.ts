import type { FastifyRequest } from 'fastify';
import { can, type ModuleKey, type PermissionMap, type Right } from '@firecrest/contracts';
import { ProblemError, type Identity } from '@firecrest/service-kit';
import type { Models } from '../models';

type RoleRights = { permissions?: unknown; accessAllLocations?: boolean | null };

/** The rights of `granted` the holder of `own` lacks, as `MODULE:right`. */
export function rightsBeyond(own: PermissionMap, granted: PermissionMap): string[] {
  return Object.entries(granted).flatMap(([module, rights]) =>
    (rights ?? []).filter((right) => !can(own, module as ModuleKey, right as Right)).map((right) => `${module}:${right}`),
  );
}

/** What a role holds that the caller does not: its rights beyond theirs, and all-locations access. */
function roleBeyond(caller: Identity, role: RoleRights): string[] {
  const beyond = rightsBeyond(caller.permissions, (role.permissions ?? {}) as PermissionMap);
  if (role.accessAllLocations && !caller.accessAllLocations) beyond.push('all locations');
  return beyond;
}

const listed = (beyond: string[]) => `${beyond.slice(0, 5).join(', ')}${beyond.length > 5 ? ', …' : ''}`;

function callerOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new ProblemError('notAuthenticated');
  return request.identity;
}

/**
 * No escalation through role assignment: the caller may give a user only roles whose every right (and all-locations
 * access) they hold themselves. Roles the user already has are not re-checked, so an editor can still change the
 * rest of an account. Unknown roles are a 400 naming `roleIds`.
 */
export async function assertMayGrantRoles(request: FastifyRequest, models: Models, roleIds: string[], alreadyHeld: string[] = []) {
  const caller = callerOf(request);
  const roles = await models.Role.find({ _id: { $in: roleIds } }).lean();
  if (roles.length !== new Set(roleIds).size) {
    throw new ProblemError('validation', 'Unknown role.', [{ field: 'roleIds', message: 'Unknown role' }]);
  }
  for (const role of roles) {
    if (alreadyHeld.includes(role._id.toString())) continue;
    const beyond = roleBeyond(caller, role);
    if (beyond.length > 0) {
      const message = `You cannot grant the role ${role.name}: it holds rights you do not have (${listed(beyond)}).`;
      throw new ProblemError('permissionDenied', message, [{ field: 'roleIds', message }]);
    }
  }
}

/**
 * No escalation through another account either: changing a user, their password, roles or locations, locking,
 * unlocking, disabling or enabling them, or linking a sign-in to them, is for callers who hold every right the user
 * holds (the rule of granting a role, over all the user's roles). Otherwise the caller could take the account over.
 */
export async function assertMayManageUser(request: FastifyRequest, models: Models, userId: string) {
  const caller = callerOf(request);
  const user = await models.User.findById(userId, { username: 1, roleIds: 1 }).lean();
  if (!user) throw new ProblemError('notFound', 'The user does not exist.');
  const roles = await models.Role.find({ _id: { $in: user.roleIds } }).lean();
  const beyond = [...new Set(roles.flatMap((role) => roleBeyond(caller, role)))];
  if (beyond.length > 0) {
    throw new ProblemError(
      'permissionDenied',
      `You cannot change the account ${user.username}: it holds rights you do not have (${listed(beyond)}), and whoever can change an account can sign in as it.`,
    );
  }
}

/**
 * No escalation through a role's own rights either: a role may be created or changed only by someone holding every
 * right it holds, before and after the change (else they could add rights to a role they hold, or strip one that
 * others rely on). The same subset rule as granting it.
 */
export function assertMayShapeRole(request: FastifyRequest, ...versions: RoleRights[]) {
  const caller = callerOf(request);
  const beyond = [...new Set(versions.flatMap((role) => roleBeyond(caller, role)))];
  if (beyond.length > 0) {
    const message = `You cannot create or change a role holding rights you do not have (${listed(beyond)}): its holders could then do what you cannot.`;
    throw new ProblemError('permissionDenied', message, [{ field: 'permissions', message }]);
  }
}

/** A preHandler for routes under `/:id` that change the user `id` (see assertMayManageUser). */
export const mayManageUser = (models: Models) => async (request: FastifyRequest & { params: { id: string } }) => {
  await assertMayManageUser(request, models, request.params.id);
};
