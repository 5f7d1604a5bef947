import type { FastifyInstance } from 'fastify';
import type { AccessEvent } from '@firecrest/contracts';
import { EVENT_CONDITIONS } from '../routes/logs/access-log';

/** The marker of audit entries all carrying their access event (entries stored before the field get it once). */
const FILLED = 'audit.access-events|v1';

/**
 * Marks the audit entries stored before `accessEvent` was kept, by the route and status rule, then leaves a marker so
 * later starts skip the scan. Entries stored meanwhile carry it already; a fill stopped half way is done again.
 */
export async function fillAccessEvents(fastify: FastifyInstance): Promise<number> {
  const { AuditEntry, Counter } = fastify.system;
  if (await Counter.exists({ _id: FILLED })) return 0;
  let marked = 0;
  for (const [event, condition] of Object.entries(EVENT_CONDITIONS) as [AccessEvent, Record<string, unknown>][]) {
    const result = await AuditEntry.updateMany({ $and: [condition, { accessEvent: { $in: [null] } }] }, { $set: { accessEvent: event } });
    marked += result.modifiedCount;
  }
  await Counter.updateOne({ _id: FILLED }, { $set: { seq: 1 } }, { upsert: true });
  return marked;
}

/** The fill in the background at start: the log shows older sign-ins once it is done. */
export function fillAccessEventsAtStart(fastify: FastifyInstance) {
  fastify.addHook('onReady', async () => {
    fillAccessEvents(fastify).then(
      (marked) => marked && fastify.log.info({ marked }, 'user access log: older audit entries marked with their event'),
      (err) => fastify.log.error({ err }, 'user access log: marking older audit entries failed; the next start tries again'),
    );
  });
}
