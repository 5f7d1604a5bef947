import type { FastifyPluginAsync } from 'fastify';
import type { Model } from 'mongoose';
import type { ModuleKey, ReferenceKind } from '@firecrest/contracts';
import { inScope, managedLocations, ProblemError, type RouteAccess } from '@firecrest/service-kit';
import type { EmployeeCompetencyView, EmployeeSubjectAreaView } from '../../models/competency-record-views';
import { activeOnlyParam, gartanIdsParam, idsParam, pagedEnvelope, pagedList, pagedQuerySchema, todayUtc } from '../../paging/paged-query';
import { summaries } from '../../resolve/summaries';
import { liveById } from '../../resolve/live-by-id';

type Row = EmployeeCompetencyView | EmployeeSubjectAreaView;

/** The competency or subject area a record is of. */
const itemIdOf = (r: Row) => ('competencyId' in r ? r.competencyId : r.subjectAreaId);

const employeeCompetencySchema = {
  $id: 'PublicEmployeeCompetency',
  type: 'object',
  required: ['id', 'employee', 'code', 'name', 'startDate', 'endDate', 'expiryDate', 'statusId', 'status'],
  properties: {
    id: { type: 'integer', examples: [55120] },
    employee: { $ref: 'EmployeeSummary#' },
    code: { type: 'string', examples: ['BA-OPR'] },
    name: { type: 'string', examples: ['Breathing apparatus Operator'] },
    startDate: { type: 'string', format: 'date', examples: ['2025-03-01'] },
    endDate: { type: ['string', 'null'], format: 'date', examples: [null] },
    expiryDate: { type: ['string', 'null'], format: 'date', examples: ['2027-03-01'] },
    statusId: { type: 'integer', examples: [2] },
    status: { type: 'string', examples: ['PASS'] },
  },
} as const;

const employeeSubjectAreaSchema = {
  $id: 'PublicEmployeeSubjectArea',
  type: 'object',
  required: ['id', 'employee', 'code', 'name', 'statusId', 'status'],
  properties: {
    id: { type: 'integer', examples: [8812] },
    employee: { $ref: 'EmployeeSummary#' },
    code: { type: 'string', examples: ['SA-WR'] },
    name: { type: 'string', examples: ['Water rescue'] },
    statusId: { type: 'integer', examples: [2] },
    status: { type: 'string', examples: ['Active'] },
  },
} as const;

interface RecordKind {
  path: string;
  tag: string;
  module: ModuleKey;
  item: { $id: string };
  model: (views: import('../../models').Views) => Model<Row>;
  itemKind: ReferenceKind;
  itemIdField: 'competencyId' | 'subjectAreaId';
  statusKind: ReferenceKind;
  /** Filters both lists take, besides the employee ones: query parameter → view field. */
  filters: Record<string, string>;
  /** orderBy choices and defaults of the all-employees list and of the one-employee list (spec §7.1). */
  allOrderBy: Record<string, string>;
  allDefault: string;
  oneOrderBy: Record<string, string>;
  oneDefault: string;
  /** Whether the all-employees list takes activeOnly (subject areas: no). */
  allActiveOnly: boolean;
  /** Whether the record has its own period (competencies), which activeOnly also checks. */
  dated: boolean;
}

const BY_NAME = { id: '_id', code: 'codeLower', name: 'nameLower', statusName: 'statusNameLower', lastName: 'lastNameLower' };

export const RECORD_KINDS: RecordKind[] = [
  {
    path: 'competencies',
    tag: 'Employee competencies',
    module: 'COMPETENCIES',
    item: employeeCompetencySchema,
    model: (v) => v.EmployeeCompetencyView as unknown as Model<Row>,
    itemKind: 'competency',
    itemIdField: 'competencyId',
    statusKind: 'competencyStatus',
    filters: { competencyProgramIds: 'competencyProgramId', competencyIds: 'competencyId', statusIds: 'statusId' },
    allOrderBy: { id: '_id', callSign: 'stationCallSignLower', name: 'nameLower' },
    allDefault: 'callSign',
    oneOrderBy: { ...BY_NAME, startDate: 'startDate', endDate: 'endDate', expiryDate: 'expiryDate' },
    oneDefault: 'lastName',
    allActiveOnly: true,
    dated: true,
  },
  {
    path: 'subject-areas',
    tag: 'Employee subject areas',
    module: 'SUBJECT_AREAS',
    item: employeeSubjectAreaSchema,
    model: (v) => v.EmployeeSubjectAreaView as unknown as Model<Row>,
    itemKind: 'subjectArea',
    itemIdField: 'subjectAreaId',
    statusKind: 'subjectAreaStatus',
    filters: { competencyProgramIds: 'competencyProgramId', subjectAreaIds: 'subjectAreaId', activityGroupIds: 'activityGroupId', statusIds: 'statusId' },
    allOrderBy: BY_NAME,
    allDefault: 'lastName',
    oneOrderBy: BY_NAME,
    oneDefault: 'lastName',
    allActiveOnly: false,
    dated: false,
  },
];

/** Ids of the record filters, named as in spec §7.1 (the all-employees competency list has no program filter). */
const DESCRIPTIONS: Record<string, string> = {
  competencyProgramIds: 'Competency program ids',
  competencyIds: 'Competency ids',
  subjectAreaIds: 'Subject area ids',
  activityGroupIds: 'Activity group ids',
  statusIds: 'Status ids',
};

