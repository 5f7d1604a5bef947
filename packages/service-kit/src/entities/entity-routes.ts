import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Model } from 'mongoose';
import { idParams, type EntityEvents, type ModuleKey } from '@firecrest/contracts';
import { isDuplicateKey } from '../duplicate-keys';
import { nextId, reserveIds, type Counter } from '../sequences';
import { ProblemError } from '../errors/problem-error';
import { byIds } from './by-ids';
import { scopeOf } from '../managed-locations';
import { typedRoutes } from '../routes/typed-routes';
import { entityResponses } from './entity-responses';

export interface EntityDoc {
  _id: number;
  lastModifiedDate: Date;
}

export interface EntityRoutesOptions<D extends EntityDoc, B, E> {
  /** OpenAPI tag and the noun used in messages ("Training event 12 does not exist."). */
  noun: string;
  module: ModuleKey;
  model: Model<D>;
  counters: Model<Counter>;
  events: EntityEvents<E>;
  /** JSON Schema of the create and replace body. */
  body: object;
  /** Checks the body against the rest of the domain and turns it into stored fields; throws a ProblemError. */
  prepare(body: B, request: FastifyRequest, existing: D | null): Promise<Omit<D, '_id' | 'lastModifiedDate'>>;
  /**
   * Before a bulk add prepares its items one by one: a chance to confirm what they name in one go (e.g. ask another
   * service about every employee at once, so each item's own check finds the answer already known).
   */
  beforeBulk?(bodies: B[], request: FastifyRequest): Promise<void>;
  toEvent(doc: D): E;
  /**
   * Integer fields the list may be filtered on (`?trainingEventId=3`): the only query parameters the list takes
   * besides `page` and `itemsPerPage`. Any other parameter answers a 400 naming it; a filter is always an equality on
   * the declared field with an integer, never an operator.
   */
  listFilters?: string[];
  /** Refuses a deletion that would orphan other records. */
  beforeDelete?(doc: D): Promise<void>;
  /** The field a unique index guards and what to say when a write collides with it (answered as a 400 on it). */
  unique?: { field: string; message: string };
  /** Managed locations (spec §6) for records tied to places or people; without it the entity is not scoped. */
  scope?: EntityScope<D>;
}

/**
 * How an entity meets a caller who manages only some locations (`scope`: their location ids, see managedLocations):
 * the list is narrowed by `filter`, a row they may not see answers 404 as if it did not exist, and a write whose
 * stored row (before or after) they may not change is refused with a 403 naming `field`.
 */
export interface EntityScope<D> {
  /** The query condition of the rows this caller may see (ANDed with the list's own filters). */
  filter(scope: number[], request: FastifyRequest): Promise<Record<string, unknown>>;
  /** Whether they may see this stored row. */
  visible(doc: D, scope: number[], request: FastifyRequest): Promise<boolean>;
  /** Whether they may write a row with these fields (checked on the stored row and on what is about to be stored). */
  writable(fields: Omit<D, '_id' | 'lastModifiedDate'>, scope: number[], request: FastifyRequest): Promise<boolean>;
  /** The body field the 403 names (`employeeId`, `trainingLocationIds`). */
  field: string;
}

/** The 403 of a write outside the caller's locations (`field` names what placed it there). */
export const outsideScopeProblem = (field: string) =>
  new ProblemError('permissionDenied', 'You can only change records of the locations you manage.', [{ field, message: 'Not one of your locations' }]);

/**
 * The options of an entity whose body type comes from its JSON Schema (issue 28): `prepare` and `beforeBulk` are
 * handed what `body` accepts, so the schema and the code reading it cannot drift.
 */
export type TypedEntityRoutesOptions<D extends EntityDoc, S extends JSONSchema, E> = { model: Model<D>; events: EntityEvents<E>; body: S } & NoInfer<
  Omit<EntityRoutesOptions<D, FromSchema<S>, E>, 'body' | 'model' | 'events'>
>;

/** Most items one bulk request may add. */
export const BULK_MAX = 1000;


/**
 * Internal CRUD of one entity owned by a service (numeric ids, as integrators see them), typed from its schemas: the
 * body from `body`, the answers from the entity's event schema (`events.created.schema`), which every read and write
 * declares as its response schema. Every write publishes `<entity>.created|updated|deleted`, which is how the read
 * models learn of it, through the outbox (outbox/outbox.ts): the event is stored with the write and relayed until the
 * broker takes it, so a write answered 201/200/204 is never left without its event, and a broker outage delays events
 * instead of failing writes.
 */
