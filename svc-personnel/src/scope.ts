import type { FastifyRequest } from 'fastify';
import type { Identity } from '@firecrest/service-kit';

/**
 * Managed personnel (spec §6): the location ids whose people this caller may see and change, or null for all.
 * A role with access to all locations sees everyone; services asking on their own behalf are not scoped.
 */
export function managedLocations(identity: Identity | null | undefined): number[] | null {
  if (!identity || identity.via === 'service' || identity.accessAllLocations) return null;
  return identity.locationIds ?? [];
}

export const scopeOf = (request: FastifyRequest) => managedLocations(request.identity);

/** Whether someone working at these stations is among the people the scope covers. */
export const inScope = (scope: number[] | null, stationIds: (number | null)[]) => scope === null || stationIds.some((id) => id !== null && scope.includes(id));
