import type { FastifyInstance } from 'fastify';
import { employeeEvents, type EmployeeEvent } from '@firecrest/contracts';
import { competencyStatusKeeper, type CompetencyStatusKeeper } from '../competency-status/status-keeper';

declare module 'fastify' {
  interface FastifyInstance {
    competencyStatus: CompetencyStatusKeeper;
  }
}

/**
 * Events per run of the group: a run refreshes each person it names, reading their copies and rows (about 20
 * documents each), and the group's heartbeat waits for it, so a run of 500 people (an LMS import, the employee topic
 * read from the start) outlasted the 10 s session on a busy store and the consumer fell out of its group.
 */
export const STATUS_RUN = 100;

/**
 * The status rows and expiry counts follow the competency copies (competency-copies.ts refreshes the people whose
 * copies it wrote) and the employees: a change of station, name or contract dates moves a person's counts. The
 * employee topics join the copies' consumer group, so a person is never refreshed by two handlers at once, and read
 * from the start when the group first meets them. A database of before the counts (no marker) is filled from the
 * records in the background at start.
 */
export function keepCompetencyStatus(fastify: FastifyInstance) {
  const keeper = competencyStatusKeeper(fastify);
  fastify.decorate('competencyStatus', keeper);
  const refresh = ({ payload }: { payload: Pick<EmployeeEvent, 'id'> }) => keeper.refresh([payload.id]);
  const refreshRun = (events: { payload: Pick<EmployeeEvent, 'id'> }[]) => keeper.refresh(events.map((e) => e.payload.id));
  const options = { group: 'competency-copies', fromBeginning: true, batch: refreshRun, run: STATUS_RUN };
  fastify.events.subscribe(employeeEvents.created, refresh, options);
  fastify.events.subscribe(employeeEvents.updated, refresh, options);
  fastify.events.subscribe(employeeEvents.deleted, refresh, options);
  fastify.addHook('onReady', async () => {
    if (await keeper.built()) return;
    fastify.log.info('competency status: building the counts from the records');
    keeper.rebuild().then(
      () => fastify.log.info('competency status: counts built'),
      (err) => fastify.log.error({ err }, 'competency status: building the counts failed; the next start tries again'),
    );
  });
}
