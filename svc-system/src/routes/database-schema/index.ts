import { ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import { DIAGRAMS, type DiagramDefinition } from '../../schema-diagrams/catalogue';
import { describeDiagram, diagramHash, type DescribedServices, type DiagramDescription } from '../../schema-diagrams/describe-diagram';
import { renderPdf, renderSvg } from '../../schema-diagrams/render';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[a-z-]{1,50}$' } } } as const;
const itemSchema = {
  type: 'object',
  required: ['id', 'name', 'imageUrl', 'pdfUrl', 'dateUpdated'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, imageUrl: { type: 'string' }, pdfUrl: { type: 'string' }, dateUpdated: { type: 'string', format: 'date-time' } },
} as const;

/**
 * admin-area §2.11: the nine diagrams, drawn on request from the models the services last described (modelsDescribed).
 * Last updated is when this service first saw a diagram's models as they are now (their hash), so it moves only when
 * a schema changes (or a service describes its models for the first time).
 */
export const databaseSchemaRoutes: TypedRoutes<{ diagrams?: DiagramDefinition[] }> = async (fastify, options) => {
  const diagrams = options.diagrams ?? DIAGRAMS;
  const versions = fastify.system.SchemaVersion;
  const access = { permission: ['SYSTEM', 'view'] as ['SYSTEM', 'view'] };
  const tags = ['database schema'];
  const rendered = new Map<string, Promise<{ svg: string }>>();

  const described = async (): Promise<DescribedServices> => new Map((await fastify.system.ModelDescriptions.find().lean()).map((d) => [d._id, d.models]));

  async function current(definition: DiagramDefinition, services?: DescribedServices): Promise<{ description: DiagramDescription; hash: string; dateUpdated: Date }> {
    const description = describeDiagram(definition, services ?? (await described()));
    const hash = diagramHash(description);
    const stored = await versions.findById(definition.id).lean();
    if (stored?.hash === hash) return { description, hash, dateUpdated: stored.dateUpdated };
    const dateUpdated = new Date();
    await versions.replaceOne({ _id: definition.id }, { hash, dateUpdated }, { upsert: true });
    return { description, hash, dateUpdated };
  }
  const item = (d: DiagramDefinition, dateUpdated: Date, hash: string) => ({
    id: d.id,
    name: d.name,
    imageUrl: `/api/system/database-schema/${d.id}/svg?v=${hash.slice(0, 12)}`,
    pdfUrl: `/api/system/database-schema/${d.id}/pdf?v=${hash.slice(0, 12)}`,
    dateUpdated: dateUpdated.toISOString(),
  });
  const find = (id: string) => {
    const d = diagrams.find((x) => x.id === id);
    if (!d) throw new ProblemError('notFound', `There is no diagram ${id}.`);
    return d;
  };
  const versionQuery = { type: 'object', additionalProperties: false, properties: { v: { type: 'string', maxLength: 64 } } } as const;

  fastify.get('', { config: { access }, schema: { tags, summary: 'The diagrams, by name', response: { 200: { type: 'object', properties: { data: { type: 'array', items: itemSchema } } } } } }, async () => {
    const services = await described();
    const items = await Promise.all(diagrams.map(async (d) => {
      const c = await current(d, services);
      return item(d, c.dateUpdated, c.hash);
    }));
    return { data: items.sort((a, b) => a.name.localeCompare(b.name)) };
  });

  fastify.get('/:id', { config: { access }, schema: { tags, summary: 'One diagram', params: idParams, response: { 200: itemSchema } } }, async (request) => {
    const d = find(request.params.id);
    const c = await current(d);
    return item(d, c.dateUpdated, c.hash);
  });

  fastify.get('/:id/svg', { config: { access }, schema: { tags, summary: 'The diagram as SVG', params: idParams, querystring: versionQuery } }, async (request, reply) => {
    const c = await current(find(request.params.id));
    const key = `${request.params.id}:${c.hash}`;
    if (!rendered.has(key)) rendered.set(key, renderSvg(c.description));
    reply.type('image/svg+xml').header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return (await rendered.get(key)!).svg;
  });

  fastify.get('/:id/pdf', { config: { access }, schema: { tags, summary: 'The diagram as PDF', params: idParams, querystring: versionQuery } }, async (request, reply) => {
    const d = find(request.params.id);
    const c = await current(d);
    reply.type('application/pdf').header('content-disposition', `inline; filename="${d.id}-schema.pdf"`);
    return renderPdf(c.description);
  });
};
