import fp from 'fastify-plugin';
import { infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { compilePersonnelModels } from './models';
import { locationRoutes } from './routes/locations';

/** Personnel and the organisation they work in: owns locations now; employees and contracts come next. */
export const app = fp<{ config: BaseConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-personnel', config });
  fastify.decorate('personnel', compilePersonnelModels(fastify.db));
  await Promise.all(Object.values(fastify.personnel).map((model) => model.init()));
  await fastify.register(locationRoutes, { prefix: '/personnel/locations' });
});
