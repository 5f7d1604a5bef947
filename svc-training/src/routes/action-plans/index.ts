import type { FastifyRequest } from 'fastify';
import {
  ACTION_PLAN_MESSAGES as P,
  TRAINING_MESSAGES as M,
  actionPlanBodySchema,
  actionPlanClosed,
  actionPlanEvents,
  actionPlanEventSchema,
  actionPlanStatusBodySchema,
  actionPlanTransitionProblem,
  type ActionPlanBody,
  type ActionPlanEvent,
  idParams,
} from '@firecrest/contracts';
import { assertExisting, entityRoutes, fieldProblem, ProblemError, scopeOf, type TypedRoutes } from '@firecrest/service-kit';
import type { ActionPlan } from '../../models/action-plan';
import { managedScopes } from '../managed-scope';
import { referenceKeys } from '../reference-ids';
import { writeIfUnchanged } from '../status-move';
import { actionPlanEvent } from './plan-event';
import { actionPlanEvaluationRoute } from './plan-evaluation';
import { ownedAttachments } from '../attachments/owned-attachments';
import { defineActionPlanReminders } from '../../jobs/action-plan-reminders';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Action plans (§2.5 action-plan-list, §3.2, §4.2): an employee's plan with its assessor and line manager, raised from
 * an activity report's or training event's evaluation, a competency record, or by hand. Statuses only move forward
 * (`POST /{id}/status`); a closed (ignored or resolved) plan can no longer change.
 */
export const actionPlanRoutes: TypedRoutes = async (fastify) => {
  const { ActionPlan: Plans, ActivityReport: Reports, TrainingEvent: Events, EmployeeCompetency: Competencies, ReferenceItem, Counter } = fastify.training;
  const personnel = fastify.personnelReferences;
  const scopes = managedScopes(fastify);
  const planScope = scopes.ofPeople<ActionPlan>();

  /** The record a plan says it comes from must exist (and a competency record must be the employee's). */
  async function assertSource(body: ActionPlanBody) {
    const { source = 'manual', sourceId = null } = body;
    if (source === 'manual') return;
    if (!sourceId) throw fieldProblem('sourceId', P.sourceNeeded);
    const found =
      source === 'activityReport' ? await Reports.exists({ _id: sourceId, 'activities.employeeId': body.employeeId })
      : source === 'trainingEvent' ? await Events.exists({ _id: sourceId })
      : await Competencies.exists({ _id: sourceId, employeeId: body.employeeId });
    if (!found) throw fieldProblem('sourceId', `${sourceId} does not exist.`);
  }

  await fastify.register(
    entityRoutes<ActionPlan, ActionPlanBody, ActionPlanEvent>({
      noun: 'Action plan',
      module: 'PERSONNEL',
      model: Plans,
      counters: Counter,
      events: actionPlanEvents,
      body: actionPlanBodySchema,
      toEvent: actionPlanEvent,
      scope: planScope,
      listFilters: ['employeeId', 'sourceId'],
      async prepare(body, request, existing) {
        if (existing && actionPlanClosed(existing.status)) throw new ProblemError('conflict', `${P.final}.`);
        if (existing && existing.employeeId !== body.employeeId) throw fieldProblem('employeeId', 'A plan stays with the employee it was made for.');
        if ((!existing || existing.resolveByDate !== body.resolveByDate) && body.resolveByDate < today()) throw fieldProblem('resolveByDate', P.resolveByInPast);
        const competencyIds = [...new Set(body.competencyIds ?? [])];
        const subjectAreaIds = [...new Set(body.subjectAreaIds ?? [])];
        if (competencyIds.length !== (body.competencyIds ?? []).length) throw fieldProblem('competencyIds', M.competencyAlreadyAdded);
        await personnel.employees(request, 'employeeId', [body.employeeId]);
        await personnel.employees(request, 'assessorEmployeeId', [body.assessorEmployeeId]);
        await personnel.employees(request, 'lineManagerEmployeeId', [body.lineManagerEmployeeId]);
        await assertExisting(ReferenceItem, 'competencyIds', referenceKeys('competency', competencyIds));
        await assertExisting(ReferenceItem, 'subjectAreaIds', referenceKeys('subjectArea', subjectAreaIds));
        if (!existing) await assertSource(body);
        return {
          employeeId: body.employeeId,
          type: body.type,
          description: body.description.trim(),
          resolveByDate: body.resolveByDate,
          resolvedDate: existing?.resolvedDate ?? null,
          assessorEmployeeId: body.assessorEmployeeId ?? null,
          lineManagerEmployeeId: body.lineManagerEmployeeId ?? null,
          status: existing?.status ?? 'open',
          comment: (body.comment ?? '').trim(),
          competencyIds,
          subjectAreaIds,
          source: existing?.source ?? body.source ?? 'manual',
          sourceId: existing ? existing.sourceId : (body.sourceId ?? null),
          history: existing?.history ?? [],
          evaluation: existing?.evaluation ?? null,
          createdBy: existing?.createdBy ?? request.identity?.username ?? 'system',
          remindedFor: existing?.remindedFor ?? null,
        };
      },
      async beforeDelete(plan) {
        if (plan.status !== 'open' || plan.evaluation) throw new ProblemError('conflict', 'Only an open plan that has not been evaluated can be deleted; ignore it instead.');
      },
    }),
    { prefix: '/action-plans' },
  );

  fastify.post(
    '/action-plans/:id/status',
    {
      config: { access: { permission: ['PERSONNEL', 'edit'] } },
      schema: { tags: ['Action plan'], summary: 'Move the plan along §4.2 (start, resolve, ignore); no move back', params: idParams, body: actionPlanStatusBodySchema, response: { 200: actionPlanEventSchema } },
    },
    async (request) => {
      const plan = await visiblePlan(request, request.params.id);
      const { status: to } = request.body;
      const comment = (request.body.comment ?? '').trim();
      const problem = actionPlanTransitionProblem(plan.status, to);
      if (problem) throw new ProblemError('conflict', problem);
      if (to === 'ignored' && !comment) throw fieldProblem('comment', P.ignoreNeedsComment);
      const history = [...plan.history, { from: plan.status, to, by: request.identity?.username ?? 'system', at: new Date(), comment }];
      const set = { status: to, history, ...(to === 'resolved' ? { resolvedDate: today() } : {}) };
      return actionPlanEvent(await writeIfUnchanged(fastify, request, Plans, plan, set, actionPlanEvents.updated, actionPlanEvent));
    },
  );

  /** The plan as the caller may see it: someone else's person's plan is not found (404). */
  async function visiblePlan(request: FastifyRequest, id: number): Promise<ActionPlan> {
    const plan = await Plans.findById(id).lean<ActionPlan>();
    const scope = scopeOf(request);
    if (!plan || (scope !== null && !(await planScope.visible(plan, scope, request)))) throw new ProblemError('notFound', `Action plan ${id} does not exist.`);
    return plan;
  }

  await fastify.register(actionPlanEvaluationRoute, { visiblePlan });
  await defineActionPlanReminders(fastify);
  ownedAttachments(fastify, {
    base: '/action-plans',
    owner: 'actionPlan',
    module: 'PERSONNEL',
    noun: 'Action plan',
    visible: visiblePlan,
    async writable(request, id) {
      if (actionPlanClosed((await visiblePlan(request, id)).status)) throw new ProblemError('conflict', `${P.final}.`);
    },
  });
};
