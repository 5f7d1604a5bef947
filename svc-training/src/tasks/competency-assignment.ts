import type { FastifyInstance } from 'fastify';

/** Placeholder until profiles exist. */
export async function assignCompetencies(_fastify: FastifyInstance, _scope: 'new' | 'all'): Promise<string> {
  return 'No assignment profiles defined';
}
