import fp from 'fastify-plugin';
import { infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { compileTrainingModels } from './models';
import { referenceItemRoutes } from './routes/reference-items';
import { seedStatuses } from './seed-statuses';

/**
 * Training and the competency framework. Owns the reference lists so far (competencies, subject areas,
 * programs, statuses, booking types, incident types); events, courses and resources come next.
 */
export const app = fp<{ config: BaseConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-training', config });
  fastify.decorate('training', compileTrainingModels(fastify.db));
  await Promise.all(Object.values(fastify.training).map((model) => model.init()));
  await fastify.register(referenceItemRoutes, { prefix: '/training/reference-items' });
  await seedStatuses(fastify);
});
