import type { FastifyInstance } from 'fastify';

/**
 * CompetencyAssignment and BulkAssignCompetencies (job type 0) assign competencies by employee role and location
 * profile. The framework has no assignment profiles yet (no screen or route defines one), so the run says so rather
 * than pretending to have assigned anything.
 */
export async function assignCompetencies(_fastify: FastifyInstance): Promise<string> {
  return 'No assignment profiles defined: nothing to assign';
}
