import type { FastifyPluginAsync } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ProblemError } from '@firecrest/service-kit';
import type { SavedReportBody } from '@firecrest/contracts';
import type { SavedReportDoc } from '../../models/report-store';
import { filtersAsQuery, parseReportFilters } from '../../reports/report-filters';
import { access, definitionOf, reportParams, userOf } from './report-params';

const savedParams = { type: 'object', required: ['id', 'savedId'], properties: { id: { type: 'string', maxLength: 100 }, savedId: { type: 'string', maxLength: 100 } } } as const;
const filtersBody = { type: 'object', required: ['filters'], additionalProperties: false, properties: { filters: { type: 'object', additionalProperties: { type: 'string', maxLength: 2000 } } } } as const;

/**
 * Per report: the user's kept filters (one set per user, restored when they open it again) and saved report
 * definitions, "not shared" (the owner's only) or "all users" (spec §9); only the owner deletes one.
 */
export const savedReportRoutes: FastifyPluginAsync = async (fastify) => {
  const { SavedFilter, SavedReport } = fastify.reportStore;
  /** Only filters the report takes, each valid: a saved filter always opens. */
  const cleaned = (id: string, filters: Record<string, string>) => filtersAsQuery(parseReportFilters(filters, definitionOf(id).filters));

  fastify.get<{ Params: { id: string } }>('/:id/saved-filter', { config: { access }, schema: { tags: ['Reports'], summary: 'My kept filters of the report', params: reportParams, response: { 200: { $ref: 'SavedReportFilter#' } } } }, async (request) => {
    definitionOf(request.params.id);
    const kept = await SavedFilter.findById(`${userOf(request).id}:${request.params.id}`).lean();
    return { reportId: request.params.id, filters: kept?.filters ?? {} };
  });

  fastify.put<{ Params: { id: string }; Body: { filters: Record<string, string> } }>(
    '/:id/saved-filter',
    { config: { access }, schema: { tags: ['Reports'], summary: 'Keep my filters of the report', params: reportParams, body: filtersBody, response: { 200: { $ref: 'SavedReportFilter#' } } } },
    async (request) => {
      const userId = userOf(request).id;
      const filters = cleaned(request.params.id, request.body.filters);
      await SavedFilter.updateOne({ _id: `${userId}:${request.params.id}` }, { userId, reportId: request.params.id, filters, updatedAt: new Date() }, { upsert: true });
      return { reportId: request.params.id, filters };
    },
  );

  const shown = (doc: SavedReportDoc, userId: string) => ({ id: doc._id, reportId: doc.reportId, name: doc.name, filters: doc.filters, sharing: doc.sharing, ownerName: doc.ownerName, mine: doc.ownerId === userId });

  fastify.get<{ Params: { id: string } }>(
    '/:id/saved',
    { config: { access }, schema: { tags: ['Reports'], summary: 'Saved definitions of the report: mine and those shared with all users', params: reportParams, response: { 200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { $ref: 'SavedReport#' } } } } } } },
    async (request) => {
      definitionOf(request.params.id);
      const userId = userOf(request).id;
      const docs = await SavedReport.find({ reportId: request.params.id, $or: [{ ownerId: userId }, { sharing: 'allUsers' }] }).sort({ name: 1 }).lean();
      return { data: docs.map((d) => shown(d, userId)) };
    },
  );

  fastify.post<{ Params: { id: string }; Body: SavedReportBody }>(
    '/:id/saved',
    { config: { access }, schema: { tags: ['Reports'], summary: 'Save the report with its filters', params: reportParams, body: { $ref: 'SavedReportBody#' }, response: { 201: { $ref: 'SavedReport#' } } } },
    async (request, reply) => {
      const user = userOf(request);
      const doc = await SavedReport.create({
        _id: randomUUID(),
        reportId: request.params.id,
        name: request.body.name.trim(),
        filters: cleaned(request.params.id, request.body.filters),
        sharing: request.body.sharing,
        ownerId: user.id,
        ownerName: user.name,
        createdAt: new Date(),
      });
      return reply.code(201).send(shown(doc.toObject(), user.id));
    },
  );

  fastify.delete<{ Params: { id: string; savedId: string } }>(
    '/:id/saved/:savedId',
    { config: { access }, schema: { tags: ['Reports'], summary: 'Delete one of my saved reports', params: savedParams } },
    async (request, reply) => {
      const doc = await SavedReport.findOne({ _id: request.params.savedId, reportId: request.params.id }).lean();
      const userId = userOf(request).id;
      if (!doc || (doc.ownerId !== userId && doc.sharing !== 'allUsers')) throw new ProblemError('notFound', 'This saved report does not exist.');
      if (doc.ownerId !== userId) throw new ProblemError('permissionDenied', `Only ${doc.ownerName} can delete this saved report.`);
      await SavedReport.deleteOne({ _id: doc._id });
      return reply.code(204).send();
    },
  );
};
