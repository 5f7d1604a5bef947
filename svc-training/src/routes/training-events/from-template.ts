import type { FastifyInstance } from 'fastify';
import type { TrainingEventBody } from '@firecrest/contracts';
import { fieldProblem } from '@firecrest/service-kit';
import type { TrainingEvent } from '../../models/training-event';

/** The instructors a template names, to be put on an event that has just named it. */
export interface TemplateInstructors {
  lead: number[];
  assistant: number[];
}

/** The body with what the template gives it, and what the event keeps of the template. */
interface WithTemplate {
  body: TrainingEventBody;
  courseTemplateId: number | null;
  courseTemplateVersion: number | null;
  materials: NonNullable<TrainingEvent['materials']>;
  ppeResourceIds: number[];
  /** Set only when the event names the template for the first time: its instructors become the event's. */
  instructors: TemplateInstructors | null;
}

/**
 * What an event takes from the course template it names (issue 32): the course's code and name, the competencies the
 * template awards (always among the event's, so evaluating it awards them), its places and instructor numbers where
 * the body leaves them empty, and, when the event first names it, its materials and PPE (copied onto the event) and
 * its lead and assistant instructors (put on the event as nominated instructors, see training-events/index.ts). A
 * template must be available for use when an event first names it; an event keeps the version, materials and PPE it
 * was built from while it goes on naming the same template, so archiving or revising a template never changes or
 * breaks existing events. An event naming no template keeps its free-text course, as before.
 */
export async function fromTemplate(fastify: FastifyInstance, body: TrainingEventBody, existing: TrainingEvent | null): Promise<WithTemplate> {
  const templateId = body.courseTemplateId ?? null;
  if (!templateId) return { body, courseTemplateId: null, courseTemplateVersion: null, materials: [], ppeResourceIds: [], instructors: null };
  const template = await fastify.training.CourseTemplate.findById(templateId).lean();
  if (!template) throw fieldProblem('courseTemplateId', `${templateId} does not exist.`);
  const kept = existing?.courseTemplateId === templateId;
  if (!kept && template.status !== 'availableForUse') throw fieldProblem('courseTemplateId', 'The course template is not available for use');
  const placesGiven = (body.minPlaces ?? 0) > 0 || (body.maxPlaces ?? 0) > 0;
  return {
    body: {
      ...body,
      course: { code: template.code, name: template.name },
      competencyIds: [...new Set([...template.competencyIds, ...(body.competencyIds ?? [])])],
      minPlaces: placesGiven ? (body.minPlaces ?? 0) : template.minPlaces,
      maxPlaces: placesGiven ? (body.maxPlaces ?? 0) : template.maxPlaces,
      leadInstructors: body.leadInstructors ?? (template.leadInstructorIds.length || null),
      assistantInstructors: body.assistantInstructors ?? (template.assistantInstructorIds.length || null),
    },
    courseTemplateId: templateId,
    courseTemplateVersion: kept ? (existing?.courseTemplateVersion ?? template.version) : template.version,
    materials: kept ? (existing?.materials ?? []) : template.materials,
    ppeResourceIds: kept ? (existing?.ppeResourceIds ?? []) : template.ppeResourceIds,
    instructors: kept ? null : { lead: template.leadInstructorIds, assistant: template.assistantInstructorIds },
  };
}
