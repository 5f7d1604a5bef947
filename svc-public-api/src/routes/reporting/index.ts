import type { FastifyPluginAsync } from 'fastify';
import { REPORT_SCHEMAS } from '@firecrest/contracts';
import type { ReportLimits } from '../../reports/report-context';
import { reportRowsRoutes } from './rows';
import { savedReportRoutes } from './saved';
import { reportDownloadRoutes } from './downloads';

/** The portal's reports (issue 30), behind svc-gateway at /api/reporting with the user's session and REPORTS. */
export const reportingRoutes =
  (limits: ReportLimits): FastifyPluginAsync =>
  async (fastify) => {
    for (const schema of REPORT_SCHEMAS) fastify.addSchema(schema);
    // The portal's routes are not part of the integrators' REST API description.
    fastify.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await fastify.register(reportRowsRoutes(limits), { prefix: '/reports' });
    await fastify.register(savedReportRoutes, { prefix: '/reports' });
    await fastify.register(reportDownloadRoutes(limits), { prefix: '/downloads' });
  };
