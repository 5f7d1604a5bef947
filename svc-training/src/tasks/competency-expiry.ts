import type { FastifyInstance } from 'fastify';
import type { EmployeeCompetency } from '../models/competency-records';
import { COMPETENCY_STATUS, statusIds, todayUtc } from './statuses';
import { plural, setCompetencyStatuses, STEP } from './record-writes';

/**
 * CompetencyExpiry: every employee competency whose expiry date has passed (before today, UTC) and that is not
 * already EXPIRED or ARCHIVED becomes EXPIRED, with its `employee-competency.updated` event. The records are read
 * once on the indexed `expiryDate` and written step by step as they stream in, so a million records never sit in
 * memory together.
 */
export async function expireCompetencies(fastify: FastifyInstance): Promise<string> {
  const status = await statusIds(fastify, 'competencyStatus', { expired: COMPETENCY_STATUS.expired, archived: COMPETENCY_STATUS.archived });
  const cursor = fastify.training.EmployeeCompetency.find({ expiryDate: { $lt: todayUtc() }, statusId: { $nin: [status.expired, status.archived] } })
    .lean<EmployeeCompetency[]>()
    .cursor({ batchSize: 20_000 });
  let expired = 0;
  let step: EmployeeCompetency[] = [];
  for await (const record of cursor) {
    step.push(record);
    if (step.length >= STEP) {
      expired += await setCompetencyStatuses(fastify, step.map((r) => ({ record: r, statusId: status.expired })));
      step = [];
    }
  }
  expired += await setCompetencyStatuses(fastify, step.map((r) => ({ record: r, statusId: status.expired })));
  return `${plural(expired, 'competency', 'competencies')} expired`;
}

/**
 * CompetencyCalculation: each record's status recomputed from its dates. Past expiry and not EXPIRED or ARCHIVED
 * becomes EXPIRED; EXPIRED with an expiry date no longer passed (extended, or removed) becomes PASS again.
 */
export async function calculateCompetencies(fastify: FastifyInstance): Promise<string> {
  const status = await statusIds(fastify, 'competencyStatus', { expired: COMPETENCY_STATUS.expired, pass: COMPETENCY_STATUS.pass });
  const today = todayUtc();
  const reinstated = await fastify.training.EmployeeCompetency.find({ statusId: status.expired, $or: [{ expiryDate: null }, { expiryDate: { $gte: today } }] }).lean<EmployeeCompetency[]>();
  const back = await setCompetencyStatuses(fastify, reinstated.map((record) => ({ record, statusId: status.pass })));
  const expired = await expireCompetencies(fastify);
  return `${expired}, ${plural(back, 'competency', 'competencies')} reinstated after their expiry date moved`;
}