export function entityRoutes<D extends EntityDoc, S extends JSONSchema, E>(o: TypedEntityRoutesOptions<D, S, E>): FastifyPluginAsync;
/** The same with the body type named by hand (`entityRoutes<Doc, Body, Event>`), for callers not yet typed from the schema. */
export function entityRoutes<D extends EntityDoc, B, E>(o: EntityRoutesOptions<D, B, E>): FastifyPluginAsync;
export function entityRoutes<D extends EntityDoc, B, E>(o: EntityRoutesOptions<D, B, E>): FastifyPluginAsync {
  return async (plugin) => {
    const fastify = typedRoutes(plugin);
    const tags = [o.noun];
    const response = entityResponses(o.events.created.schema);
    const missing = (id: number) => new ProblemError('notFound', `${o.noun} ${id} does not exist.`);
    /** Uniqueness is left to the unique index (no race between check and write); a collision names the field. */
    const guarded = async <R>(write: () => Promise<R>, prefix = ''): Promise<R> => {
      try {
        return await write();
      } catch (err) {
        if (o.unique && isDuplicateKey(err)) throw fieldProblem(`${prefix}${o.unique.field}`, o.unique.message);
        throw err;
      }
    };
    /** The 404 for a row outside the caller's locations, the 403 for a write that would leave or enter them. */
    const assertVisible = async (request: FastifyRequest, doc: D, id: number) => {
      const scope = scopeOf(request);
      if (scope !== null && o.scope && !(await o.scope.visible(doc, scope, request))) throw missing(id);
    };
    const assertWritable = async (request: FastifyRequest, fields: Omit<D, '_id' | 'lastModifiedDate'>) => {
      const scope = scopeOf(request);
      if (scope !== null && o.scope && !(await o.scope.writable(fields, scope, request))) throw outsideScopeProblem(o.scope.field);
    };
    const entry = (contract: EntityEvents<E>['created'], doc: D, requestId: string) =>
      fastify.outbox.entry(contract, o.toEvent(doc), { key: String(doc._id), requestId });
    fastify.outbox.track(o.model);
    const listQuery = {
      type: 'object',
      additionalProperties: false,
      properties: {
        page: { type: 'integer', minimum: 0, default: 0 },
        itemsPerPage: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
        ...Object.fromEntries((o.listFilters ?? []).map((f) => [f, { type: 'integer', minimum: 1 }])),
      },
    } as const;

    fastify.get(
      '',
      { config: { access: { permission: [o.module, 'view'] } }, schema: { tags, summary: `List (newest first)`, querystring: listQuery, response: { 200: response.page } } },
      async (request) => {
        const query: Record<string, unknown> = request.query;
        const { page, itemsPerPage } = request.query;
        // Built from the declared names only: the query object itself never becomes a filter.
        const filters: Record<string, number> = {};
        for (const field of o.listFilters ?? []) {
          const value = query[field];
          if (typeof value === 'number' && Number.isSafeInteger(value)) filters[field] = value;
        }
        const scope = scopeOf(request);
        const where = scope !== null && o.scope ? { $and: [filters, await o.scope.filter(scope, request)] } : filters;
        const [total, rows] = await Promise.all([
          o.model.countDocuments(where),
          o.model.find(where).sort({ _id: -1 }).skip(page * itemsPerPage).limit(itemsPerPage).lean(),
        ]);
        return { data: rows.map((row) => o.toEvent(row as D)), total };
      },
    );

    fastify.get(
      '/:id',
      { config: { access: { permission: [o.module, 'view'] } }, schema: { tags, summary: 'One', params: idParams, response: { 200: response.one } } },
      async (request) => {
        const doc = await o.model.findById(request.params.id).lean();
        if (!doc) throw missing(request.params.id);
        await assertVisible(request, doc as D, request.params.id);
        return o.toEvent(doc as D);
      },
    );

    fastify.post(
      '',
      { config: { access: { permission: [o.module, 'create'] } }, schema: { tags, summary: 'Add', body: o.body, response: { 201: response.one } } },
      async (request, reply) => {
        const fields = await o.prepare(request.body as B, request, null);
        await assertWritable(request, fields);
        const id = await nextId(o.counters, o.model.modelName);
        // The event is stored in the document by the same write (outbox): a broker outage cannot lose it.
        const [doc] = (await guarded(() => fastify.outbox.insert(o.model, [{ ...fields, _id: id, lastModifiedDate: new Date() }], (d) => [entry(o.events.created, d as D, request.id)]))) as D[];
        return reply.code(201).send(o.toEvent(doc!));
      },
    );

    fastify.post(
      '/bulk',
      {
        config: { access: { permission: [o.module, 'create'] } },
        schema: { tags, summary: `Add up to ${BULK_MAX} at once (imports, demo data): all or none`, body: { type: 'array', minItems: 1, maxItems: BULK_MAX, items: o.body },
          response: { 201: response.ids },
        },
      },
      async (request, reply) => {
        const fields: Omit<D, '_id' | 'lastModifiedDate'>[] = [];
        await o.beforeBulk?.(request.body as B[], request);
        for (const [index, body] of (request.body as B[]).entries()) {
          try {
            const prepared = await o.prepare(body, request, null);
            await assertWritable(request, prepared);
            fields.push(prepared);
          } catch (err) {
            // Name the item that failed: `3.endDate`.
            if (err instanceof ProblemError && err.errors) throw new ProblemError(err.code, `Item ${index}: ${err.message}`, err.errors.map((e) => ({ ...e, field: `${index}.${e.field}` })));
            throw err;
          }
        }
        const first = await reserveIds(o.counters, o.model.modelName, fields.length);
        const lastModifiedDate = new Date();
        const docs = fields.map((f, k) => ({ ...f, _id: first + k, lastModifiedDate }));
        await guarded(() => fastify.outbox.insert(o.model, docs, (d) => [entry(o.events.created, d as D, request.id)]));
        return reply.code(201).send({ ids: docs.map((d) => d._id) });
      },
    );

    fastify.put(
      '/:id',
      { config: { access: { permission: [o.module, 'edit'] } }, schema: { tags, summary: 'Replace', params: idParams, body: o.body, response: { 200: response.one } } },
      async (request) => {
        const existing = (await o.model.findById(request.params.id).lean()) as D | null;
        if (!existing) throw missing(request.params.id);
        await assertVisible(request, existing, request.params.id);
        await assertWritable(request, existing);
        const fields = await o.prepare(request.body as B, request, existing);
        await assertWritable(request, fields);
        const set = { ...fields, lastModifiedDate: new Date() };
        // The replace sets every field the event carries, so the event is known before the write that stores it.
        const pending = entry(o.events.updated, { ...existing, ...set } as D, request.id);
        const doc = (await guarded(() =>
          o.model.findByIdAndUpdate(request.params.id, { $set: { ...set, ...fastify.outbox.setFor([pending]) } }, { returnDocument: 'after', strict: false }).lean(),
        )) as D | null;
        if (!doc) throw missing(request.params.id);
        await fastify.outbox.relay(o.model, doc._id, [pending]);
        return o.toEvent(doc);
      },
    );

    fastify.delete(
      '/:id',
      { config: { access: { permission: [o.module, 'delete'] } }, schema: { tags, summary: 'Delete', params: idParams } },
      async (request, reply) => {
        const existing = (await o.model.findById(request.params.id).lean()) as D | null;
        if (!existing) throw missing(request.params.id);
        await assertVisible(request, existing, request.params.id);
        await assertWritable(request, existing);
        await o.beforeDelete?.(existing);
        const deleted = fastify.outbox.entry(o.events.deleted, { id: request.params.id, lastModifiedDate: new Date().toISOString() }, { key: String(request.params.id), requestId: request.id });
        if (!(await fastify.outbox.remove(o.model, request.params.id, deleted))) throw missing(request.params.id);
        return reply.code(204).send();
      },
    );
  };
}

