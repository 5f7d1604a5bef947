import type { FastifyPluginAsync } from 'fastify';
import { pingMongo } from '@firecrest/service-kit';

const PROBE_TIMEOUT_MS = 2_000;

const instanceStatusSchema = {
  type: 'object',
  required: ['url', 'status', 'inRotation'],
  properties: {
    url: { type: 'string' },
    status: { type: 'string', enum: ['up', 'down'] },
    /** Whether the gateway gives it calls now (its health probe answers). */
    inRotation: { type: 'boolean' },
    latencyMs: { type: 'integer' },
  },
} as const;

const serviceStatusSchema = {
  type: 'object',
  required: ['services'],
  properties: {
    services: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'status'],
        properties: {
          name: { type: 'string' },
          /** Up when at least one instance is ready. */
          status: { type: 'string', enum: ['up', 'down'] },
          latencyMs: { type: 'integer' },
          instances: { type: 'array', items: instanceStatusSchema },
        },
      },
    },
  },
} as const;

async function probe(fn: () => Promise<boolean>) {
  const started = performance.now();
  const ok = await Promise.race([
    fn().catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref()),
  ]);
  return { status: ok ? ('up' as const) : ('down' as const), latencyMs: Math.round(performance.now() - started) };
}

const ready = async (url: string) => (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })).ok;

/** Whether each service can serve: each instance's /readyz (database and broker reachable), and which take calls. */
export const systemRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/status',
    {
      config: { access: { permission: ['SYSTEM', 'view'] } },
      schema: { tags: ['system'], summary: 'Readiness of every service and each of its instances', response: { 200: serviceStatusSchema } },
    },
    async () => ({
      services: await Promise.all([
        probe(async () => {
          await pingMongo(fastify.db);
          await fastify.events.ping();
          return true;
        }).then((gateway) => ({ name: 'svc-gateway', ...gateway })),
        ...[...fastify.upstreamPools.values()].map(async (pool) => {
          const instances = await Promise.all(
            pool.snapshot().map(async ({ url, inRotation }) => ({ url, inRotation, ...(await probe(() => ready(url))) })),
          );
          const up = instances.filter((i) => i.status === 'up');
          return {
            name: pool.service,
            status: up.length > 0 ? ('up' as const) : ('down' as const),
            // The service answers as fast as its quickest ready instance.
            latencyMs: Math.min(...(up.length > 0 ? up : instances).map((i) => i.latencyMs)),
            instances,
          };
        }),
      ]),
    }),
  );
};
