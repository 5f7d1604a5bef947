import type { FastifyPluginAsync } from 'fastify';
import { pingMongo } from '@firecrest/service-kit';
import type { GatewayConfig } from '../../config';
import { upstreams } from '../../upstreams';

const PROBE_TIMEOUT_MS = 2_000;

const serviceStatusSchema = {
  type: 'object',
  required: ['services'],
  properties: {
    services: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'status'],
        properties: { name: { type: 'string' }, status: { type: 'string', enum: ['up', 'down'] }, latencyMs: { type: 'integer' } },
      },
    },
  },
} as const;

async function probe(name: string, fn: () => Promise<boolean>) {
  const started = performance.now();
  const ok = await Promise.race([
    fn().catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref()),
  ]);
  return { name, status: ok ? ('up' as const) : ('down' as const), latencyMs: Math.round(performance.now() - started) };
}

/** Whether each service can serve: its /readyz (database and broker reachable). */
export const systemRoutes: FastifyPluginAsync<{ config: GatewayConfig }> = async (fastify, { config }) => {
  fastify.get(
    '/status',
    {
      config: { access: { permission: ['SYSTEM', 'view'] } },
      schema: { tags: ['system'], summary: 'Readiness of every service', response: { 200: serviceStatusSchema } },
    },
    async () => ({
      services: await Promise.all([
        probe('svc-gateway', async () => {
          await pingMongo(fastify.db);
          await fastify.events.ping();
          return true;
        }),
        ...upstreams(config).map((u) =>
          probe(u.name, async () => (await fetch(`${u.url}/readyz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })).ok),
        ),
      ]),
    }),
  );
};
