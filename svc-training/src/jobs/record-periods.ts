import type { FastifyInstance } from 'fastify';
import type { EmployeeCompetency } from '../models/competency-records';
import { COMPETENCY_STATUS, statusId, todayUtc } from '../statuses/statuses';
import { plural, setCompetencyStatuses } from './record-writes';

/**
 * CompetencyUpdateActiveStatus: a record whose own period has ended (end date before today) is no longer active:
 * it becomes ARCHIVED, so it leaves the active lists and `activeOnly` answers.
 */
export async function updateActiveStatus(fastify: FastifyInstance): Promise<string> {
  const archived = await statusId(fastify, 'competencyStatus', COMPETENCY_STATUS.archived);
  const ended = await fastify.training.EmployeeCompetency.find({ endDate: { $lt: todayUtc() }, statusId: { $ne: archived } }).lean<EmployeeCompetency[]>();
  const changed = await setCompetencyStatuses(fastify, ended.map((record) => ({ record, statusId: archived })));
  return `${plural(changed, 'competency', 'competencies')} past their end date archived`;
}
