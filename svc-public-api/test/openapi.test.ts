import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPublicApi } from './helper';

/** Spec §7.1, every path as listed (OpenAPI spells path parameters in braces). */
const SPEC_PATHS = [
  '/booking-types', '/competencies', '/competency-programs', '/competency-status', '/employees', '/employees/{id}', '/employees/competencies',
  '/employees/{id}/competencies', '/employees/subject-areas', '/employees/{id}/subject-areas', '/incidents', '/incidents/upload/csv', '/incident-types',
  '/roles', '/roles/{id}', '/stations', '/stations/{id}', '/subject-areas', '/subject-area-status', '/training-events', '/training-events/{id}',
  '/training-event-attendees', '/training-event-attendees/{id}', '/training-events/{trainingEventId}/training-event-attendees', '/training-event-bookings',
  '/training-event-bookings/{id}', '/training-locations', '/training-locations/{id}', '/training-resources', '/training-resources/{id}',
  '/training-events/{trainingEventId}/training-resources', '/training-resource-inventories', '/training-resource-inventories/{id}',
  '/training-resource-bookings', '/training-resource-bookings/{id}', '/users', '/users/{id}',
];

describe('the OpenAPI document of svc-public-api', () => {
  let ctx: Awaited<ReturnType<typeof buildPublicApi>>;
  let doc: { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }>> };
  beforeAll(async () => {
    ctx = await buildPublicApi();
    doc = (await ctx.api.server.inject({ method: 'GET', url: '/openapi.json' })).json();
  });
  afterAll(() => ctx?.close());

  it('describes exactly the GET endpoints of spec §7.1, each with its 200 answer and its 304 for a current ETag', () => {
    expect(doc.openapi).toMatch(/^3\.1/);
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/v1/') && p !== '/api/v1/openapi.json').map((p) => p.slice('/api/v1'.length));
    expect(paths.sort()).toEqual([...SPEC_PATHS].sort());
    for (const path of SPEC_PATHS) {
      const operations = doc.paths[`/api/v1${path}`];
      expect(Object.keys(operations), path).toEqual(['get']);
      expect(operations.get.responses, path).toHaveProperty('200');
      expect(operations.get.responses, path).toHaveProperty('304');
    }
  });

  it('documents the query parameters of the cursor and paged lists', () => {
    const names = (path: string) => doc.paths[`/api/v1${path}`].get.parameters!.filter((p) => p.in === 'query').map((p) => p.name).sort();
    expect(names('/training-events')).toEqual(['cursor', 'filterText', 'fromDate', 'itemsPerPage', 'modifiedAfterDate', 'orderByDescending', 'status', 'toDate', 'trainingLocationIds', 'trainingType']);
    expect(names('/employees')).toEqual(['activeOnly', 'employeeIds', 'gartanIds', 'itemsPerPage', 'orderBy', 'orderByDescending', 'page', 'stationIds']);
    expect(names('/employees/competencies')).toEqual(['activeOnly', 'competencyIds', 'employeeIds', 'gartanIds', 'itemsPerPage', 'orderBy', 'orderByDescending', 'page', 'stationIds', 'statusIds']);
    expect(names('/incidents')).toEqual(['fromDate', 'incidentTypeId', 'itemsPerPage', 'orderBy', 'orderByDescending', 'page', 'stationIds', 'toDate']);
  });
});
