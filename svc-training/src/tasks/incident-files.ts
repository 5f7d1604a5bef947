import type { FastifyInstance } from 'fastify';

export async function importIncidentFiles(_fastify: FastifyInstance): Promise<string> {
  return 'No incident files folder configured';
}
export async function cleanIncidentFiles(_fastify: FastifyInstance): Promise<string> {
  return 'No incident files folder configured';
}
