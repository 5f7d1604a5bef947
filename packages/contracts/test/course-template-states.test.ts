import { describe, expect, it } from 'vitest';
import {
  COURSE_TEMPLATE_ACTORS,
  COURSE_TEMPLATE_STATUSES,
  courseTemplateMoveProblem,
  courseTemplateMoves,
  type CourseTemplateActor,
  type CourseTemplateStatus,
} from '../src';

/** §4.2 as a table: from → to → who may take the move. Every pair not listed is refused to everyone. */
const ALLOWED: [CourseTemplateStatus, CourseTemplateStatus, CourseTemplateActor[]][] = [
  ['inBuild', 'inBuildTrainingInstructor', ['builder']],
  ['inBuild', 'sentForApproval', ['builder', 'trainingInstructor']],
  ['inBuild', 'archived', ['approver']],
  ['inBuildTrainingInstructor', 'inBuild', ['builder', 'trainingInstructor']],
  ['inBuildTrainingInstructor', 'sentForApproval', ['builder', 'trainingInstructor']],
  ['inBuildTrainingInstructor', 'archived', ['approver']],
  ['sentForApproval', 'availableForUse', ['approver', 'trainingManager']],
  ['sentForApproval', 'inBuild', ['approver', 'trainingManager']],
  ['sentForApproval', 'archived', ['approver']],
  ['availableForUse', 'onHold', ['approver', 'trainingManager']],
  ['availableForUse', 'inBuild', ['builder']],
  ['availableForUse', 'archived', ['approver']],
  ['onHold', 'availableForUse', ['approver', 'trainingManager']],
  ['onHold', 'inBuild', ['builder']],
  ['onHold', 'archived', ['approver']],
];

describe('course template states (§4.2)', () => {
  for (const from of COURSE_TEMPLATE_STATUSES) {
    for (const to of COURSE_TEMPLATE_STATUSES) {
      if (from === to) continue;
      const allowed = ALLOWED.find(([f, t]) => f === from && t === to)?.[2] ?? [];
      for (const actor of COURSE_TEMPLATE_ACTORS) {
        const may = allowed.includes(actor);
        it(`${from} → ${to} by ${actor}: ${may ? 'allowed' : 'refused'}`, () => {
          const problem = courseTemplateMoveProblem(from, to, [actor]);
          if (may) expect(problem).toBeNull();
          else expect(problem).toMatch(/\S/);
        });
      }
    }
  }

  it('archived is final: no move out of it, for anyone, with every right', () => {
    for (const to of COURSE_TEMPLATE_STATUSES) expect(courseTemplateMoveProblem('archived', to, COURSE_TEMPLATE_ACTORS)).toMatch(/final/);
    expect(courseTemplateMoves('archived', COURSE_TEMPLATE_ACTORS)).toEqual([]);
  });

  it('someone holding no role on the template may take no move, and a refusal names who may', () => {
    for (const from of COURSE_TEMPLATE_STATUSES) expect(courseTemplateMoves(from, [])).toEqual([]);
    expect(courseTemplateMoveProblem('sentForApproval', 'availableForUse', ['builder'])).toBe(
      "Approve is for course type approvers (approve on course types) or the template's training manager.",
    );
  });

  it('offers each actor only their moves', () => {
    expect(courseTemplateMoves('inBuild', ['trainingInstructor']).map((m) => m.to)).toEqual(['sentForApproval']);
    expect(courseTemplateMoves('sentForApproval', ['trainingManager']).map((m) => m.to)).toEqual(['availableForUse', 'inBuild']);
  });
});
