import type { FastifyRequest } from 'fastify';
import { managedLocations } from '@firecrest/service-kit';

export { managedLocations };

/** The locations whose people this request may see and change (null: all). */
export const scopeOf = (request: FastifyRequest) => managedLocations(request.identity);

/** Whether someone working at these stations is among the people the scope covers. */
export const inScope = (scope: number[] | null, stationIds: (number | null)[]) => scope === null || stationIds.some((id) => id !== null && scope.includes(id));
