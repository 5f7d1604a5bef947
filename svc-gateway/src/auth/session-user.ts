import { LANGUAGES, RIGHTS, type Language, type ModuleKey, type PermissionMap, type Right, type SessionUser } from '@firecrest/contracts';
import type { Models } from '../models';

type UserRecord = {
  _id: { toString(): string };
  username: string;
  name: string;
  email?: string | null;
  roleIds: string[];
  mustChangePassword?: boolean | null;
  passwordChangedAt: Date;
  defaultLocationId?: number | null;
  locationIds?: number[] | null;
  landingPage?: string | null;
  language?: string | null;
};

const LANDING_PAGES = new Set(['dashboard', 'personnel', 'calendar']);

/** The locations whose people a user manages (spec §6 managed personnel): their default location and those assigned. */
export const managedLocationIds = (user: Pick<UserRecord, 'defaultLocationId' | 'locationIds'>) =>
  [...new Set([...(user.defaultLocationId ? [user.defaultLocationId] : []), ...(user.locationIds ?? [])])];

export function passwordExpired(user: Pick<UserRecord, 'passwordChangedAt'>, maxAgeDays: number): boolean {
  return maxAgeDays > 0 && Date.now() - user.passwordChangedAt.getTime() > maxAgeDays * 86_400_000;
}

/** What a user may do: the union of the rights of all their roles. */
export async function sessionUserOf(models: Models, user: UserRecord, passwordMaxAgeDays: number): Promise<SessionUser> {
  const roles = await models.Role.find({ _id: { $in: user.roleIds } }).lean();
  const permissions: PermissionMap = {};
  for (const role of roles) {
    for (const [module, rights] of Object.entries((role.permissions ?? {}) as PermissionMap)) {
      const merged = new Set<Right>([...(permissions[module as ModuleKey] ?? []), ...(rights ?? [])]);
      permissions[module as ModuleKey] = RIGHTS.filter((r) => merged.has(r));
    }
  }
  return {
    id: user._id.toString(),
    username: user.username,
    name: user.name,
    ...(user.email ? { email: user.email } : {}),
    mustChangePassword: Boolean(user.mustChangePassword) || passwordExpired(user, passwordMaxAgeDays),
    accessAllLocations: roles.some((r) => r.accessAllLocations),
    locationIds: managedLocationIds(user),
    roles: roles.map((r) => r.name),
    permissions,
    ...(LANDING_PAGES.has(user.landingPage ?? '') ? { landingPage: user.landingPage as SessionUser['landingPage'] } : {}),
    ...(LANGUAGES.includes(user.language as Language) ? { language: user.language as Language } : {}),
  };
}
