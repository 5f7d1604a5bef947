import type { FastifyPluginAsync } from 'fastify';
import { courseTemplateBodySchema, courseTemplateEvents, type CourseTemplateBody, type CourseTemplateEvent } from '@firecrest/contracts';
import { entityRoutes, ProblemError } from '@firecrest/service-kit';
import type { CourseTemplate } from '../../models/course-template';
import { materialFiles } from './material-files';
import { templateEvent } from './template-event';
import { templateHistory } from './template-history';
import { templateRules } from './template-rules';
import { templateTransitions } from './template-transitions';

/**
 * Course templates (§3.2, §2.4 `/training-content/rt/planner`): what a course covers, its materials, the competencies
 * it awards and the PPE it needs. Fields change only while the template is in build; its status moves through §4.2's
 * transitions; every save and move is kept in its history.
 */
export const courseTemplateRoutes: FastifyPluginAsync = async (fastify) => {
  const { CourseTemplate: Templates, TrainingEvent: Events, Counter } = fastify.training;
  templateHistory(fastify, '/course-templates');
  templateTransitions(fastify, '/course-templates');
  materialFiles(fastify);
  await fastify.register(
    entityRoutes<CourseTemplate, CourseTemplateBody, CourseTemplateEvent>({
      noun: 'Course template',
      module: 'COURSE_ADMIN',
      model: Templates,
      counters: Counter,
      events: courseTemplateEvents,
      body: courseTemplateBodySchema,
      toEvent: templateEvent,
      unique: { field: 'code', message: 'The code is already used by another template' },
      prepare: templateRules(fastify),
      async beforeDelete(template) {
        if (template.status !== 'inBuild' && template.status !== 'inBuildTrainingInstructor') throw new ProblemError('conflict', 'Only a template in build can be deleted; archive it instead.');
        if (await Events.exists({ courseTemplateId: template._id })) throw new ProblemError('conflict', 'Training events were built from this template; archive it instead.');
      },
    }),
    { prefix: '/course-templates' },
  );
};
