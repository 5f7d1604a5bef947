import type { CourseTemplateEvent } from '@firecrest/contracts';
import type { CourseTemplate } from '../../models/course-template';

/** The template as its events, answers and history carry it. */
export const templateEvent = (t: CourseTemplate): CourseTemplateEvent => ({
  id: t._id,
  code: t.code,
  name: t.name,
  description: t.description,
  courseTypeId: t.courseTypeId,
  deliveryMethodId: t.deliveryMethodId,
  minPlaces: t.minPlaces,
  maxPlaces: t.maxPlaces,
  leadInstructorIds: t.leadInstructorIds,
  assistantInstructorIds: t.assistantInstructorIds,
  trainingManager: t.trainingManager,
  trainingInstructor: t.trainingInstructor,
  competencyIds: t.competencyIds,
  evaluationOptions: t.evaluationOptions as CourseTemplateEvent['evaluationOptions'],
  materials: t.materials.map((m) => ({ description: m.description, link: m.link ?? null, fileId: m.fileId ?? null, fileName: m.fileName ?? null, contentType: m.contentType, audience: m.audience })),
  ppeResourceIds: t.ppeResourceIds,
  status: t.status,
  version: t.version,
  lastModifiedDate: t.lastModifiedDate.toISOString(),
});

/** What a history entry keeps of the template: every field but its id and modification time. */
export function keptFields(event: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, lastModifiedDate: _at, ...fields } = event;
  return fields;
}
