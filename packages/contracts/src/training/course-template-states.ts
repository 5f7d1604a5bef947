/**
 * §4.2 course template ("course type") approval states: built by the course administrator or handed to the training
 * instructor named as reviewer, sent for approval, made available for use by the training manager, put on hold, and
 * archived for good.
 */
export const COURSE_TEMPLATE_STATUSES = ['inBuild', 'inBuildTrainingInstructor', 'sentForApproval', 'availableForUse', 'onHold', 'archived'] as const;
export type CourseTemplateStatus = (typeof COURSE_TEMPLATE_STATUSES)[number];

export const COURSE_TEMPLATE_STATUS_LABELS: Record<CourseTemplateStatus, string> = {
  inBuild: 'In build',
  inBuildTrainingInstructor: 'In build (training instructor)',
  sentForApproval: 'Sent for approval',
  availableForUse: 'Available for use',
  onHold: 'On hold',
  archived: 'Archived',
};

/**
 * Who may move a template: `builder` holds edit on COURSE_ADMIN, `approver` holds approve on COURSE_TYPES,
 * `trainingInstructor` and `trainingManager` are the reviewers the template names.
 */
export const COURSE_TEMPLATE_ACTORS = ['builder', 'approver', 'trainingInstructor', 'trainingManager'] as const;
export type CourseTemplateActor = (typeof COURSE_TEMPLATE_ACTORS)[number];

interface Move {
  to: CourseTemplateStatus;
  action: string;
  by: readonly CourseTemplateActor[];
}

const building = ['builder', 'trainingInstructor'] as const;
const approving = ['approver', 'trainingManager'] as const;

/** From each status, where a template may go, the action the portal names it by, and who may take it. Archived is final. */
export const COURSE_TEMPLATE_TRANSITIONS: Record<CourseTemplateStatus, readonly Move[]> = {
  inBuild: [
    { to: 'inBuildTrainingInstructor', action: 'Hand to training instructor', by: ['builder'] },
    { to: 'sentForApproval', action: 'Send for approval', by: building },
    { to: 'archived', action: 'Archive', by: ['approver'] },
  ],
  inBuildTrainingInstructor: [
    { to: 'inBuild', action: 'Return to course administrator', by: building },
    { to: 'sentForApproval', action: 'Send for approval', by: building },
    { to: 'archived', action: 'Archive', by: ['approver'] },
  ],
  sentForApproval: [
    { to: 'availableForUse', action: 'Approve', by: approving },
    { to: 'inBuild', action: 'Return for changes', by: approving },
    { to: 'archived', action: 'Archive', by: ['approver'] },
  ],
  availableForUse: [
    { to: 'onHold', action: 'Put on hold', by: approving },
    { to: 'inBuild', action: 'Revise', by: ['builder'] },
    { to: 'archived', action: 'Archive', by: ['approver'] },
  ],
  onHold: [
    { to: 'availableForUse', action: 'Make available again', by: approving },
    { to: 'inBuild', action: 'Revise', by: ['builder'] },
    { to: 'archived', action: 'Archive', by: ['approver'] },
  ],
  archived: [],
};

/** Statuses in which the template's fields may be changed (a template in approval or in use is frozen until revised). */
export const COURSE_TEMPLATE_EDITABLE: readonly CourseTemplateStatus[] = ['inBuild', 'inBuildTrainingInstructor'];

/** Why the actor (holding these roles) may not move a template from one status to another, or null when §4.2 allows it. */
export function courseTemplateMoveProblem(from: CourseTemplateStatus, to: CourseTemplateStatus, actors: readonly CourseTemplateActor[]): string | null {
  if (from === 'archived') return 'An archived template is final: it cannot be changed or moved.';
  const move = COURSE_TEMPLATE_TRANSITIONS[from].find((m) => m.to === to);
  if (!move) return `A template ${COURSE_TEMPLATE_STATUS_LABELS[from].toLowerCase()} cannot be moved to ${COURSE_TEMPLATE_STATUS_LABELS[to].toLowerCase()}.`;
  if (!move.by.some((a) => actors.includes(a))) return `${move.action} is for ${move.by.map(actorLabel).join(' or ')}.`;
  return null;
}

/** The moves these actors may take from a status (what the portal offers as buttons). */
export const courseTemplateMoves = (from: CourseTemplateStatus, actors: readonly CourseTemplateActor[]) =>
  COURSE_TEMPLATE_TRANSITIONS[from].filter((m) => m.by.some((a) => actors.includes(a)));

function actorLabel(actor: CourseTemplateActor): string {
  return {
    builder: 'course administrators (edit on course admin)',
    approver: 'course type approvers (approve on course types)',
    trainingInstructor: "the template's training instructor",
    trainingManager: "the template's training manager",
  }[actor];
}
