import {
  ACTIVITY_REPORT_MESSAGES as R,
  TRAINING_MESSAGES as M,
  activityReportEvaluationBodySchema,
  activityReportEvents,
  activityReportEventSchema,
  idParams,
} from '@firecrest/contracts';
import { fieldProblem, ProblemError, reserveIds, type TypedRoutes } from '@firecrest/service-kit';
import { awardPasses, heldFrom, pairKey } from '../../statuses/competency-awards';
import { assertMayEvaluate } from '../evaluation-permission';
import { writeIfUnchanged } from '../status-move';
import { raiseActionPlans, remedialPlans } from '../action-plans/plan-event';
import { activityReportEvent, visibleReport } from './report-event';


/**
 * `POST /activity-reports/{id}/evaluation`: the incident evaluation of a complete report (§6 incident evaluation
 * permission), once. Passes are applied to the competency records as a training event's are (awardPasses, from the
 * incident's day); each person with a fail gets an action plan on the failed competencies.
 */
export const activityReportEvaluationRoute: TypedRoutes = async (fastify) => {
  const { ActivityReport: Reports, Incident: Incidents, ActionPlan: Plans, Counter } = fastify.training;
  fastify.post(
    '/activity-reports/:id/evaluation',
    {
      config: { access: { permission: ['INCIDENTS', 'view'] } },
      schema: { tags: ['Activity report'], summary: 'Evaluate a complete report: apply passes, raise action plans for fails', params: idParams, body: activityReportEvaluationBodySchema, response: { 200: activityReportEventSchema } },
    },
    async (request) => {
      assertMayEvaluate(request, 'incident');
      const report = await visibleReport(fastify, request, request.params.id);
      if (report.status !== 'complete') throw new ProblemError('conflict', R.notComplete);
      if (report.evaluation) throw new ProblemError('conflict', R.evaluatedOnce);
      const exercised = new Map(report.activities.map((a) => [a.employeeId, new Set(a.competencyIds)]));
      const seen = new Set<string>();
      const outcomes = request.body.outcomes.map((o, i) => {
        const competencies = exercised.get(o.employeeId);
        if (!competencies) throw fieldProblem(`outcomes.${i}.employeeId`, R.notOnReport);
        if (!competencies.has(o.competencyId)) throw fieldProblem(`outcomes.${i}.competencyId`, R.notInActivities);
        if (seen.has(pairKey(o))) throw fieldProblem(`outcomes.${i}.competencyId`, M.competencyAlreadyAdded);
        seen.add(pairKey(o));
        return { employeeId: o.employeeId, competencyId: o.competencyId, result: o.result };
      });
      const incident = await Incidents.findById(report.incidentId).lean();
      const day = (incident?.incidentDate ?? new Date()).toISOString().slice(0, 10);
      const by = request.identity?.username ?? 'system';

      const plans = remedialPlans(outcomes.filter((o) => o.result === 'fail'), {
        source: 'activityReport',
        sourceId: report._id,
        description: `Competencies failed at incident ${incident?.incidentNo ?? report.incidentId}, evaluated on its activity report.`,
        comment: (request.body.comment ?? '').trim(),
        createdBy: by,
      });
      // The ids are reserved first so the report's evaluation (written once, conditionally) names its plans.
      const first = plans.length ? await reserveIds(Counter, Plans.modelName, plans.length) : 0;
      const evaluation = { outcomes, comment: (request.body.comment ?? '').trim(), evaluatedBy: by, evaluatedDate: new Date(), actionPlanIds: plans.map((_, i) => first + i) };
      const doc = await writeIfUnchanged(fastify, request, Reports, report, { evaluation }, activityReportEvents.updated, activityReportEvent, { evaluation: null });
      await raiseActionPlans(fastify, request, plans, first);
      const passes = outcomes.filter((o) => o.result === 'pass');
      const held = await heldFrom(fastify, passes.map((p) => p.employeeId), passes.map((p) => p.competencyId), day);
      await awardPasses(fastify, passes.filter((p) => !held.has(pairKey(p))), day);
      return activityReportEvent(doc);
    },
  );
};
