import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { frameworkItemChanged, referenceItemChanged, type FrameworkKind, type ReferenceKind, idParams } from '@firecrest/contracts';
import { nextId, ProblemError, referenceEvent, type ReferenceItem } from '@firecrest/service-kit';
import type { FrameworkEntry } from '../../models/competency-framework';
import { checkFrameworkFields } from './check-fields';
import { FRAMEWORK_LISTS, type FrameworkKindConfig } from './kinds';

const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
type Fields = Record<string, unknown> & { code?: string; name?: string };

/**
 * The competency framework lists of §2.4 (list, new, details, history): competencies with refresher rules and
 * profiles, subject areas, programs, competency statuses, activity groups, activity types, percentage ranges.
 * Every change is published on `competency-framework.changed`; for the kinds REST API v1 lists, also on
 * `reference-item.changed` (code and name), so /api/v1 and webhooks see it.
 */
export const competencyFrameworkRoutes: FastifyPluginAsync = async (fastify) => {
  const models = fastify.training;
  const { ReferenceItem: Items, FrameworkEntry: Entries, FrameworkVersion: Versions, Counter } = models;

  for (const list of FRAMEWORK_LISTS) {
    const { kind, module, noun } = list;
    const tags = [`Competency framework: ${noun}`];
    const key = (id: number) => `${kind}:${id}`;
    // Reference kinds share the reference items' `kind` values.
    const referenceKind = kind as ReferenceKind;
    const missing = (id: number) => new ProblemError('notFound', `${noun} ${id} does not exist.`);

    /** The item as the portal sees it: the saved fields, with the reference item's current code and name. */
    async function read(id: number) {
      const [entry, item] = await Promise.all([Entries.findById(key(id)).lean(), list.reference ? Items.findById(key(id)).lean() : null]);
      if (!entry && !item) return null;
      return { id, ...(entry?.fields ?? {}), ...(item ? { code: item.code, name: item.name } : {}), lastModifiedDate: (entry ?? item)!.lastModifiedDate.toISOString() };
    }

    function normalised(body: Fields): Fields {
      const fields: Fields = { ...body };
      if (typeof fields.code === 'string') fields.code = fields.code.trim().toUpperCase();
      if (typeof fields.name === 'string') fields.name = fields.name.trim();
      if (kind === 'competencyStatus') fields.code = '';
      return fields;
    }

    async function assertUnique(fields: Fields, id: number | null) {
      const except = id ? { _id: { $ne: key(id) } } : {};
      const clash = list.reference
        ? await Items.exists({ kind: referenceKind, ...(fields.code ? { code: fields.code } : { name: fields.name }), ...except })
        : fields.code
          ? await Entries.exists({ kind, 'fields.code': fields.code, ...except } as Record<string, unknown>)
          : null;
      if (clash) {
        const field = fields.code ? 'code' : 'name';
        throw new ProblemError('conflict', `The ${field} is already used.`, [{ field, message: 'Already used' }]);
      }
    }

    async function save(request: FastifyRequest, id: number, fields: Fields, action: 'created' | 'updated') {
      const lastModifiedDate = new Date();
      if (list.reference) {
        const item = await Items.findByIdAndUpdate(
          key(id),
          { $set: { kind: referenceKind, itemId: id, code: fields.code ?? '', name: fields.name!, lastModifiedDate } },
          { upsert: true, returnDocument: 'after' },
        ).lean();
        await fastify.events.publish(referenceItemChanged, referenceEvent(item!), { key: key(id), requestId: request.id });
      }
      await Entries.findByIdAndUpdate(key(id), { $set: { kind, itemId: id, fields, lastModifiedDate } }, { upsert: true });
      await Versions.create({ kind, itemId: id, action, fields, by: request.identity?.username ?? 'system', at: lastModifiedDate });
      await fastify.events.publish(frameworkItemChanged, { kind, id, fields, deleted: false, lastModifiedDate: lastModifiedDate.toISOString() }, { key: key(id), requestId: request.id });
      return (await read(id))!;
    }

    const access = (right: 'view' | 'create' | 'edit' | 'delete') => ({ access: { permission: [module, right] as [typeof module, typeof right] } });

    fastify.get(`/${list.path}`, { config: access('view'), schema: { tags, summary: 'List', querystring: noQuery } }, async () => {
      const [entries, items] = await Promise.all([Entries.find({ kind }).lean(), list.reference ? Items.find({ kind: referenceKind }).lean() : Promise.resolve([] as ReferenceItem[])]);
      const byId = new Map<number, Pick<FrameworkEntry, 'fields' | 'lastModifiedDate'>>(entries.map((e) => [e.itemId, e]));
      const ids = [...new Set([...entries.map((e) => e.itemId), ...items.map((i) => i.itemId)])].sort((a, b) => a - b);
      const itemById = new Map(items.map((i) => [i.itemId, i]));
      return {
        data: ids.map((id) => {
          const item = itemById.get(id);
          return { id, ...(byId.get(id)?.fields ?? {}), ...(item ? { code: item.code, name: item.name } : {}) };
        }),
      };
    });

    fastify.get<{ Params: { id: number } }>(`/${list.path}/:id`, { config: access('view'), schema: { tags, summary: 'One', params: idParams } }, async (request) => {
      const found = await read(request.params.id);
      if (!found) throw missing(request.params.id);
      return found;
    });

    // §2.4 a list's own `/history` (programs, activity types): every saved version of any of its items, newest first.
    fastify.get(`/${list.path}/history`, { config: access('view'), schema: { tags, summary: "Saved versions of the list's items, newest first", querystring: noQuery } }, async () => {
      const versions = await Versions.find({ kind }).sort({ at: -1 }).limit(500).lean();
      return { data: versions.map((v) => ({ itemId: v.itemId, action: v.action, by: v.by, at: v.at.toISOString(), fields: v.fields })) };
    });

    fastify.get<{ Params: { id: number } }>(`/${list.path}/:id/history`, { config: access('view'), schema: { tags, summary: 'Saved versions, newest first', params: idParams } }, async (request) => {
      const versions = await Versions.find({ itemId: request.params.id, kind }).sort({ at: -1 }).limit(200).lean();
      return { data: versions.map((v) => ({ action: v.action, by: v.by, at: v.at.toISOString(), fields: v.fields })) };
    });

    fastify.post<{ Body: Fields }>(`/${list.path}`, { config: access('create'), schema: { tags, summary: 'Add', body: list.body } }, async (request, reply) => {
      const fields = normalised(request.body);
      await assertUnique(fields, null);
      await checkFrameworkFields(kind, fields, null, models, fastify.personnelReferences, request);
      const id = await nextId(Counter, kind);
      return reply.code(201).send(await save(request, id, fields, 'created'));
    });

    fastify.put<{ Params: { id: number }; Body: Fields }>(`/${list.path}/:id`, { config: access('edit'), schema: { tags, summary: 'Change', params: idParams, body: list.body } }, async (request) => {
      const { id } = request.params;
      if (!(await read(id))) throw missing(id);
      const fields = normalised(request.body);
      await assertUnique(fields, id);
      await checkFrameworkFields(kind, fields, id, models, fastify.personnelReferences, request);
      return save(request, id, fields, 'updated');
    });

    fastify.delete<{ Params: { id: number } }>(`/${list.path}/:id`, { config: access('delete'), schema: { tags, summary: 'Delete', params: idParams } }, async (request, reply) => {
      const { id } = request.params;
      const found = await read(id);
      if (!found) throw missing(id);
      const lastModifiedDate = new Date();
      if (list.reference) {
        const item = await Items.findByIdAndDelete(key(id)).lean();
        if (item) await fastify.events.publish(referenceItemChanged, referenceEvent({ ...item, lastModifiedDate }, true), { key: key(id), requestId: request.id });
      }
      await Entries.deleteOne({ _id: key(id) });
      const { id: _id, lastModifiedDate: _last, ...fields } = found;
      await Versions.create({ kind, itemId: id, action: 'deleted', fields, by: request.identity?.username ?? 'system', at: lastModifiedDate });
      await fastify.events.publish(frameworkItemChanged, { kind, id, fields, deleted: true, lastModifiedDate: lastModifiedDate.toISOString() }, { key: key(id), requestId: request.id });
      return reply.code(204).send();
    });
  }
};

export type { FrameworkKind, FrameworkKindConfig };
