import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pingMongo } from './mongo';
import { sendProblem } from './errors/error-handler';

const TIMEOUT_MS = 2_000;

async function check(fn: () => Promise<void>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS);
  });
  try {
    await Promise.race([fn(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** /healthz: the process answers. /readyz: it can reach its database and the broker. */
export const healthPlugin = fp(
  async (fastify: FastifyInstance) => {
    const access = { public: true };
    // The gateway probes every instance twice a second: its answers are not worth a log line each.
    fastify.get('/healthz', { config: { access }, schema: { hide: true }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
    fastify.get('/readyz', { config: { access }, schema: { hide: true } }, async (request, reply) => {
      const checks: Record<string, 'up' | 'down'> = {};
      if (fastify.hasDecorator('db')) checks.mongo = await check(() => pingMongo(fastify.db));
      if (fastify.hasDecorator('events')) checks.kafka = await check(() => fastify.events.ping());
      const ready = Object.values(checks).every((s) => s === 'up');
      if (ready) return { status: 'ready', checks };
      const down = Object.keys(checks).filter((k) => checks[k] === 'down');
      return sendProblem(request, reply, {
        type: 'urn:firecrest:problem:serviceUnavailable',
        title: 'Service Unavailable',
        status: 503,
        code: 'serviceUnavailable',
        detail: `Not ready: ${down.join(', ')} unreachable`,
        requestId: request.id,
        checks,
      } as never);
    });
  },
  { name: 'firecrest-health' },
);
