import { COURSE_TEMPLATE_STATUS_LABELS, type CourseTemplateActor, type CourseTemplateEvent, type CourseTemplateStatus, type SessionUser, can } from '@firecrest/contracts';

export type CourseTemplate = CourseTemplateEvent;
export const TEMPLATES_API = '/api/training/course-templates';
export const TEMPLATES_PATH = '/training-content/rt/planner/list';

export const STATUS_COLOURS: Record<CourseTemplateStatus, string> = {
  inBuild: 'default',
  inBuildTrainingInstructor: 'purple',
  sentForApproval: 'gold',
  availableForUse: 'green',
  onHold: 'orange',
  archived: 'red',
};
export const statusLabel = (s: CourseTemplateStatus) => COURSE_TEMPLATE_STATUS_LABELS[s];

/** The §4.2 roles the signed-in user holds on a template (the server checks the same). */
export function actorsOn(template: Pick<CourseTemplate, 'trainingManager' | 'trainingInstructor'>, user: SessionUser | null): CourseTemplateActor[] {
  if (!user) return [];
  const actors: CourseTemplateActor[] = [];
  if (can(user.permissions, 'COURSE_ADMIN', 'edit')) actors.push('builder');
  if (can(user.permissions, 'COURSE_TYPES', 'approve')) actors.push('approver');
  if (template.trainingInstructor === user.username) actors.push('trainingInstructor');
  if (template.trainingManager === user.username) actors.push('trainingManager');
  return actors;
}
