import { can, type ModuleKey, type PermissionMap } from '../permissions';

/**
 * §3.2/§6 evaluation types: each is a permission module of its own, granted by the approve right, so a role may
 * evaluate incidents without evaluating training events (docs/decisions.md, evaluation permissions).
 */
export const EVALUATION_TYPES = {
  trainingEvent: { module: 'EVALUATE_TRAINING_EVENT', label: 'Training event', noun: 'training event' },
  incident: { module: 'EVALUATE_INCIDENT', label: 'Incident', noun: 'incident' },
  lms: { module: 'EVALUATE_LMS', label: 'LMS', noun: 'LMS' },
  actionPlan: { module: 'EVALUATE_ACTION_PLAN', label: 'Action plan', noun: 'action plan' },
  manual: { module: 'EVALUATE_MANUAL', label: 'Manual', noun: 'manual' },
} as const satisfies Record<string, { module: ModuleKey; label: string; noun: string }>;
export type EvaluationType = keyof typeof EVALUATION_TYPES;

/** The right on an evaluation module that lets a role evaluate. */
export const EVALUATION_RIGHT = 'approve' as const;

export const mayEvaluate = (permissions: PermissionMap | undefined, type: EvaluationType) => can(permissions, EVALUATION_TYPES[type].module, EVALUATION_RIGHT);

/** The 403 sentence of an evaluation the caller's roles do not allow. */
export const evaluationDeniedMessage = (type: EvaluationType) => `Your roles do not allow ${EVALUATION_TYPES[type].noun} evaluations.`;
