import { Schema, type Connection } from 'mongoose';
import type { CourseMaterial, CourseTemplateStatus } from '@firecrest/contracts';
import { courseMaterialSchema } from './course-material';

/** §3.2 course template: what a course covers, who may deliver and review it, and where it is in its §4.2 approval. */
export interface CourseTemplate {
  _id: number;
  code: string;
  name: string;
  description: string;
  courseTypeId: number | null;
  deliveryMethodId: number | null;
  minPlaces: number;
  maxPlaces: number;
  leadInstructorIds: number[];
  assistantInstructorIds: number[];
  trainingManager: string | null;
  trainingInstructor: string | null;
  competencyIds: number[];
  evaluationOptions: string[];
  materials: Required<CourseMaterial>[];
  ppeResourceIds: number[];
  status: CourseTemplateStatus;
  version: number;
  lastModifiedDate: Date;
}

export const courseTemplateSchema = new Schema<CourseTemplate>(
  {
    _id: { type: Number, required: true },
    code: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    courseTypeId: { type: Number, default: null },
    deliveryMethodId: { type: Number, default: null },
    minPlaces: { type: Number, default: 0 },
    maxPlaces: { type: Number, default: 0 },
    leadInstructorIds: { type: [Number], default: [] },
    assistantInstructorIds: { type: [Number], default: [] },
    trainingManager: { type: String, default: null },
    trainingInstructor: { type: String, default: null },
    competencyIds: { type: [Number], default: [] },
    evaluationOptions: { type: [String], default: [] },
    materials: { type: [courseMaterialSchema], default: [] },
    ppeResourceIds: { type: [Number], default: [] },
    status: { type: String, required: true, index: true },
    version: { type: Number, required: true },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/**
 * One entry of a template's history (§2.4 `/details/{id}/history`): each save and each §4.2 move, with the template as
 * it became (so a training event's template version can be read back), who and when.
 */
export interface CourseTemplateVersion {
  templateId: number;
  version: number;
  action: 'created' | 'updated' | 'moved' | 'deleted';
  from: CourseTemplateStatus | null;
  to: CourseTemplateStatus | null;
  comment: string;
  fields: Record<string, unknown>;
  by: string;
  at: Date;
}

export const courseTemplateVersionSchema = new Schema<CourseTemplateVersion>(
  {
    templateId: { type: Number, required: true },
    version: { type: Number, required: true },
    action: { type: String, required: true },
    from: { type: String, default: null },
    to: { type: String, default: null },
    comment: { type: String, default: '' },
    fields: { type: Schema.Types.Mixed, required: true },
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);
courseTemplateVersionSchema.index({ templateId: 1, at: -1 });

/** An uploaded material file (base64 in JSON on the way in, bytes here). */
export interface CourseMaterialFile {
  _id: string;
  fileName: string;
  contentType: string;
  size: number;
  content: Buffer;
  by: string;
  at: Date;
}

export const courseMaterialFileSchema = new Schema<CourseMaterialFile>(
  {
    _id: { type: String, required: true },
    fileName: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    content: { type: Buffer, required: true },
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export const courseTemplateModels = (db: Connection) => ({
  CourseTemplate: db.model<CourseTemplate>('CourseTemplate', courseTemplateSchema, 'course_templates'),
  CourseTemplateVersion: db.model<CourseTemplateVersion>('CourseTemplateVersion', courseTemplateVersionSchema, 'course_template_versions'),
  CourseMaterialFile: db.model<CourseMaterialFile>('CourseMaterialFile', courseMaterialFileSchema, 'course_material_files'),
});