/**
 * /employees/competencies, /employees/{id}/competencies, /employees/subject-areas, /employees/{id}/subject-areas:
 * one shape per kind, over views that carry copies of the employee and reference names for filtering and sorting.
 */
export function recordRoutes(kind: RecordKind): FastifyPluginAsync {
  return async (fastify) => {
    fastify.addSchema(kind.item);
    const model = kind.model(fastify.views);
    const names = summaries(fastify.views);
    const access = { permission: [kind.module, 'view'] } satisfies RouteAccess;
    const response = { 200: pagedEnvelope({ $ref: `${kind.item.$id}#` }), 400: { $ref: 'Problem#' }, 404: { $ref: 'Problem#' } };
    const recordFilters = (only: string[]) => Object.fromEntries(only.map((p) => [p, idsParam(DESCRIPTIONS[p])]));
    const allFilterNames = Object.keys(kind.filters).filter((p) => !(kind.path === 'competencies' && p === 'competencyProgramIds'));

    function filterOf(query: Record<string, unknown>, params: string[]) {
      const today = todayUtc();
      const filter: Record<string, unknown> = { deleted: false };
      for (const p of params) {
        const ids = query[p] as number[] | undefined;
        if (ids?.length) filter[kind.filters[p]] = { $in: ids };
      }
      if (query.activeOnly) {
        Object.assign(filter, { activeFrom: { $lte: today }, activeUntil: { $gte: today } });
        if (kind.dated) Object.assign(filter, { startDate: { $lte: today }, $or: [{ endDate: null }, { endDate: { $gte: today } }] });
      }
      return filter;
    }

    async function toPublic(rows: Row[]) {
      const [employees, items, statuses] = await Promise.all([
        names.employees(rows.map((r) => r.employeeId)),
        names.references(kind.itemKind, rows.map(itemIdOf)),
        names.references(kind.statusKind, rows.map((r) => r.statusId)),
      ]);
      return rows.map((r) => {
        const item = items.get(itemIdOf(r));
        const base = { id: r._id, employee: employees.get(r.employeeId) ?? null, code: item?.code ?? '', name: item?.name ?? '' };
        const status = { statusId: r.statusId, status: statuses.get(r.statusId)?.name ?? '' };
        if (!kind.dated || !('startDate' in r)) return { ...base, ...status };
        return { ...base, startDate: r.startDate, endDate: r.endDate, expiryDate: r.expiryDate, ...status };
      });
    }

    const allOrder = Object.keys(kind.allOrderBy);
    fastify.get(
      `/${kind.path}`,
      {
        config: { access },
        schema: {
          tags: [kind.tag],
          summary: `${kind.tag} of many employees, paged`,
          querystring: {
            type: 'object',
            properties: {
              gartanIds: gartanIdsParam,
              employeeIds: idsParam('Employee ids'),
              stationIds: idsParam('Station ids (any contract of the employee)'),
              ...recordFilters(allFilterNames),
              ...(kind.allActiveOnly ? { activeOnly: activeOnlyParam } : {}),
              ...pagedQuerySchema(allOrder as [string, ...string[]], kind.allDefault, 500, 200),
            },
          },
          response,
        },
      },
      async (request) => {
        const query = request.query as Record<string, unknown> & { page: number; itemsPerPage: number; orderBy: string; orderByDescending: boolean };
        const filter = filterOf(query, allFilterNames);
        if ((query.gartanIds as string[] | undefined)?.length) filter.gartanId = { $in: query.gartanIds };
        if ((query.employeeIds as number[] | undefined)?.length) filter.employeeId = { $in: query.employeeIds };
        if ((query.stationIds as number[] | undefined)?.length) filter.stationIds = { $in: query.stationIds };
        // A caller who manages only some locations sees the records of the people there (docs/decisions.md).
        const scope = managedLocations(request.identity);
        if (scope) filter.stationIds = { $in: ((query.stationIds as number[] | undefined) ?? scope).filter((id) => scope.includes(id)).concat(-1) };
        const { rows, pagingInfo } = await pagedList(model, filter, kind.allOrderBy[query.orderBy], query);
        return { data: await toPublic(rows), pagingInfo };
      },
    );

    const oneOrder = Object.keys(kind.oneOrderBy);
    const oneFilterNames = Object.keys(kind.filters);
    fastify.get<{ Params: { id: number } }>(
      `/:id/${kind.path}`,
      {
        config: { access },
        schema: {
          tags: [kind.tag],
          summary: `${kind.tag} of one employee, paged`,
          params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
          querystring: {
            type: 'object',
            properties: { ...recordFilters(oneFilterNames), activeOnly: activeOnlyParam, ...pagedQuerySchema(oneOrder as [string, ...string[]], kind.oneDefault, 500, 200) },
          },
          response,
        },
      },
      async (request) => {
        const employee = await liveById(fastify.views.EmployeeView, request.params.id, { _id: 1, stationIds: 1 });
        const scope = managedLocations(request.identity);
        if (!employee || !inScope(scope, employee.stationIds)) {
          throw new ProblemError('notFound', `Employee ${request.params.id} does not exist.`);
        }
        const query = request.query as Record<string, unknown> & { page: number; itemsPerPage: number; orderBy: string; orderByDescending: boolean };
        const filter = { ...filterOf(query, oneFilterNames), employeeId: request.params.id };
        const { rows, pagingInfo } = await pagedList(model, filter, kind.oneOrderBy[query.orderBy], query);
        return { data: await toPublic(rows), pagingInfo };
      },
    );
  };
}
