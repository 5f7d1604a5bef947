import type { FastifyInstance } from 'fastify';
import { employeeCompetencyEvents, employeeEvents, employeeSubjectAreaEvents, referenceItemChanged, type ReferenceItemEvent } from '@firecrest/contracts';

/** The owners' workforce events svc-system consumes, published as the owners would, for a test's world. */
export function workforceEvents(server: FastifyInstance, now = new Date().toISOString()) {
  return {
    ref: (kind: ReferenceItemEvent['kind'], id: number, code: string, name: string) =>
      server.events.publish(referenceItemChanged, { kind, id, code, name, deleted: false, lastModifiedDate: now }),
    employee: (id: number, firstName: string, lastName: string) =>
      server.events.publish(employeeEvents.created, {
        id, firstName, lastName, gartanId: `G-${id}`, email: '', address: '', phoneNumbers: [], serviceStartDate: null, dateOfBirth: null, contracts: [], lastModifiedDate: now,
      }),
    area: (id: number, employeeId: number, subjectAreaId: number, statusId: number) =>
      server.events.publish(employeeSubjectAreaEvents.created, { id, employeeId, subjectAreaId, competencyProgramId: null, activityGroupId: null, statusId, lastModifiedDate: now }),
    competency: (id: number, employeeId: number, competencyId: number, startDate: string, expiryDate: string | null, event: 'created' | 'updated' = 'created') =>
      server.events.publish(employeeCompetencyEvents[event], { id, employeeId, competencyId, competencyProgramId: null, statusId: 2, startDate, endDate: null, expiryDate, lastModifiedDate: now }),
  };
}
