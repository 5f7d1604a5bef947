import type { FastifyInstance } from 'fastify';
import type { Model } from 'mongoose';
import type { ModuleKey } from '@firecrest/contracts';
import { BULK_MAX, existingIds } from './entity-routes';

/**
 * `POST /existing` with `{ ids, ...match }` answers `{ ids }`, those of them stored (and matching the optional fields
 * given): how another service checks the references it is given, up to a bulk request's worth at once.
 */
export function existingIdsRoute<T>(fastify: FastifyInstance, model: Model<T>, module: ModuleKey, match: Record<string, { type: 'string'; enum: readonly string[] }> = {}) {
  fastify.post<{ Body: { ids: number[] } & Record<string, string> }>(
    '/existing',
    {
      config: { access: { permission: [module, 'view'] } },
      schema: {
        tags: [module],
        summary: 'Which of these ids exist (for other services)',
        body: { type: 'object', required: ['ids'], additionalProperties: false, properties: { ids: { type: 'array', maxItems: BULK_MAX, items: { type: 'integer', minimum: 1 } }, ...match } },
      },
    },
    async (request) => {
      const { ids, ...fields } = request.body;
      return { ids: await existingIds(model, ids, fields) };
    },
  );
}
