import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { releaseNotesSchema, type ReleaseNotes } from '@firecrest/contracts';

const FILE = new URL('../../../release-notes/release-notes.json', import.meta.url);

/** admin-area §2.12: the product's own history, kept in the repository (release-notes/generate.ts writes it). */
export const releaseNotesRoutes: FastifyPluginAsync = async (fastify) => {
  const notes = JSON.parse(await readFile(FILE, 'utf8')) as ReleaseNotes;
  fastify.addSchema(releaseNotesSchema);
  // Every signed-in user may read what changed; no module right is needed.
  fastify.get(
    '',
    { config: { access: {} }, schema: { tags: ['release notes'], summary: 'Versions, newest first, with their items', response: { 200: { $ref: 'ReleaseNotes#' } } } },
    async () => notes,
  );
};
