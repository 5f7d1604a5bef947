import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  can,
  COURSE_TEMPLATE_TRANSITIONS,
  courseTemplateEvents,
  courseTemplateEventSchema,
  courseTemplateMoveProblem,
  courseTemplateTransitionBodySchema,
  type CourseTemplateActor,
  idParams,
} from '@firecrest/contracts';
import { ProblemError, typedRoutes } from '@firecrest/service-kit';
import type { CourseTemplate } from '../../models/course-template';
import { keptFields, templateEvent } from './template-event';


/** The §4.2 roles the caller holds on this template (rights, and being named as one of its reviewers). */
export function actorsOn(template: Pick<CourseTemplate, 'trainingManager' | 'trainingInstructor'>, request: FastifyRequest): CourseTemplateActor[] {
  const identity = request.identity;
  if (!identity) return [];
  const actors: CourseTemplateActor[] = [];
  if (can(identity.permissions, 'COURSE_ADMIN', 'edit')) actors.push('builder');
  if (can(identity.permissions, 'COURSE_TYPES', 'approve')) actors.push('approver');
  if (template.trainingInstructor && template.trainingInstructor === identity.username) actors.push('trainingInstructor');
  if (template.trainingManager && template.trainingManager === identity.username) actors.push('trainingManager');
  return actors;
}

/**
 * `POST /course-templates/{id}/transitions` moves a template along §4.2 (COURSE_TEMPLATE_TRANSITIONS says who may);
 * the move is conditional on the status read, is published as `course-template.updated` and is kept in the history.
 */
export function templateTransitions(fastify: FastifyInstance, base: string) {
  const { CourseTemplate: Templates, CourseTemplateVersion: Versions } = fastify.training;
  typedRoutes(fastify).post(
    `${base}/:id/transitions`,
    {
      config: { access: { permission: ['COURSE_ADMIN', 'view'] } },
      schema: { tags: ['Course template'], summary: 'Move the template to another §4.2 status', params: idParams, body: courseTemplateTransitionBodySchema, response: { 200: courseTemplateEventSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const template = await Templates.findById(id).lean();
      if (!template) throw new ProblemError('notFound', `Course template ${id} does not exist.`);
      const problem = courseTemplateMoveProblem(template.status, request.body.to, actorsOn(template, request));
      // A move §4.2 has no arrow for is a conflict with the template's state; one that is someone else's to take is a 403.
      const exists = COURSE_TEMPLATE_TRANSITIONS[template.status].some((m) => m.to === request.body.to);
      if (problem) throw new ProblemError(exists ? 'permissionDenied' : 'conflict', problem);
      const set = { status: request.body.to, version: template.version + 1, lastModifiedDate: new Date() };
      const pending = fastify.outbox.entry(courseTemplateEvents.updated, templateEvent({ ...template, ...set }), { key: String(id), requestId: request.id });
      const doc = await Templates.findOneAndUpdate({ _id: id, status: template.status }, { $set: { ...set, ...fastify.outbox.setFor([pending]) } }, { returnDocument: 'after', strict: false }).lean();
      if (!doc) throw new ProblemError('conflict', 'The template was moved by someone else meanwhile; reload it and try again.');
      await fastify.outbox.relay(Templates, id, [pending]);
      const answer = templateEvent(doc);
      await Versions.create({
        templateId: id,
        version: doc.version,
        action: 'moved',
        from: template.status,
        to: doc.status,
        comment: (request.body.comment ?? '').trim(),
        fields: keptFields(answer),
        by: request.identity?.username ?? 'system',
        at: new Date(),
      });
      return answer;
    },
  );
}
