import type { FastifyInstance } from 'fastify';
import type { EmployeeCompetency } from '../models/competency-records';
import { COMPETENCY_STATUS, statusIds, todayUtc } from '../statuses/statuses';
import { plural, setCompetencyStatuses } from './record-writes';

/**
 * Records taken per read. The `expiryDate` range is read from its index (on the local FerretDB too, since the store
 * pushdown; the status condition is checked on what the range returns), and a cursor left open while its rows are
 * written slows both to a crawl: each pass reads its records whole, then writes them. Usually one pass; a backlog
 * larger than this takes more, with memory bounded by it.
 */
const PER_PASS = 100_000;

/**
 * CompetencyExpiry: every employee competency whose expiry date has passed (before today, UTC) and that is not
 * already EXPIRED or ARCHIVED becomes EXPIRED, with its `employee-competency.updated` event. The records are read on
 * the indexed `expiryDate`, then written by `_id` and published in steps of 1,000.
 */
export async function expireCompetencies(fastify: FastifyInstance): Promise<string> {
  const status = await statusIds(fastify, 'competencyStatus', { expired: COMPETENCY_STATUS.expired, archived: COMPETENCY_STATUS.archived });
  const today = todayUtc();
  let expired = 0;
  for (;;) {
    const started = performance.now();
    const due = await fastify.training.EmployeeCompetency.find({ expiryDate: { $lt: today }, statusId: { $nin: [status.expired, status.archived] } })
      .limit(PER_PASS)
      .lean<EmployeeCompetency[]>();
    const read = performance.now();
    expired += await setCompetencyStatuses(fastify, due.map((record) => ({ record, statusId: status.expired })));
    // Where a long run's time goes (bench/README.md "Scheduled task CompetencyExpiry").
    fastify.log.info({ records: due.length, readMs: Math.round(read - started), writtenAndPublishedMs: Math.round(performance.now() - read) }, 'CompetencyExpiry pass');
    if (due.length < PER_PASS) break;
  }
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
