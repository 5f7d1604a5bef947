import type { FromSchema } from 'json-schema-to-ts';
import { defineEntityEvents, idList, isoDateTime, nullableInt } from '../events/define-entity-events';
import { COURSE_TEMPLATE_STATUSES } from './course-template-states';

const id = { type: 'integer', minimum: 1 } as const;
const nullableId = { type: ['integer', 'null'], minimum: 1, default: null } as const;
const username = { type: ['string', 'null'], maxLength: 100, default: null } as const;

/** §3.2 material: when in the course it is used, and for whom. */
export const MATERIAL_CONTENT_TYPES = ['preLearning', 'learning', 'postLearning'] as const;
export const MATERIAL_CONTENT_TYPE_LABELS: Record<(typeof MATERIAL_CONTENT_TYPES)[number], string> = { preLearning: 'Pre-learning', learning: 'Learning', postLearning: 'Post-learning' };
export const MATERIAL_AUDIENCES = ['delegates', 'instructors'] as const;
/** §3.2 evaluation options of a course. */
export const EVALUATION_OPTIONS = ['delegateEvaluation', 'instructorEvaluation', 'appraisal', 'assessment'] as const;
export const EVALUATION_OPTION_LABELS: Record<(typeof EVALUATION_OPTIONS)[number], string> = {
  delegateEvaluation: 'Delegates evaluate the course',
  instructorEvaluation: 'Instructors evaluate delegates',
  appraisal: 'Appraisals',
  assessment: 'Assessment of competencies',
};
/** Largest uploaded material file (kept in the database, read back through its own address). */
export const MATERIAL_FILE_MAX_BYTES = 2 * 1024 * 1024;

export const courseMaterialSchema = {
  type: 'object',
  required: ['description', 'contentType', 'audience'],
  additionalProperties: false,
  properties: {
    description: { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' },
    /** A link to the material, or null when it is an uploaded file. */
    link: { type: ['string', 'null'], maxLength: 2000, default: null },
    /** The uploaded file's id (from POST /training/course-template-files), or null for a link. */
    fileId: { type: ['string', 'null'], maxLength: 40, default: null },
    fileName: { type: ['string', 'null'], maxLength: 255, default: null },
    contentType: { type: 'string', enum: MATERIAL_CONTENT_TYPES },
    audience: { type: 'string', enum: MATERIAL_AUDIENCES },
  },
} as const;
export type CourseMaterial = FromSchema<typeof courseMaterialSchema>;

/** A course template as the portal writes it (§3.2); its status moves only through its transitions. */
export const courseTemplateBodySchema = {
  $id: 'CourseTemplateBody',
  type: 'object',
  required: ['code', 'name'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9._/-]+$' },
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    description: { type: 'string', maxLength: 4000, default: '' },
    courseTypeId: nullableId,
    deliveryMethodId: nullableId,
    minPlaces: { type: 'integer', minimum: 0, maximum: 1000, default: 0 },
    maxPlaces: { type: 'integer', minimum: 0, maximum: 1000, default: 0 },
    leadInstructorIds: { type: 'array', maxItems: 50, items: id, default: [] },
    assistantInstructorIds: { type: 'array', maxItems: 50, items: id, default: [] },
    /** Reviewers are portal users (by username): the signed-in user is matched against them. */
    trainingManager: username,
    trainingInstructor: username,
    competencyIds: { type: 'array', maxItems: 100, items: id, default: [] },
    evaluationOptions: { type: 'array', maxItems: EVALUATION_OPTIONS.length, uniqueItems: true, items: { type: 'string', enum: EVALUATION_OPTIONS }, default: [] },
    materials: { type: 'array', maxItems: 50, items: courseMaterialSchema, default: [] },
    /** PPE the course needs: training resources of type PPE. */
    ppeResourceIds: { type: 'array', maxItems: 50, items: id, default: [] },
  },
} as const;
export type CourseTemplateBody = FromSchema<typeof courseTemplateBodySchema>;

export const courseTemplateEventSchema = {
  $id: 'CourseTemplateEvent',
  type: 'object',
  required: [
    'id', 'code', 'name', 'description', 'courseTypeId', 'deliveryMethodId', 'minPlaces', 'maxPlaces', 'leadInstructorIds', 'assistantInstructorIds',
    'trainingManager', 'trainingInstructor', 'competencyIds', 'evaluationOptions', 'materials', 'ppeResourceIds', 'status', 'version', 'lastModifiedDate',
  ],
  additionalProperties: false,
  properties: {
    id,
    code: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    courseTypeId: nullableInt,
    deliveryMethodId: nullableInt,
    minPlaces: { type: 'integer' },
    maxPlaces: { type: 'integer' },
    leadInstructorIds: idList,
    assistantInstructorIds: idList,
    trainingManager: { type: ['string', 'null'] },
    trainingInstructor: { type: ['string', 'null'] },
    competencyIds: idList,
    evaluationOptions: { type: 'array', items: { type: 'string', enum: EVALUATION_OPTIONS } },
    materials: {
      type: 'array',
      items: {
        type: 'object',
        required: ['description', 'link', 'fileId', 'fileName', 'contentType', 'audience'],
        additionalProperties: false,
        properties: {
          description: { type: 'string' },
          link: { type: ['string', 'null'] },
          fileId: { type: ['string', 'null'] },
          fileName: { type: ['string', 'null'] },
          contentType: { type: 'string', enum: MATERIAL_CONTENT_TYPES },
          audience: { type: 'string', enum: MATERIAL_AUDIENCES },
        },
      },
    },
    ppeResourceIds: idList,
    status: { type: 'string', enum: COURSE_TEMPLATE_STATUSES },
    /** Grows with every save and every move: a training event names the version it was built from. */
    version: { type: 'integer', minimum: 1 },
    lastModifiedDate: isoDateTime,
  },
} as const;
export type CourseTemplateEvent = FromSchema<typeof courseTemplateEventSchema>;
export const courseTemplateEvents = defineEntityEvents<CourseTemplateEvent>('course-template', courseTemplateEventSchema);

/** `POST /training/course-templates/{id}/transitions`: the status to move to, with an optional comment for the history. */
export const courseTemplateTransitionBodySchema = {
  $id: 'CourseTemplateTransitionBody',
  type: 'object',
  required: ['to'],
  additionalProperties: false,
  properties: { to: { type: 'string', enum: COURSE_TEMPLATE_STATUSES }, comment: { type: 'string', maxLength: 1000, default: '' } },
} as const;
export type CourseTemplateTransitionBody = FromSchema<typeof courseTemplateTransitionBodySchema>;
