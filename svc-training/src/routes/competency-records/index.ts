import type { FromSchema } from 'json-schema-to-ts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { employeeCompetencyEvents, employeeSubjectAreaEvents, MESSAGES, type EmployeeCompetencyEvent, type EmployeeSubjectAreaEvent } from '@firecrest/contracts';
import { assertExisting, assertPermission, entityRoutes, fieldProblem } from '@firecrest/service-kit';
import type { EmployeeCompetency, EmployeeSubjectArea } from '../../models/competency-records';
import { referenceKeys } from '../reference-ids';
import { managedScopes } from '../managed-scope';
import { COMPETENCY_STATUS, statusId } from '../../statuses/statuses';
import { assertMayEvaluate } from '../evaluation-permission';

const id = { type: 'integer', minimum: 1 } as const;
const optionalId = { type: ['integer', 'null'], minimum: 1, default: null } as const;
const optionalDate = { type: ['string', 'null'], format: 'date', default: null } as const;

const competencyBody = {
  type: 'object',
  required: ['employeeId', 'competencyId', 'statusId', 'startDate'],
  additionalProperties: false,
  properties: { employeeId: id, competencyId: id, competencyProgramId: optionalId, statusId: id, startDate: { type: 'string', format: 'date' }, endDate: optionalDate, expiryDate: optionalDate },
} as const;
type CompetencyBody = FromSchema<typeof competencyBody>;

const subjectAreaBody = {
  type: 'object',
  required: ['employeeId', 'subjectAreaId', 'statusId'],
  additionalProperties: false,
  properties: { employeeId: id, subjectAreaId: id, competencyProgramId: optionalId, activityGroupId: optionalId, statusId: id },
} as const;
type SubjectAreaBody = FromSchema<typeof subjectAreaBody>;

export const competencyEvent = (c: EmployeeCompetency): EmployeeCompetencyEvent => ({
  id: c._id,
  employeeId: c.employeeId,
  competencyId: c.competencyId,
  competencyProgramId: c.competencyProgramId,
  statusId: c.statusId,
  startDate: c.startDate,
  endDate: c.endDate,
  expiryDate: c.expiryDate,
  ...(c.lastModifiedBy ? { lastModifiedBy: c.lastModifiedBy } : {}),
  lastModifiedDate: c.lastModifiedDate.toISOString(),
});

export const subjectAreaEvent = (s: EmployeeSubjectArea): EmployeeSubjectAreaEvent => ({
  id: s._id,
  employeeId: s.employeeId,
  subjectAreaId: s.subjectAreaId,
  competencyProgramId: s.competencyProgramId,
  activityGroupId: s.activityGroupId,
  statusId: s.statusId,
  ...(s.lastModifiedBy ? { lastModifiedBy: s.lastModifiedBy } : {}),
  lastModifiedDate: s.lastModifiedDate.toISOString(),
});

/** Who changed a record, for its history: a user by name; a service's write (an assignment, an import) names nobody. */
const byHand = (request: FastifyRequest) => (request.identity?.via === 'service' ? '' : (request.identity?.username ?? ''));

