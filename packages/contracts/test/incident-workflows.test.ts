import { describe, expect, it } from 'vitest';
import {
  ACTION_PLAN_STATUSES,
  ACTIVITY_REPORT_STATUSES,
  actionPlanTransitionProblem,
  activityReportMoves,
  activityReportTransitionProblem,
  evaluationDeniedMessage,
  mayEvaluate,
  type ActionPlanStatus,
  type ActivityReportStatus,
  type PermissionMap,
} from '../src';

const crew: PermissionMap = { INCIDENTS: ['view', 'edit'] };
const approver: PermissionMap = { INCIDENTS: ['view', 'approve'] };

describe('activity report workflow (§4.2): open → submitted → query ↔ submitted → complete', () => {
  /** Every allowed move and the right it needs; every other pair is refused. */
  const ALLOWED: [ActivityReportStatus, ActivityReportStatus, PermissionMap][] = [
    ['open', 'submitted', crew],
    ['submitted', 'query', approver],
    ['submitted', 'complete', approver],
    ['query', 'submitted', crew],
  ];
  const statuses = Object.keys(ACTIVITY_REPORT_STATUSES) as ActivityReportStatus[];

  it('allows exactly the workflow moves, to whoever holds their right', () => {
    for (const from of statuses) {
      for (const to of statuses) {
        const move = ALLOWED.find(([f, t]) => f === from && t === to);
        if (move) {
          expect(activityReportTransitionProblem(from, to, move[2]), `${from} → ${to}`).toBeNull();
          const other = move[2] === crew ? approver : crew;
          expect(activityReportTransitionProblem(from, to, other), `${from} → ${to} by the other side`).toMatch(/needs the (edit|approve) right on incidents/);
        } else {
          expect(activityReportTransitionProblem(from, to, { INCIDENTS: ['view', 'edit', 'approve'] }), `${from} → ${to}`).not.toBeNull();
        }
      }
    }
  });

  it('names the refusal in a sentence', () => {
    expect(activityReportTransitionProblem('open', 'complete', approver)).toBe('An activity report cannot go from Open to Complete.');
    expect(activityReportTransitionProblem('complete', 'query', approver)).toBe('The activity report is complete and can no longer change status.');
    expect(activityReportTransitionProblem('submitted', 'complete', crew)).toBe('Complete needs the approve right on incidents.');
  });

  it('offers each side only its own moves', () => {
    expect(activityReportMoves('submitted', crew)).toEqual([]);
    expect(activityReportMoves('submitted', approver).map((m) => m.to)).toEqual(['query', 'complete']);
    expect(activityReportMoves('query', crew).map((m) => m.action)).toEqual(['Submit again']);
  });
});

describe('action plan workflow (§4.2): open, in progress, ignored, resolved; a change cannot be reverted', () => {
  const ALLOWED: [ActionPlanStatus, ActionPlanStatus][] = [
    ['open', 'inProgress'],
    ['open', 'resolved'],
    ['open', 'ignored'],
    ['inProgress', 'resolved'],
    ['inProgress', 'ignored'],
  ];
  const statuses = Object.keys(ACTION_PLAN_STATUSES) as ActionPlanStatus[];

  it('moves only forward', () => {
    for (const from of statuses) {
      for (const to of statuses) {
        const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
        expect(actionPlanTransitionProblem(from, to) === null, `${from} → ${to}`).toBe(allowed);
      }
    }
  });

  it('says why a move is refused', () => {
    expect(actionPlanTransitionProblem('inProgress', 'open')).toBe('An action plan change cannot be reverted: In progress cannot go back to Open.');
    expect(actionPlanTransitionProblem('resolved', 'inProgress')).toBe('An action plan change cannot be reverted: the plan is closed (Resolved).');
    expect(actionPlanTransitionProblem('ignored', 'resolved')).toBe('An action plan change cannot be reverted: the plan is closed (Ignored).');
    expect(actionPlanTransitionProblem('inProgress', 'inProgress')).toBe('The action plan is already In progress.');
  });
});

describe('evaluation permissions per type (§6)', () => {
  it('grants each type by the approve right on its own module only', () => {
    const incidents: PermissionMap = { EVALUATE_INCIDENT: ['approve'], EVALUATE_TRAINING_EVENT: ['view'] };
    expect(mayEvaluate(incidents, 'incident')).toBe(true);
    expect(mayEvaluate(incidents, 'trainingEvent')).toBe(false);
    expect(mayEvaluate(incidents, 'actionPlan')).toBe(false);
    expect(mayEvaluate(undefined, 'manual')).toBe(false);
    expect(evaluationDeniedMessage('lms')).toBe('Your roles do not allow LMS evaluations.');
  });
});
