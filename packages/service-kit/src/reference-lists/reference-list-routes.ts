import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { Model } from 'mongoose';
import { COLOURED_KINDS, NAME_ONLY_KINDS, REFERENCE_ITEM_TYPES, UNIQUE_TYPE_KINDS, referenceItemChanged, type ModuleKey, type ReferenceItemEvent, type ReferenceKind, type Right } from '@firecrest/contracts';
import { assertPermission } from '../identity';
import { nextId, type Counter } from '../sequences';
import { ProblemError } from '../errors/problem-error';
import type { ReferenceItem, ReferenceVersion } from './reference-item';

const itemBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', maxLength: 20, pattern: '^[A-Za-z0-9._/-]*$' },
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    type: { type: 'string', maxLength: 40 },
    colour: { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$' },
  },
} as const;
type KindParams = { kind: ReferenceKind };
type ItemParams = KindParams & { id: number };
type ItemBody = FromSchema<typeof itemBody>;

export const referenceEvent = (item: ReferenceItem, deleted = false): ReferenceItemEvent => ({
  kind: item.kind,
  id: item.itemId,
  code: item.code,
  name: item.name,
  ...(item.type ? { type: item.type } : {}),
  ...(item.colour ? { colour: item.colour } : {}),
  deleted,
  lastModifiedDate: item.lastModifiedDate.toISOString(),
});

export interface ReferenceListOptions {
  /** The lists this service owns, each with the permission module that guards it. */
  moduleOf: Partial<Record<ReferenceKind, ModuleKey>>;
  items: Model<ReferenceItem>;
  counters: Model<Counter>;
  /** Where the lists named in `historyOf` keep a version of every change, read by `GET /:kind/history`. */
  versions?: Model<ReferenceVersion>;
  historyOf?: ReferenceKind[];
}

/**
 * Code-and-name reference lists of one owning service (`/:kind`, `/:kind/:id`): every change is published on
 * `reference-item.changed`, in order per item.
 */
