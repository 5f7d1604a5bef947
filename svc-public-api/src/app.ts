import fp from 'fastify-plugin';
import { infrastructure } from '@firecrest/service-kit';
import type { PublicApiConfig } from './config';
import { compileViews } from './models';
import { ensureReadModelVersion } from './models/read-model-version';
import { readModelChanges } from './models/read-model-changes';
import { responseCache } from './responses/response-cache';
import { declareProblems, methodNotAllowed } from './responses/problem-responses';
import { subscribeUserEvents } from './events/users';
import { userRoutes } from './routes/users';
import { subscribeRoleEvents } from './events/roles';
import { roleRoutes } from './routes/roles';
import { subscribeLocationEvents } from './events/locations';
import { locationRoutes } from './routes/locations';
import { pagingInfoSchema } from './paging/paged-query';
import { subscribeReferenceItemEvents } from './events/reference-items';
import { REFERENCE_LISTS, referenceListRoute } from './routes/reference-lists';
import { copies } from './events/copies';
import { subscribeDomainEvents } from './events/domain';
import { SUMMARY_SCHEMAS } from './resolve/summary-schemas';
import { employeesRoutes } from './routes/employees';
import { trainingEventRoutes } from './routes/training-events';
import { trainingResourceRoutes } from './routes/training-resources';
import { incidentRoutes } from './routes/incidents';
import { compileReportStore } from './models/report-store';
import { defineReportDownloadJobs } from './jobs/report-downloads';
import { reportingRoutes } from './routes/reporting';

/** The public read-only REST API v1, served from its own read model fed only by domain events. */
export const app = fp<{ config: PublicApiConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-public-api', config, jobs: true });
  fastify.decorate('readModelChanges', readModelChanges(fastify.db));
  // Emptied views are a change: instances still running another version must not serve what they kept.
  if (await ensureReadModelVersion(fastify.db)) await fastify.readModelChanges.mark();
  fastify.decorate('views', compileViews(fastify.db));
  await Promise.all(Object.values(fastify.views).map((view) => view.init()));
  fastify.addSchema(pagingInfoSchema);
  for (const schema of SUMMARY_SCHEMAS) fastify.addSchema(schema);
  const copy = copies(fastify.views);
  subscribeUserEvents(fastify, copy);
  subscribeRoleEvents(fastify);
  subscribeLocationEvents(fastify, copy);
  subscribeReferenceItemEvents(fastify, copy);
  subscribeDomainEvents(fastify, copy);
  // The portal's reports read the same views, with the user's session and scope (docs/decisions.md "Reports").
  fastify.decorate('reportStore', compileReportStore(fastify.db));
  defineReportDownloadJobs(fastify);
  await fastify.register(reportingRoutes({ rowLimit: config.REPORT_ROW_LIMIT, directRows: config.REPORT_DIRECT_ROWS, pdfRows: config.REPORT_PDF_ROWS, downloadDays: config.REPORT_DOWNLOAD_DAYS, defaultLanguage: config.DEFAULT_LANGUAGE }), { prefix: '/reporting' });
  // responseCache applies to the routes of its scope: every v1 route, and nothing else (health, documentation).
  await fastify.register(async (v1) => {
    const urls = new Set<string>();
    declareProblems(v1, urls);
    await v1.register(responseCache);
    await v1.register(userRoutes, { prefix: '/api/v1/users' });
    await v1.register(roleRoutes, { prefix: '/api/v1/roles' });
    await v1.register(locationRoutes('station', 'Stations', 'stationIds'), { prefix: '/api/v1/stations' });
    await v1.register(locationRoutes('trainingLocation', 'Training Locations', 'trainingLocationIds'), { prefix: '/api/v1/training-locations' });
    await v1.register(employeesRoutes, { prefix: '/api/v1/employees' });
    await v1.register(trainingEventRoutes, { prefix: '/api/v1' });
    await v1.register(trainingResourceRoutes, { prefix: '/api/v1' });
    await v1.register(incidentRoutes, { prefix: '/api/v1/incidents' });
    for (const { path, ...list } of REFERENCE_LISTS) await v1.register(referenceListRoute(list), { prefix: path });
    await v1.register(methodNotAllowed(urls));
  });
});
