import type { FastifyRequest } from 'fastify';
import { ACTION_PLAN_MESSAGES as P, TRAINING_MESSAGES as M, actionPlanClosed, actionPlanEvaluationBodySchema, actionPlanEvents, actionPlanEventSchema, idParams } from '@firecrest/contracts';
import { fieldProblem, ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { ActionPlan } from '../../models/action-plan';
import { awardPasses, heldFrom } from '../../statuses/competency-awards';
import { assertMayEvaluate } from '../evaluation-permission';
import { writeIfUnchanged } from '../status-move';
import { actionPlanEvent } from './plan-event';


export const ACTION_PLAN_EVALUATION_MESSAGES = {
  once: 'This action plan has already been evaluated; its outcomes were applied to the competency records',
  notOnPlan: 'Not one of the competencies of the plan',
} as const;

/**
 * `POST /action-plans/{id}/evaluation`: the action plan evaluation (§6 action plan evaluation permission), once, while
 * the plan is open or in progress; passes are applied to the competency records from today (awardPasses).
 */
export const actionPlanEvaluationRoute: TypedRoutes<{ visiblePlan(request: FastifyRequest, id: number): Promise<ActionPlan> }> = async (fastify, { visiblePlan }) => {
  const { ActionPlan: Plans } = fastify.training;
  fastify.post(
    '/action-plans/:id/evaluation',
    {
      config: { access: { permission: ['PERSONNEL', 'view'] } },
      schema: { tags: ['Action plan'], summary: "Evaluate the plan's competencies; passes are applied to the records", params: idParams, body: actionPlanEvaluationBodySchema, response: { 200: actionPlanEventSchema } },
    },
    async (request) => {
      assertMayEvaluate(request, 'actionPlan');
      const plan = await visiblePlan(request, request.params.id);
      if (actionPlanClosed(plan.status)) throw new ProblemError('conflict', `${P.final}.`);
      if (plan.evaluation) throw new ProblemError('conflict', ACTION_PLAN_EVALUATION_MESSAGES.once);
      const seen = new Set<number>();
      const outcomes = request.body.outcomes.map((o, i) => {
        if (!plan.competencyIds.includes(o.competencyId)) throw fieldProblem(`outcomes.${i}.competencyId`, ACTION_PLAN_EVALUATION_MESSAGES.notOnPlan);
        if (seen.has(o.competencyId)) throw fieldProblem(`outcomes.${i}.competencyId`, M.competencyAlreadyAdded);
        seen.add(o.competencyId);
        return { competencyId: o.competencyId, result: o.result };
      });
      const evaluation = { outcomes, comment: (request.body.comment ?? '').trim(), evaluatedBy: request.identity?.username ?? 'system', evaluatedDate: new Date() };
      const doc = await writeIfUnchanged(fastify, request, Plans, plan, { evaluation }, actionPlanEvents.updated, actionPlanEvent, { evaluation: null });
      const day = new Date().toISOString().slice(0, 10);
      const passed = outcomes.filter((o) => o.result === 'pass').map((o) => o.competencyId);
      const held = await heldFrom(fastify, [plan.employeeId], passed, day);
      await awardPasses(fastify, passed.filter((c) => !held.has(`${plan.employeeId}:${c}`)).map((competencyId) => ({ employeeId: plan.employeeId, competencyId })), day);
      return actionPlanEvent(doc);
    },
  );
};
