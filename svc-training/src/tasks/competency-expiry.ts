import type { FastifyInstance } from 'fastify';
import type { EmployeeCompetency } from '../models/competency-records';
import { COMPETENCY_STATUS, statusIds, todayUtc } from './statuses';
import { plural, setCompetencyStatuses, STEP } from './record-writes';

/** Steps read but not yet written that the scan may run ahead by. */
const WRITE_AHEAD = 10;

/**
 * CompetencyExpiry: every employee competency whose expiry date has passed (before today, UTC) and that is not
 * already EXPIRED or ARCHIVED becomes EXPIRED, with its `employee-competency.updated` event. The records are read
 * once on the indexed `expiryDate` and written step by step while the scan goes on, so a million records never sit
 * in memory together.
 */
export async function expireCompetencies(fastify: FastifyInstance): Promise<string> {
  const status = await statusIds(fastify, 'competencyStatus', { expired: COMPETENCY_STATUS.expired, archived: COMPETENCY_STATUS.archived });
  const cursor = fastify.training.EmployeeCompetency.find({ expiryDate: { $lt: todayUtc() }, statusId: { $nin: [status.expired, status.archived] } })
    .lean<EmployeeCompetency[]>()
    .cursor({ batchSize: 20_000 });
  // The scan goes on while the steps already read are written and published (at most WRITE_AHEAD steps waiting).
  let expired = 0;
  let writing: Promise<void> = Promise.resolve();
  let waiting = 0;
  let failure: unknown = null;
  const write = (records: EmployeeCompetency[]) => {
    waiting++;
    writing = writing
      .then(async () => {
        if (!failure) expired += await setCompetencyStatuses(fastify, records.map((r) => ({ record: r, statusId: status.expired })));
      })
      .catch((err: unknown) => {
        failure ??= err;
      })
      .finally(() => waiting--);
  };
  let step: EmployeeCompetency[] = [];
  for await (const record of cursor) {
    step.push(record);
    if (step.length >= STEP) {
      write(step);
      step = [];
      if (waiting >= WRITE_AHEAD) await writing;
      if (failure) break;
    }
  }
  write(step);
  await writing;
  if (failure) throw failure;
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
