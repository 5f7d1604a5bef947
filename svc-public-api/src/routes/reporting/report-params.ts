import type { FastifyRequest } from 'fastify';
import type { Language } from '@firecrest/contracts';
import { ProblemError, scopeOf } from '@firecrest/service-kit';
import { REPORTS_BY_ID } from '../../reports/definitions';
import type { ReportDefinition } from '../../reports/report-definition';
import { reportContext } from '../../reports/report-context';
import { parseReportFilters } from '../../reports/report-filters';
import { requesterLanguage } from '../../reports/report-language';

export const reportParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
/** Filters and paging come as query-string text; each report reads the filters it takes. */
export const reportQuery = { type: 'object', additionalProperties: { type: 'string', maxLength: 2000 } } as const;
export const access = { permission: ['REPORTS', 'view'] as ['REPORTS', 'view'] };

export function definitionOf(id: string): ReportDefinition {
  const definition = REPORTS_BY_ID.get(id);
  if (!definition) throw new ProblemError('notFound', `There is no report ${id}.`);
  return definition;
}

/** The report, its filters from the query, the caller's managed locations (spec §6) and language (issue 36). */
export function reportRequest(request: FastifyRequest, id: string, query: Record<string, string>, defaultLanguage: Language) {
  const definition = definitionOf(id);
  const ctx = reportContext(request.server.views, parseReportFilters(query, definition.filters), scopeOf(request), requesterLanguage(request.identity, defaultLanguage));
  return { definition, ctx };
}

export const userOf = (request: FastifyRequest) => request.identity!;
