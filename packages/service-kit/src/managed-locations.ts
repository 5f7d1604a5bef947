import type { FastifyRequest } from 'fastify';
import type { Identity } from './identity';

/**
 * Managed personnel (spec §6): the location ids whose people this caller may see and change, or null for all.
 * A role with access to all locations sees everyone; services asking on their own behalf are not scoped. An API key
 * acts as its user, so it is scoped like them.
 */
export function managedLocations(identity: Identity | null | undefined): number[] | null {
  if (!identity || identity.via === 'service' || identity.accessAllLocations) return null;
  return identity.locationIds ?? [];
}

/** The locations whose people and records this request may see and change (null: all). */
export const scopeOf = (request: FastifyRequest) => managedLocations(request.identity);

/** Whether something at these locations (an employee's stations, an event's locations) is within the scope. */
export const inScope = (scope: number[] | null, locationIds: readonly (number | null)[]) =>
  scope === null || locationIds.some((id) => id !== null && scope.includes(id));

/** A stable text of the caller's scope, for keying answers that depend on it ('' when they see everyone). */
export const scopeKey = (identity: Identity | null | undefined) => {
  const scope = managedLocations(identity);
  return scope === null ? '' : `locations:${[...scope].sort((a, b) => a - b).join(',')}`;
};
