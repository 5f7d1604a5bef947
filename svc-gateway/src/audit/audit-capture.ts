import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditRecorded, type AuditEntry } from '@firecrest/contracts';

/**
 * Every /api call becomes an audit entry on Kafka (admin-area §2.4), queued after the response so it never slows
 * or fails the request, and sent with the other entries of the same few milliseconds.
 */
export const auditCapture = fp(
  async (fastify: FastifyInstance) => {
    fastify.addHook('onResponse', async (request, reply) => {
      const [path] = request.url.split('?');
      if (!path.startsWith('/api/')) return;
      const attempted = (request.body as { username?: unknown } | undefined)?.username;
      const entry: AuditEntry = {
        requestId: request.id,
        userId: request.identity?.id ?? null,
        username: request.identity?.username ?? (typeof attempted === 'string' ? attempted.slice(0, 100) : 'anonymous'),
        controller: path.split('/')[2] ?? '',
        method: request.routeOptions.url ?? path,
        requestType: request.method as AuditEntry['requestType'],
        requestUrl: request.url.slice(0, 2048),
        ipAddress: request.ip,
        statusCode: reply.statusCode,
        createdDate: new Date().toISOString(),
      };
      try {
        fastify.events.publishSoon(auditRecorded, entry, { key: entry.userId ?? entry.ipAddress, requestId: request.id });
      } catch (err) {
        request.log.error({ err }, 'audit entry not published');
      }
    });
  },
  { name: 'gateway-audit-capture', dependencies: ['firecrest-event-bus'] },
);
