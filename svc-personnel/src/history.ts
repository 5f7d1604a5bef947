import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Schema, type Connection } from 'mongoose';
import { fieldChanges, type FieldChange, type ModuleKey } from '@firecrest/contracts';
import { assertPermission, inScope, managedLocations, ProblemError, type TypedRoutes } from '@firecrest/service-kit';

/** One change of an organisation list item, a location or an employee: who, when, what it became. */
export interface ChangeRecord {
  entity: string;
  entityId: number;
  action: 'created' | 'updated' | 'deleted';
  userId: string;
  username: string;
  at: Date;
  /** The answer the write gave (the item as it became); null for deletions. */
  snapshot: unknown;
  /** What the write changed, field by field, against the entity's previous snapshot. */
  changes: FieldChange[];
  /** The employee whose record this is (an employee, or a note, CPD entry or attachment of one); null otherwise. */
  employeeId: number | null;
}

const changeRecordSchema = new Schema<ChangeRecord>(
  {
    entity: { type: String, required: true, index: true },
    entityId: { type: Number, required: true },
    action: { type: String, required: true },
    userId: { type: String, default: '' },
    username: { type: String, default: '' },
    at: { type: Date, required: true },
    snapshot: { type: Schema.Types.Mixed, default: null },
    changes: { type: Schema.Types.Mixed, default: [] },
    employeeId: { type: Number, default: null },
  },
  { versionKey: false, minimize: false },
);

// An entity's changes newest first (a history page, and the previous snapshot a new change is compared with).
changeRecordSchema.index({ entity: 1, entityId: 1, at: -1 });

export const compileHistoryModel = (db: Connection) => db.model<ChangeRecord>('ChangeRecord', changeRecordSchema, 'change_history');

const ACTIONS: Record<string, ChangeRecord['action']> = { POST: 'created', PUT: 'updated', DELETE: 'deleted' };

/**
 * Records every successful write of the routes in the caller's scope (an onSend hook, so it sees the stored item as
 * answered). `entityOf` names the entity of a request (the organisation lists serve several kinds).
 */
export function recordChanges(fastify: FastifyInstance, entityOf: (request: FastifyRequest) => string | null) {
  const History = fastify.personnel.ChangeRecord;
  fastify.addHook('onSend', async (request, reply, payload) => {
    const action = ACTIONS[request.method];
    const entity = action && reply.statusCode < 300 && !request.url.includes('/existing') && !request.url.includes('/bulk') ? entityOf(request) : null;
    if (!entity) return payload;
    let body: { id?: unknown } | null = null;
    try {
      body = typeof payload === 'string' && payload ? (JSON.parse(payload) as { id?: unknown }) : null;
    } catch {
      body = null;
    }
    const entityId = Number((request.params as { id?: unknown }).id ?? body?.id);
    if (!Number.isInteger(entityId)) return payload;
    const snapshot = action === 'deleted' ? null : body;
    const previous = action === 'created' ? null : await History.findOne({ entity, entityId }, { snapshot: 1 }).sort({ at: -1 }).lean();
    const ownerId = Number((request.params as { employeeId?: unknown }).employeeId ?? (entity === 'employee' ? entityId : NaN));
    await History.create({
      entity,
      entityId,
      action,
      userId: request.identity?.id ?? '',
      username: request.identity?.username ?? '',
      at: new Date(),
      snapshot,
      changes: action === 'deleted' ? [] : fieldChanges(previous?.snapshot ?? null, snapshot),
      employeeId: Number.isInteger(ownerId) ? ownerId : null,
    });
    return payload;
  });
}

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
