import type { FastifyPluginAsync } from 'fastify';
import { employeeRoutes, publicEmployeeSchema } from './employees';
import { RECORD_KINDS, recordRoutes } from './records';

/** Everything under /api/v1/employees. */
export const employeesRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addSchema(publicEmployeeSchema);
  await fastify.register(employeeRoutes);
  for (const kind of RECORD_KINDS) await fastify.register(recordRoutes(kind));
};