export const referenceListRoutes: FastifyPluginAsync<ReferenceListOptions> = async (fastify, { moduleOf, items: Items, counters: Counter, versions: Versions, historyOf = [] }) => {
  const kinds = Object.keys(moduleOf) as ReferenceKind[];
  const kindParams = { type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: kinds } } } as const;
  const itemParams = { type: 'object', required: ['kind', 'id'], properties: { ...kindParams.properties, id: { type: 'integer', minimum: 1 } } } as const;
  /** Every change's event is stored with the write and relayed by the outbox (see entityRoutes). */
  const changed = (item: ReferenceItem, requestId: string, deleted = false) => fastify.outbox.entry(referenceItemChanged, referenceEvent(item, deleted), { key: item._id, requestId });
  fastify.outbox.track(Items);
  const guard = (request: FastifyRequest<{ Params: KindParams }>, right: Right) => assertPermission(request, moduleOf[request.params.kind]!, right);

  /** After a change has been written: its version, for the lists that keep a history. */
  async function keep(request: FastifyRequest, item: ReferenceItem, action: ReferenceVersion['action']) {
    if (!Versions || !historyOf.includes(item.kind)) return;
    await Versions.create({ kind: item.kind, itemId: item.itemId, action, fields: { code: item.code, name: item.name }, by: request.identity?.username ?? 'system', at: new Date() });
  }

  const required = (field: string, message = 'Required') => new ProblemError('validation', message, [{ field, message }]);
  function validated(kind: ReferenceKind, body: ItemBody) {
    const code = (body.code ?? '').trim().toUpperCase();
    if (!NAME_ONLY_KINDS.includes(kind) && !code) throw required('code');
    const types = REFERENCE_ITEM_TYPES[kind];
    if (types && !body.type) throw required('type');
    if (body.type && !types?.[body.type]) throw required('type', types ? `One of ${Object.values(types).join(', ')}` : 'This list has no types');
    const coloured = COLOURED_KINDS.includes(kind);
    if (coloured && !body.colour) throw required('colour');
    return {
      code: NAME_ONLY_KINDS.includes(kind) ? '' : code,
      name: body.name.trim(),
      ...(types ? { type: body.type } : {}),
      ...(coloured ? { colour: body.colour!.toLowerCase() } : {}),
    };
  }
  async function assertUnique(kind: ReferenceKind, fields: { code: string; name: string; type?: string }, exceptId?: string) {
    if (UNIQUE_TYPE_KINDS.includes(kind) && (await Items.exists({ kind, type: fields.type, ...(exceptId ? { _id: { $ne: exceptId } } : {}) }))) {
      throw new ProblemError('conflict', 'Another item already has this type.', [{ field: 'type', message: 'Already used' }]);
    }
    const clash = fields.code ? { code: fields.code } : { name: fields.name };
    if (await Items.exists({ kind, ...clash, ...(exceptId ? { _id: { $ne: exceptId } } : {}) })) {
      const field = fields.code ? 'code' : 'name';
      throw new ProblemError('conflict', `The ${field} is already used.`, [{ field, message: 'Already used' }]);
    }
  }

  fastify.get<{ Params: KindParams }>('/:kind', { schema: { tags: ['reference lists'], summary: 'Items of a list', params: kindParams } }, async (request) => {
    guard(request, 'view');
    return { data: (await Items.find({ kind: request.params.kind }).sort({ itemId: 1 }).lean()).map((i) => referenceEvent(i)) };
  });

  fastify.get<{ Params: KindParams }>('/:kind/history', { schema: { tags: ['reference lists'], summary: "Saved versions of the list's items, newest first", params: kindParams } }, async (request) => {
    guard(request, 'view');
    if (!Versions || !historyOf.includes(request.params.kind)) throw new ProblemError('notFound', 'This list keeps no history.');
    const versions = await Versions.find({ kind: request.params.kind }).sort({ at: -1, _id: -1 }).limit(500).lean();
    return { data: versions.map((v) => ({ itemId: v.itemId, action: v.action, by: v.by, at: v.at.toISOString(), fields: v.fields })) };
  });

  fastify.post<{ Params: KindParams; Body: ItemBody }>(
    '/:kind',
    { schema: { tags: ['reference lists'], summary: 'Add an item', params: kindParams, body: itemBody } },
    async (request, reply) => {
      guard(request, 'create');
      const { kind } = request.params;
      const fields = validated(kind, request.body);
      await assertUnique(kind, fields);
      const itemId = await nextId(Counter, kind);
      const [item] = (await fastify.outbox.insert(Items, [{ _id: `${kind}:${itemId}`, kind, itemId, ...fields, lastModifiedDate: new Date() }], (d) => [changed(d as ReferenceItem, request.id)])) as ReferenceItem[];
      await keep(request, item!, 'created');
      return reply.code(201).send(referenceEvent(item!));
    },
  );

  fastify.put<{ Params: ItemParams; Body: ItemBody }>(
    '/:kind/:id',
    { schema: { tags: ['reference lists'], summary: 'Change an item', params: itemParams, body: itemBody } },
    async (request) => {
      guard(request, 'edit');
      const { kind, id } = request.params;
      const fields = validated(kind, request.body);
      await assertUnique(kind, fields, `${kind}:${id}`);
      const existing = await Items.findById(`${kind}:${id}`).lean();
      if (!existing) throw new ProblemError('notFound', `Item ${id} does not exist.`);
      const set = { ...fields, lastModifiedDate: new Date() };
      const pending = changed({ ...existing, ...set }, request.id);
      const item = await Items.findByIdAndUpdate(existing._id, { $set: { ...set, ...fastify.outbox.setFor([pending]) } }, { returnDocument: 'after', strict: false }).lean();
      if (!item) throw new ProblemError('notFound', `Item ${id} does not exist.`);
      await fastify.outbox.relay(Items, item._id, [pending]);
      await keep(request, item, 'updated');
      return referenceEvent(item);
    },
  );

  fastify.delete<{ Params: ItemParams }>(
    '/:kind/:id',
    { schema: { tags: ['reference lists'], summary: 'Delete an item', params: itemParams } },
    async (request, reply) => {
      guard(request, 'delete');
      const item = await Items.findById(`${request.params.kind}:${request.params.id}`).lean();
      const gone = item && (await fastify.outbox.remove(Items, item._id, changed({ ...item, lastModifiedDate: new Date() }, request.id, true)));
      if (!gone) throw new ProblemError('notFound', `Item ${request.params.id} does not exist.`);
      await keep(request, item, 'deleted');
      return reply.code(204).send();
    },
  );
};
