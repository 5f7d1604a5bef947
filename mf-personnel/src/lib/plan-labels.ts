import type { ActionPlanSource, ActionPlanStatus, ActionPlanType, ActivityReportStatus, EvaluationResult } from '@firecrest/contracts';

/** The labels of the contracts' action plan values in the personnel catalogue (written out for the catalogue checks). */
export const PLAN_STATUS_KEYS: Record<ActionPlanStatus, string> = { open: 'plan.status.open', inProgress: 'plan.status.inProgress', ignored: 'plan.status.ignored', resolved: 'plan.status.resolved' };
export const PLAN_TYPE_KEYS: Record<ActionPlanType, string> = { remedial: 'plan.type.remedial', development: 'plan.type.development', performance: 'plan.type.performance' };
export const PLAN_SOURCE_KEYS: Record<ActionPlanSource, string> = { activityReport: 'plan.source.activityReport', trainingEvent: 'plan.source.trainingEvent', competency: 'plan.source.competency', manual: 'plan.source.manual' };
/** A move's button, by the status it goes to. */
export const PLAN_MOVE_KEYS: Partial<Record<ActionPlanStatus, string>> = { inProgress: 'plan.move.inProgress', ignored: 'plan.move.ignored', resolved: 'plan.move.resolved' };
/** The toast once a plan has moved, by its new status. */
export const PLAN_MOVED_KEYS: Partial<Record<ActionPlanStatus, string>> = { inProgress: 'plan.moved.inProgress', ignored: 'plan.moved.ignored', resolved: 'plan.moved.resolved' };
export const RESULT_KEYS: Record<EvaluationResult, string> = { pass: 'plan.result.pass', fail: 'plan.result.fail', notAssessed: 'plan.result.notAssessed' };
export const REPORT_STATUS_KEYS: Record<ActivityReportStatus, string> = { open: 'plan.reportStatus.open', submitted: 'plan.reportStatus.submitted', query: 'plan.reportStatus.query', complete: 'plan.reportStatus.complete' };
