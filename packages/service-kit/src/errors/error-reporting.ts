import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorRecorded, redactText, redactUrl, type ErrorEntry } from '@firecrest/contracts';

const MESSAGE_MAX = 4000;
const EXCEPTION_MAX = 20000;

/** An error as the system error log stores it: level, message, exception (name and stack), secrets removed. */
export function errorEntry(service: string, error: unknown, context: { level?: ErrorEntry['level']; requestId?: string | null; message?: string } = {}): ErrorEntry {
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    id: randomUUID(),
    service,
    level: context.level ?? 'error',
    message: redactText(context.message ?? err.message).slice(0, MESSAGE_MAX),
    exception: redactText(err.stack ?? `${err.name}: ${err.message}`).slice(0, EXCEPTION_MAX),
    requestId: context.requestId ?? null,
    dateLogged: new Date().toISOString(),
  };
}

/**
 * Every 5xx a service answers is published as `error.recorded` for the system error log (svc-system), queued with
 * publishSoon so reporting never delays or fails the request. Also decorates `reportError` for errors outside a request.
 */
export const errorReporting = fp<{ service: string }>(
  async (fastify: FastifyInstance, { service }) => {
    const report = (error: unknown, context?: Parameters<typeof errorEntry>[2]) => {
      try {
        fastify.events.publishSoon(errorRecorded, errorEntry(service, error, context), { requestId: context?.requestId ?? undefined });
      } catch (err) {
        fastify.log.warn({ err }, 'error report not published');
      }
    };
    fastify.decorate('reportError', report);
    // Runs after the error handler has answered; only failures of the service itself are reported, not refusals.
    fastify.addHook('onError', async (request, reply, error: FastifyError) => {
      if (reply.statusCode < 500 && (error.statusCode ?? 500) < 500) return;
      report(error, { requestId: request.id, message: `${error.message} — during ${request.method} ${redactUrl(request.url)}` });
    });
  },
  { name: 'firecrest-error-reporting', dependencies: ['firecrest-event-bus'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes an error to the system error log without waiting (see errorReporting). */
    reportError(error: unknown, context?: { level?: ErrorEntry['level']; requestId?: string | null; message?: string }): void;
  }
}