/** What employees hold: competencies with their periods and statuses, subject areas with theirs. */
export const competencyRecordRoutes: FastifyPluginAsync = async (fastify) => {
  const { EmployeeCompetency: Competencies, EmployeeSubjectArea: SubjectAreas, ReferenceItem, Counter } = fastify.training;
  const personnel = fastify.personnelReferences;
  const scopes = managedScopes(fastify);
  /**
   * A reference confirmed once per request: a bulk names the same competencies and statuses again and again (an
   * assignment run adds a thousand records of a few competencies), so each is looked up once, not once per item.
   */
  const confirmed = new WeakMap<FastifyRequest, Map<string, Promise<void>>>();
  const assertReference = (request: FastifyRequest, field: string, kind: 'competency' | 'competencyProgram' | 'competencyStatus', id: number | null | undefined) => {
    if (!id) return Promise.resolve();
    const known = confirmed.get(request) ?? new Map<string, Promise<void>>();
    confirmed.set(request, known);
    const key = `${field}:${id}`;
    let check = known.get(key);
    if (!check) {
      check = assertExisting(ReferenceItem, field, referenceKeys(kind, [id]));
      known.set(key, check);
    }
    return check;
  };

  /** The UNASSESSED status id, read once per request (a bulk names it for each item). */
  const unassessedOf = new WeakMap<FastifyRequest, Promise<number>>();
  const unassessed = (request: FastifyRequest) => {
    if (!unassessedOf.has(request)) unassessedOf.set(request, statusId(fastify, 'competencyStatus', COMPETENCY_STATUS.unassessed));
    return unassessedOf.get(request)!;
  };

  await fastify.register(
    entityRoutes<EmployeeCompetency, CompetencyBody, EmployeeCompetencyEvent>({
      noun: 'Employee competency',
      module: 'COMPETENCIES',
      model: Competencies,
      counters: Counter,
      events: employeeCompetencyEvents,
      body: competencyBody,
      toEvent: competencyEvent,
      scope: scopes.ofPeople<EmployeeCompetency>(),
      listFilters: ['employeeId'],
      // One question to svc-personnel for every employee of a bulk (imports, CompetencyAssignment), not one per item;
      // an unknown one is left for its item's own check, which names the item.
      beforeBulk: (bodies, request) => personnel.employees(request, 'employeeId', bodies.map((b) => b.employeeId)).catch(() => undefined),
      async prepare(body, request, existing) {
        // Moving an expiry date later is an extension: the §6 special right (§5.2 wording when it is not later).
        if (existing?.expiryDate && body.expiryDate !== existing.expiryDate && (!body.expiryDate || body.expiryDate > existing.expiryDate)) {
          assertPermission(request, 'EXTEND_COMPETENCY_EXPIRY', 'edit');
          if (!body.expiryDate) throw fieldProblem('expiryDate', MESSAGES.expiryRequired);
        }
        // A status given by hand, set or changed, is a manual evaluation (§6); an unassessed record is an assignment.
        if (request.identity?.via !== 'service' && body.statusId !== existing?.statusId && body.statusId !== (await unassessed(request))) assertMayEvaluate(request, 'manual');
        await personnel.employees(request, 'employeeId', [body.employeeId]);
        await assertReference(request, 'competencyId', 'competency', body.competencyId);
        await assertReference(request, 'competencyProgramId', 'competencyProgram', body.competencyProgramId);
        await assertReference(request, 'statusId', 'competencyStatus', body.statusId);
        if (body.endDate && body.endDate < body.startDate) throw fieldProblem('endDate', 'The end date is before the start date.');
        if (body.expiryDate && body.expiryDate < body.startDate) throw fieldProblem('expiryDate', 'The expiry date is before the start date.');
        return {
          employeeId: body.employeeId,
          competencyId: body.competencyId,
          competencyProgramId: body.competencyProgramId ?? null,
          statusId: body.statusId,
          startDate: body.startDate,
          endDate: body.endDate ?? null,
          expiryDate: body.expiryDate ?? null,
          // Who changed it, for the record's history (a service's write names nobody).
          lastModifiedBy: byHand(request),
        };
      },
    }),
    { prefix: '/employee-competencies' },
  );

  await fastify.register(
    entityRoutes<EmployeeSubjectArea, SubjectAreaBody, EmployeeSubjectAreaEvent>({
      noun: 'Employee subject area',
      module: 'SUBJECT_AREAS',
      model: SubjectAreas,
      counters: Counter,
      events: employeeSubjectAreaEvents,
      body: subjectAreaBody,
      toEvent: subjectAreaEvent,
      scope: scopes.ofPeople<EmployeeSubjectArea>(),
      listFilters: ['employeeId'],
      async prepare(body, request) {
        await personnel.employees(request, 'employeeId', [body.employeeId]);
        await assertExisting(ReferenceItem, 'subjectAreaId', referenceKeys('subjectArea', [body.subjectAreaId]));
        await assertExisting(ReferenceItem, 'competencyProgramId', referenceKeys('competencyProgram', [body.competencyProgramId]));
        await assertExisting(ReferenceItem, 'statusId', referenceKeys('subjectAreaStatus', [body.statusId]));
        return {
          employeeId: body.employeeId,
          subjectAreaId: body.subjectAreaId,
          competencyProgramId: body.competencyProgramId ?? null,
          activityGroupId: body.activityGroupId ?? null,
          statusId: body.statusId,
          lastModifiedBy: byHand(request),
        };
      },
    }),
    { prefix: '/employee-subject-areas' },
  );
};
