import { bookmarkBodySchema, bookmarkSchema, BOOKMARK_ICON_MAX_BYTES, type Bookmark, type BookmarkBody, idParams } from '@firecrest/contracts';
import { ProblemError, nextId, type TypedRoutes } from '@firecrest/service-kit';
import type { StoredBookmark } from '../../models/bookmark';
import { decodeIcon } from './icon';


/** Icon URLs as the portal reaches them (through the gateway), changing with each edit so browsers refetch. */
const toBookmark = (b: Omit<StoredBookmark, 'icon'> & { icon?: { name?: string } | null }): Bookmark => ({
  id: b._id,
  name: b.name,
  label: b.label,
  url: b.url,
  description: b.description,
  icon: b.icon ? `/api/system/bookmarks/${b._id}/icon?v=${b.lastModifiedDate.getTime()}` : null,
  iconName: b.icon?.name ?? null,
});

/** admin-area §2.13, §5: application bookmarks. Anyone signed in sees the list (the header launcher); changes need rights. */
export const bookmarkRoutes: TypedRoutes<Record<never, never>, [typeof bookmarkBodySchema, typeof bookmarkSchema]> = async (fastify) => {
  const { Bookmark: bookmarks, Counter: counters } = fastify.system;
  const tags = ['bookmarks'];
  fastify.addSchema(bookmarkBodySchema);
  fastify.addSchema(bookmarkSchema);
  const missing = (id: number) => new ProblemError('notFound', `Bookmark ${id} does not exist.`);
  const fieldsOf = (body: BookmarkBody) => ({
    name: body.name.trim(),
    label: body.label.trim(),
    url: body.url.trim(),
    description: (body.description ?? '').trim(),
    lastModifiedDate: new Date(),
    ...(body.attachment === undefined ? {} : { icon: body.attachment === null ? null : decodeIcon(body.attachment) }),
  });
  const withoutIcon = { 'icon.data': 0 } as const;
  const bodyLimit = Math.ceil((BOOKMARK_ICON_MAX_BYTES * 4) / 3) + 64 * 1024;

  fastify.get(
    '',
    { config: { access: {} }, schema: { tags, summary: 'Every bookmark, by name', response: { 200: { type: 'object', properties: { data: { type: 'array', items: { $ref: 'Bookmark#' } } } } } } },
    async () => ({ data: (await bookmarks.find({}, withoutIcon).sort({ name: 1, _id: 1 }).lean()).map(toBookmark) }),
  );

  fastify.get(
    '/:id',
    { config: { access: { permission: ['APPLICATION_BOOKMARKS', 'view'] } }, schema: { tags, summary: 'One bookmark', params: idParams, response: { 200: { $ref: 'Bookmark#' } } } },
    async (request) => {
      const b = await bookmarks.findById(request.params.id, withoutIcon).lean();
      if (!b) throw missing(request.params.id);
      return toBookmark(b);
    },
  );

  fastify.get(
    '/:id/icon',
    {
      config: { access: {} },
      schema: { tags, summary: 'The icon image', params: idParams, querystring: { type: 'object', additionalProperties: false, properties: { v: { type: 'string', maxLength: 32, description: 'Changes with each edit, for caches' } } } },
    },
    async (request, reply) => {
      const b = await bookmarks.findById(request.params.id, { icon: 1 }).lean();
      if (!b?.icon) throw new ProblemError('notFound', `Bookmark ${request.params.id} has no icon.`);
      // The stored type was checked against the content on upload; nosniff keeps the browser to it.
      reply.type(b.icon.type).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=86400');
      const raw = b.icon.data as Buffer | { buffer: Uint8Array };
      return Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer);
    },
  );

  fastify.post(
    '',
    { bodyLimit, config: { access: { permission: ['APPLICATION_BOOKMARKS', 'create'] } }, schema: { tags, summary: 'Add a bookmark', body: { $ref: 'BookmarkBody#' }, response: { 201: { $ref: 'Bookmark#' } } } },
    async (request, reply) => {
      const fields = fieldsOf(request.body);
      const created = await bookmarks.create({ icon: null, ...fields, _id: await nextId(counters, 'Bookmark') });
      return reply.code(201).send(toBookmark(created.toObject()));
    },
  );

  fastify.put(
    '/:id',
    { bodyLimit, config: { access: { permission: ['APPLICATION_BOOKMARKS', 'edit'] } }, schema: { tags, summary: 'Change a bookmark', params: idParams, body: { $ref: 'BookmarkBody#' }, response: { 200: { $ref: 'Bookmark#' } } } },
    async (request) => {
      // FerretDB has no projection on findAndModify: update, then read without the icon's bytes.
      const { matchedCount } = await bookmarks.updateOne({ _id: request.params.id }, { $set: fieldsOf(request.body) });
      const b = matchedCount ? await bookmarks.findById(request.params.id, withoutIcon).lean() : null;
      if (!b) throw missing(request.params.id);
      return toBookmark(b);
    },
  );

  fastify.delete(
    '/:id',
    { config: { access: { permission: ['APPLICATION_BOOKMARKS', 'delete'] } }, schema: { tags, summary: 'Delete a bookmark', params: idParams } },
    async (request, reply) => {
      const { deletedCount } = await bookmarks.deleteOne({ _id: request.params.id });
      if (!deletedCount) throw missing(request.params.id);
      return reply.code(204).send();
    },
  );
};
