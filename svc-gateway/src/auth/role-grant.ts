import type { FastifyRequest } from 'fastify';
import { can, type ModuleKey, type PermissionMap, type Right } from '@firecrest/contracts';
import { ProblemError } from '@firecrest/service-kit';
import type { Models } from '../models';

/** The rights of `granted` the holder of `own` lacks, as `MODULE:right`. */
export function rightsBeyond(own: PermissionMap, granted: PermissionMap): string[] {
  return Object.entries(granted).flatMap(([module, rights]) =>
    (rights ?? []).filter((right) => !can(own, module as ModuleKey, right as Right)).map((right) => `${module}:${right}`),
  );
}

/**
 * No escalation through role assignment: the caller may give a user only roles whose every right (and all-locations
 * access) they hold themselves. Roles the user already has are not re-checked, so an editor can still change the
 * rest of an account. Unknown roles are a 400 naming `roleIds`.
 */
export async function assertMayGrantRoles(request: FastifyRequest, models: Models, roleIds: string[], alreadyHeld: string[] = []) {
  const caller = request.identity;
  if (!caller) throw new ProblemError('notAuthenticated');
  const roles = await models.Role.find({ _id: { $in: roleIds } }).lean();
  if (roles.length !== new Set(roleIds).size) {
    throw new ProblemError('validation', 'Unknown role.', [{ field: 'roleIds', message: 'Unknown role' }]);
  }
  for (const role of roles) {
    if (alreadyHeld.includes(role._id.toString())) continue;
    const beyond = rightsBeyond(caller.permissions, (role.permissions ?? {}) as PermissionMap);
    if (role.accessAllLocations && !caller.accessAllLocations) beyond.push('all locations');
    if (beyond.length > 0) {
      const message = `You cannot grant the role ${role.name}: it holds rights you do not have (${beyond.slice(0, 5).join(', ')}${beyond.length > 5 ? ', …' : ''}).`;
      throw new ProblemError('permissionDenied', message, [{ field: 'roleIds', message }]);
    }
  }
}
