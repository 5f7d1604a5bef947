import type { FastifyPluginAsync } from 'fastify';
import { NAME_ONLY_KINDS, type ModuleKey, type ReferenceKind } from '@firecrest/contracts';
import { typedRoutes } from '@firecrest/service-kit';
import type { ReferenceView } from '../../models/reference-view';

const ORDER_BY = ['id', 'code', 'name'] as const;
const SORT_FIELD = { id: 'itemId', code: 'codeLower', name: 'nameLower' } as const;

interface ListOptions {
  kind: ReferenceKind;
  tag: string;
  module: ModuleKey;
  /** Lists with orderBy (competencies, subject areas: spec §7.1); the others are ordered by id. */
  orderable?: boolean;
}

const orderQuery = {
  type: 'object',
  properties: { orderBy: { type: 'string', enum: ORDER_BY, default: 'code' }, orderByDescending: { type: 'boolean', default: false } },
} as const;

/** A code-and-name list of the REST API v1: `{ data: [...] }`, every item, no paging (they are short). */
export function referenceListRoute({ kind, tag, module, orderable = false }: ListOptions): FastifyPluginAsync {
  const nameOnly = NAME_ONLY_KINDS.includes(kind);
  const item = {
    type: 'object',
    required: nameOnly ? ['id', 'name'] : ['id', 'code', 'name'],
    properties: {
      id: { type: 'integer', examples: [1] },
      ...(nameOnly ? {} : { code: { type: 'string', examples: ['BA-01'] } }),
      name: { type: 'string', examples: [nameOnly ? 'PASS' : 'Breathing apparatus wearer'] },
    },
  };
  // A list without orderBy takes no parameters (the strict query guard refuses any).
  const querystring = orderable ? orderQuery : ({ type: 'object', properties: {} } as const);
  const toPublic = (r: ReferenceView) => (nameOnly ? { id: r.itemId, name: r.name } : { id: r.itemId, code: r.code, name: r.name });

  return async (plugin) => {
    const fastify = typedRoutes(plugin);
    fastify.get(
      '',
      {
        config: { access: { permission: [module, 'view'] } },
        schema: { tags: [tag], summary: tag, querystring, response: { 200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: item } } } } },
      },
      async (request) => {
        const query: { orderBy?: (typeof ORDER_BY)[number]; orderByDescending?: boolean } = request.query;
        const direction = query.orderByDescending ? -1 : 1;
        const field = SORT_FIELD[query.orderBy ?? 'id'];
        const rows = await fastify.views.ReferenceView.find({ kind, deleted: false }).sort({ [field]: direction, itemId: direction }).lean();
        return { data: rows.map(toPublic) };
      },
    );
  };
}

/** The code-and-name endpoint groups of spec §7.1. */
export const REFERENCE_LISTS: (ListOptions & { path: string })[] = [
  { path: '/api/v1/booking-types', kind: 'bookingType', tag: 'Booking Types', module: 'COURSE_ADMIN' },
  { path: '/api/v1/competencies', kind: 'competency', tag: 'Competencies', module: 'COMPETENCIES', orderable: true },
  { path: '/api/v1/competency-programs', kind: 'competencyProgram', tag: 'Competency Programs', module: 'COMPETENCY_PROGRAMS' },
  { path: '/api/v1/competency-status', kind: 'competencyStatus', tag: 'Competency Status', module: 'STATUSES' },
  { path: '/api/v1/subject-areas', kind: 'subjectArea', tag: 'Subject Areas', module: 'SUBJECT_AREAS', orderable: true },
  { path: '/api/v1/subject-area-status', kind: 'subjectAreaStatus', tag: 'Subject Area Status', module: 'STATUSES' },
  { path: '/api/v1/incident-types', kind: 'incidentType', tag: 'Incident Types', module: 'INCIDENTS' },
];
