import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityReportEvent } from '@firecrest/contracts';
import { ProblemError, scopeOf } from '@firecrest/service-kit';
import type { ActivityReport } from '../../models/activity-report';
import { managedScopes } from '../managed-scope';

export const activityReportEvent = (r: ActivityReport): ActivityReportEvent => ({
  id: r._id,
  incidentId: r.incidentId,
  stationIds: r.stationIds,
  activities: r.activities.map((a) => ({ employeeId: a.employeeId, activity: a.activity, competencyIds: a.competencyIds, comment: a.comment ?? '' })),
  comment: r.comment,
  status: r.status,
  history: (r.history ?? []).map((h) => ({ from: h.from, to: h.to, by: h.by, at: new Date(h.at).toISOString(), comment: h.comment ?? '' })),
  evaluation: r.evaluation
    ? {
        outcomes: r.evaluation.outcomes.map((o) => ({ employeeId: o.employeeId, competencyId: o.competencyId, result: o.result })),
        comment: r.evaluation.comment,
        evaluatedBy: r.evaluation.evaluatedBy,
        evaluatedDate: new Date(r.evaluation.evaluatedDate).toISOString(),
        actionPlanIds: r.evaluation.actionPlanIds ?? [],
      }
    : null,
  lastModifiedDate: r.lastModifiedDate.toISOString(),
});

/** The report as the caller may see it: one outside their stations is not found, as a missing one is (404). */
export async function visibleReport(fastify: FastifyInstance, request: FastifyRequest, id: number): Promise<ActivityReport> {
  const report = await fastify.training.ActivityReport.findById(id).lean<ActivityReport>();
  const scope = scopeOf(request);
  if (!report || (scope !== null && !(await managedScopes(fastify).atStations<ActivityReport>().visible(report, scope, request)))) {
    throw new ProblemError('notFound', `Activity report ${id} does not exist.`);
  }
  return report;
}
