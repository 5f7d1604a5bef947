import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Model } from 'mongoose';
import { COURSE_TEMPLATE_EDITABLE, type ReferenceKind, COURSE_TEMPLATE_STATUS_LABELS, TRAINING_MESSAGES as M, type CourseTemplateBody } from '@firecrest/contracts';
import { assertExisting, existingIds, fieldProblem, missingIdsProblem, ProblemError, type ReferenceItem } from '@firecrest/service-kit';
import type { CourseTemplate } from '../../models/course-template';
import { referenceKeys } from '../reference-ids';

const isWebLink = (link: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(link).protocol);
  } catch {
    return false;
  }
};

/** Throws a field problem naming the ids (as the portal knows them) of a reference list that are not stored. */
async function assertItems(items: Model<ReferenceItem>, kind: ReferenceKind, field: string, ids: (number | null | undefined)[]) {
  const wanted = ids.filter((i): i is number => typeof i === 'number');
  const found = new Set(await existingIds(items, referenceKeys(kind, wanted)));
  const missing = wanted.filter((i) => !found.has(`${kind}:${i}`));
  if (missing.length) throw missingIdsProblem(field, missing);
}

/** Checks a template body against the domain (lists, people, PPE, files) and turns it into stored fields. */
export function templateRules(fastify: FastifyInstance) {
  const { ReferenceItem, TrainingResource, CourseMaterialFile } = fastify.training;
  return async function prepare(body: CourseTemplateBody, request: FastifyRequest, existing: CourseTemplate | null) {
    if (existing?.status === 'archived') throw new ProblemError('conflict', 'An archived template is final: it cannot be changed.');
    if (existing && !COURSE_TEMPLATE_EDITABLE.includes(existing.status)) {
      throw new ProblemError('conflict', `A template ${COURSE_TEMPLATE_STATUS_LABELS[existing.status].toLowerCase()} cannot be changed; revise it (back to in build) first.`);
    }
    const minPlaces = body.minPlaces ?? 0;
    const maxPlaces = body.maxPlaces ?? 0;
    if (maxPlaces < minPlaces) throw fieldProblem('maxPlaces', M.maxNotLessThanMin);
    const materials = (body.materials ?? []).map((m, i) => {
      const link = m.link?.trim() || null;
      const fileId = m.fileId || null;
      if (!link === !fileId) throw fieldProblem(`materials.${i}.link`, 'Give either a link or an uploaded file');
      if (link && !isWebLink(link)) throw fieldProblem(`materials.${i}.link`, 'Invalid URL');
      return { description: m.description.trim(), link, fileId, fileName: fileId ? (m.fileName ?? null) : null, contentType: m.contentType, audience: m.audience };
    });
    await assertItems(ReferenceItem, 'courseType', 'courseTypeId', [body.courseTypeId]);
    await assertItems(ReferenceItem, 'deliveryMethod', 'deliveryMethodId', [body.deliveryMethodId]);
    await assertItems(ReferenceItem, 'competency', 'competencyIds', body.competencyIds ?? []);
    await assertExisting(TrainingResource, 'ppeResourceIds', body.ppeResourceIds ?? [], { trainingResourceTypeName: 'PPE' });
    const files = materials.map((m) => m.fileId).filter((f): f is string => Boolean(f));
    if (files.length) {
      const found = new Set((await CourseMaterialFile.find({ _id: { $in: files } }, { _id: 1 }).lean()).map((f) => f._id));
      const i = materials.findIndex((m) => m.fileId && !found.has(m.fileId));
      if (i >= 0) throw fieldProblem(`materials.${i}.fileId`, 'The uploaded file no longer exists; upload it again');
    }
    await fastify.personnelReferences.employees(request, 'leadInstructorIds', body.leadInstructorIds ?? []);
    await fastify.personnelReferences.employees(request, 'assistantInstructorIds', body.assistantInstructorIds ?? []);
    return {
      code: body.code.trim().toUpperCase(),
      name: body.name.trim(),
      description: (body.description ?? '').trim(),
      courseTypeId: body.courseTypeId ?? null,
      deliveryMethodId: body.deliveryMethodId ?? null,
      minPlaces,
      maxPlaces,
      leadInstructorIds: [...new Set(body.leadInstructorIds ?? [])],
      assistantInstructorIds: [...new Set(body.assistantInstructorIds ?? [])],
      trainingManager: body.trainingManager?.trim() || null,
      trainingInstructor: body.trainingInstructor?.trim() || null,
      competencyIds: [...new Set(body.competencyIds ?? [])],
      evaluationOptions: body.evaluationOptions ?? [],
      materials,
      ppeResourceIds: [...new Set(body.ppeResourceIds ?? [])],
      status: existing?.status ?? 'inBuild',
      version: (existing?.version ?? 0) + 1,
    };
  };
}