/** A 400 naming one field, for rules JSON Schema cannot express (a reference that must exist, an order of dates). */
export const fieldProblem = (field: string, message: string) => new ProblemError('validation', message, [{ field, message }]);

/**
 * The ids stored in the model (and, when given, whose fields equal `match`, e.g. a kind). Looked up by `_id` alone
 * (byIds), the condition checked on the row.
 */
export async function existingIds<I extends number | string, T>(model: Model<T>, ids: (I | null | undefined)[], match: Record<string, unknown> = {}): Promise<I[]> {
  const fields = Object.keys(match);
  const rows = (await byIds(model, ids, Object.fromEntries([['_id', 1], ...fields.map((f) => [f, 1])]))) as ({ _id: I } & Record<string, unknown>)[];
  return rows.filter((row) => fields.every((f) => row[f] === match[f])).map((row) => row._id);
}

/** Throws a field problem unless every id is stored in the model (see existingIds). */
export async function assertExisting<T>(model: Model<T>, field: string, ids: (number | string | null | undefined)[], match: Record<string, unknown> = {}) {
  const found = new Set<number | string>(await existingIds(model, ids, match));
  const missing = [...new Set(ids)].filter((id): id is number | string => id !== null && id !== undefined && !found.has(id));
  if (missing.length) throw missingIdsProblem(field, missing);
}

/** The 400 for references to ids that are not stored, here or in the service that owns them. */
export const missingIdsProblem = (field: string, ids: (number | string)[]) => fieldProblem(field, `${ids.join(', ')} does not exist.`);
