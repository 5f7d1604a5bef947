import {
  ACTIVITY_REPORT_MESSAGES as R,
  TRAINING_MESSAGES as M,
  activityReportBodySchema,
  activityReportEvents,
  activityReportEventSchema,
  activityReportStatusBodySchema,
  activityReportTransitionProblem,
  reportEditable,
  type ActivityReportBody,
  type ActivityReportEvent,
  idParams,
} from '@firecrest/contracts';
import { assertExisting, entityRoutes, fieldProblem, ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { ActivityReport } from '../../models/activity-report';
import { managedScopes } from '../managed-scope';
import { referenceKeys } from '../reference-ids';
import { writeIfUnchanged } from '../status-move';
import { activityReportEvent, visibleReport } from './report-event';
import { activityReportEvaluationRoute } from './report-evaluation';
import { ownedAttachments } from '../attachments/owned-attachments';


/**
 * Incidents' activity reports (§2.6 car-list, §3.2, §4.2): one per incident, the crew's activities with the
 * competencies exercised; written while open or queried, moved along open → submitted → query ↔ submitted → complete
 * by `POST /{id}/status` (ACTIVITY_REPORT_TRANSITIONS says who may), evaluated once complete.
 */
export const activityReportRoutes: TypedRoutes = async (fastify) => {
  const { ActivityReport: Reports, Incident: Incidents, ReferenceItem, Counter } = fastify.training;
  const personnel = fastify.personnelReferences;
  const scopes = managedScopes(fastify);

  await fastify.register(
    entityRoutes<ActivityReport, ActivityReportBody, ActivityReportEvent>({
      noun: 'Activity report',
      module: 'INCIDENTS',
      model: Reports,
      counters: Counter,
      events: activityReportEvents,
      body: activityReportBodySchema,
      toEvent: activityReportEvent,
      scope: scopes.atStations<ActivityReport>(),
      listFilters: ['incidentId'],
      unique: { field: 'incidentId', message: R.reportExists },
      async prepare(body, request, existing) {
        if (existing && existing.incidentId !== body.incidentId) throw fieldProblem('incidentId', 'A report stays on the incident it was written for.');
        if (existing && !reportEditable(existing.status)) throw new ProblemError('conflict', R.locked);
        const incident = await Incidents.findById(body.incidentId).lean();
        if (!incident) throw fieldProblem('incidentId', `Incident ${body.incidentId} does not exist.`);
        const seen = new Set<number>();
        body.activities.forEach((a, i) => {
          if (seen.has(a.employeeId)) throw fieldProblem(`activities.${i}.employeeId`, 'This person already has an activity on the report');
          seen.add(a.employeeId);
          if (new Set(a.competencyIds).size !== a.competencyIds.length) throw fieldProblem(`activities.${i}.competencyIds`, M.competencyAlreadyAdded);
        });
        await personnel.employees(request, 'activities', body.activities.map((a) => a.employeeId));
        await assertExisting(ReferenceItem, 'activities', referenceKeys('competency', body.activities.flatMap((a) => a.competencyIds)));
        return {
          incidentId: incident._id,
          stationIds: existing?.stationIds ?? incident.stationIds,
          activities: body.activities.map((a) => ({ employeeId: a.employeeId, activity: a.activity.trim(), competencyIds: a.competencyIds, comment: (a.comment ?? '').trim() })),
          comment: (body.comment ?? '').trim(),
          status: existing?.status ?? 'open',
          history: existing?.history ?? [],
          evaluation: existing?.evaluation ?? null,
        };
      },
      async beforeDelete(report) {
        if (report.status !== 'open') throw new ProblemError('conflict', 'Only an open activity report can be deleted.');
      },
    }),
    { prefix: '/activity-reports' },
  );

  fastify.post(
    '/activity-reports/:id/status',
    {
      config: { access: { permission: ['INCIDENTS', 'view'] } },
      schema: { tags: ['Activity report'], summary: 'Move the report along §4.2 (submit, query, submit again, complete)', params: idParams, body: activityReportStatusBodySchema, response: { 200: activityReportEventSchema } },
    },
    async (request) => {
      const report = await visibleReport(fastify, request, request.params.id);
      const { status: to } = request.body;
      const comment = (request.body.comment ?? '').trim();
      const problem = activityReportTransitionProblem(report.status, to, request.identity?.permissions);
      if (problem) throw new ProblemError(problem.includes('right') ? 'permissionDenied' : 'conflict', problem);
      if (to === 'query' && !comment) throw fieldProblem('comment', R.queryNeedsComment);
      const history = [...report.history, { from: report.status, to, by: request.identity?.username ?? 'system', at: new Date(), comment }];
      return activityReportEvent(await writeIfUnchanged(fastify, request, Reports, report, { status: to, history }, activityReportEvents.updated, activityReportEvent));
    },
  );

  await fastify.register(activityReportEvaluationRoute);
  ownedAttachments(fastify, { base: '/activity-reports', owner: 'activityReport', module: 'INCIDENTS', noun: 'Activity report', visible: (request, id) => visibleReport(fastify, request, id) });
};
