import type { FastifyPluginAsync } from 'fastify';
import { releaseNotesSchema, type ReleaseNotes } from '@firecrest/contracts';
// Imported, not read from disk: the compiled server carries it, wherever it runs (a path beside the source is not there).
import releaseNotes from '../../../release-notes/release-notes.json' with { type: 'json' };

/** admin-area §2.12: the product's own history, kept in the repository (release-notes/generate.ts writes it). */
export const releaseNotesRoutes: FastifyPluginAsync = async (fastify) => {
  const notes = releaseNotes as ReleaseNotes;
  fastify.addSchema(releaseNotesSchema);
  // Every signed-in user may read what changed; no module right is needed.
  fastify.get(
    '',
    { config: { access: {} }, schema: { tags: ['release notes'], summary: 'Versions, newest first, with their items', response: { 200: { $ref: 'ReleaseNotes#' } } } },
    async () => notes,
  );
};
