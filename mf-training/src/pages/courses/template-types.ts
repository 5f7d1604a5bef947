import { useCrumbName, useT } from '@firecrest/portal-kit';
import { type CourseTemplateActor, type CourseTemplateEvent, type CourseTemplateStatus, type SessionUser, can } from '@firecrest/contracts';

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
/** Each §4.2 status's catalogue key (namespace `training`). */
export const STATUS_KEYS: Record<CourseTemplateStatus, string> = {
  inBuild: 'templates.status.inBuild',
  inBuildTrainingInstructor: 'templates.status.inBuildTrainingInstructor',
  sentForApproval: 'templates.status.sentForApproval',
  availableForUse: 'templates.status.availableForUse',
  onHold: 'templates.status.onHold',
  archived: 'templates.status.archived',
};
/** The catalogue key of each move contracts name (COURSE_TEMPLATE_TRANSITIONS' `action`). */
export const MOVE_KEYS: Record<string, string> = {
  'Hand to training instructor': 'templates.move.handToInstructor',
  'Send for approval': 'templates.move.sendForApproval',
  Archive: 'templates.move.archive',
  'Return to course administrator': 'templates.move.returnToAdministrator',
  Approve: 'templates.move.approve',
  'Return for changes': 'templates.move.returnForChanges',
  'Put on hold': 'templates.move.putOnHold',
  Revise: 'templates.move.revise',
  'Make available again': 'templates.move.makeAvailable',
};
/** Each material content type's and audience's catalogue key. */
export const CONTENT_TYPE_KEYS: Record<string, string> = { preLearning: 'templates.contentType.preLearning', learning: 'templates.contentType.learning', postLearning: 'templates.contentType.postLearning' };
export const AUDIENCE_KEYS: Record<string, string> = { delegates: 'templates.audience.delegates', instructors: 'templates.audience.instructors' };

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

/** Names the templates' segments in the breadcrumbs (`/training-content/rt/planner` and its `/list`) "Course templates". */
export function useTemplatesCrumbs() {
  const { t } = useT('training');
  useCrumbName('/training-content/rt/planner', t('templates.title'));
  useCrumbName(TEMPLATES_PATH, t('templates.title'));
}
