import type { ModuleKey } from '@firecrest/contracts';
import { assertPermission, inScope, managedLocations, ProblemError, type TypedRoutes } from '@firecrest/service-kit';

/** Which permission module guards the history of each entity. */
export const HISTORY_MODULES: Record<string, ModuleKey> = {
  employee: 'EMPLOYEES',
  location: 'LOCATIONS',
  district: 'DISTRICTS',
  watch: 'WATCHES',
  roster: 'ROSTERS',
  staffGroup: 'STAFF_GROUPS',
  employeeRole: 'EMPLOYEE_ROLES',
  note: 'EMPLOYEES',
  cpd: 'EMPLOYEES',
  attachment: 'EMPLOYEES',
  riskAssessment: 'EMPLOYEES',
  assessmentReport: 'EMPLOYEES',
};

/** Entities that belong to one employee: their history is scoped by that employee's locations. */
const EMPLOYEE_OWNED = new Set(['employee', 'note', 'cpd', 'attachment', 'riskAssessment', 'assessmentReport']);

const historyQuery = {
  type: 'object',
  required: ['entity'],
  additionalProperties: false,
  properties: {
    entity: { type: 'string', enum: Object.keys(HISTORY_MODULES) },
    entityId: { type: 'integer', minimum: 1 },
    /** Every change of this employee's notes, CPD entries or attachments (with an employee-owned entity). */
    employeeId: { type: 'integer', minimum: 1 },
    page: { type: 'integer', minimum: 0, default: 0 },
    itemsPerPage: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  },
} as const;

/** `GET /personnel/history?entity=district[&entityId=3]`: changes newest first, for whoever may view that list. */
export const historyRoutes: TypedRoutes = async (fastify) => {
  const History = fastify.personnel.ChangeRecord;
  fastify.get(
    '',
    { schema: { tags: ['history'], summary: 'Changes of an entity or a whole list, newest first', querystring: historyQuery } },
    async (request) => {
      const { entity, entityId, page, itemsPerPage } = request.query;
      assertPermission(request, HISTORY_MODULES[entity], 'view');
      const scope = managedLocations(request.identity);
      const employeeId = entity === 'employee' ? entityId : request.query.employeeId;
      if (EMPLOYEE_OWNED.has(entity) && scope !== null) {
        const row = employeeId ? await fastify.personnel.Employee.findById(employeeId, { stationIds: 1 }).lean() : null;
        if (!row || !inScope(scope, row.stationIds ?? [])) throw new ProblemError('notFound', `Employee ${employeeId ?? ''} does not exist.`);
      }
      const filter = { entity, ...(entityId ? { entityId } : {}), ...(employeeId && entity !== 'employee' ? { employeeId } : {}) };
      const [total, rows] = await Promise.all([
        History.countDocuments(filter),
        History.find(filter).sort({ at: -1 }).skip(page * itemsPerPage).limit(itemsPerPage).lean(),
      ]);
      return { data: rows.map(({ _id, ...r }) => ({ id: String(_id), ...r, at: r.at.toISOString() })), total };
    },
  );
};
