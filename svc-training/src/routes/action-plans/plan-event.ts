import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RAISED_PLAN_RESOLVE_DAYS, actionPlanEvents, type ActionPlanEvent } from '@firecrest/contracts';
import { reserveIds } from '@firecrest/service-kit';
import type { ActionPlan } from '../../models/action-plan';

export const actionPlanEvent = (p: ActionPlan): ActionPlanEvent => ({
  id: p._id,
  employeeId: p.employeeId,
  type: p.type,
  description: p.description,
  resolveByDate: p.resolveByDate,
  resolvedDate: p.resolvedDate ?? null,
  assessorEmployeeId: p.assessorEmployeeId ?? null,
  lineManagerEmployeeId: p.lineManagerEmployeeId ?? null,
  status: p.status,
  comment: p.comment,
  competencyIds: p.competencyIds,
  subjectAreaIds: p.subjectAreaIds,
  source: p.source,
  sourceId: p.sourceId ?? null,
  history: (p.history ?? []).map((h) => ({ from: h.from, to: h.to, by: h.by, at: new Date(h.at).toISOString(), comment: h.comment ?? '' })),
  evaluation: p.evaluation
    ? { outcomes: p.evaluation.outcomes.map((o) => ({ competencyId: o.competencyId, result: o.result })), comment: p.evaluation.comment, evaluatedBy: p.evaluation.evaluatedBy, evaluatedDate: new Date(p.evaluation.evaluatedDate).toISOString() }
    : null,
  createdBy: p.createdBy ?? '',
  lastModifiedDate: p.lastModifiedDate.toISOString(),
});

export type NewActionPlan = Omit<ActionPlan, '_id' | 'lastModifiedDate'>;

/** Stores plans raised by an evaluation (not through the plan routes), each with its `action-plan.created` event; `reserved`: the first of ids already reserved for them. */
export async function raiseActionPlans(fastify: FastifyInstance, request: FastifyRequest | null, plans: NewActionPlan[], reserved?: number): Promise<number[]> {
  if (!plans.length) return [];
  const { ActionPlan: Plans, Counter } = fastify.training;
  const first = reserved ?? (await reserveIds(Counter, Plans.modelName, plans.length));
  const lastModifiedDate = new Date();
  const docs = plans.map((p, i) => ({ ...p, _id: first + i, lastModifiedDate }));
  await fastify.outbox.insert(Plans, docs, (d) => [fastify.outbox.entry(actionPlanEvents.created, actionPlanEvent(d as ActionPlan), { key: String((d as ActionPlan)._id), ...(request ? { requestId: request.id } : {}) })]);
  return docs.map((d) => d._id);
}

/** A new plan's fields that every source shares: open, no history, no evaluation. */
export const openPlan = (fields: Omit<NewActionPlan, 'status' | 'history' | 'evaluation' | 'resolvedDate' | 'remindedFor'>): NewActionPlan => ({
  ...fields,
  status: 'open',
  resolvedDate: null,
  history: [],
  evaluation: null,
  remindedFor: null,
});

/**
 * The plans failed outcomes raise: one per person with a fail, remedial training on the competencies they failed,
 * resolve-by RAISED_PLAN_RESOLVE_DAYS from today, no assessor or line manager until someone sets them.
 */
export function remedialPlans(
  fails: { employeeId: number; competencyId: number }[],
  from: { source: 'activityReport' | 'trainingEvent'; sourceId: number; description: string; comment: string; createdBy: string },
): NewActionPlan[] {
  const byPerson = new Map<number, number[]>();
  for (const f of fails) byPerson.set(f.employeeId, [...(byPerson.get(f.employeeId) ?? []), f.competencyId]);
  const resolveByDate = new Date(Date.now() + RAISED_PLAN_RESOLVE_DAYS * 86_400_000).toISOString().slice(0, 10);
  return [...byPerson].map(([employeeId, competencyIds]) =>
    openPlan({ employeeId, type: 'remedial', description: from.description, resolveByDate, assessorEmployeeId: null, lineManagerEmployeeId: null, comment: from.comment, competencyIds, subjectAreaIds: [], source: from.source, sourceId: from.sourceId, createdBy: from.createdBy }),
  );
}
