import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { auditBatchRecorded, auditEntryTable, type AuditEntry } from '@firecrest/contracts';

type Outcome = NonNullable<AuditEntry['outcome']>;

interface AuditState {
  startedAt: Date;
  /** The caller hung up before the whole answer was written. */
  aborted: boolean;
  /** The handler (or error handler) produced its answer. */
  answered: boolean;
  recorded: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    audit?: AuditState;
  }
  interface FastifyInstance {
    /** Where each request's entry goes: queued, then published with the others of its window as one event. */
    auditSink: (entry: AuditEntry) => void;
  }
}

// A call whose caller left and whose handler never answers is still recorded after this long.
const ABANDONED_AFTER_MS = 180_000;

/**
 * How long entries gather before they go to Kafka together (one message), and how many go at once at most: a
 * thousand (the producer, the broker and the consumer pay per message as well as per byte), or fewer when their URLs
 * are long, so a batch stays well under the broker's 1 MB.
 */
const AUDIT_LINGER_MS = 100;
const AUDIT_BATCH_MAX = 1000;
const AUDIT_BATCH_BYTES = 512 * 1024;
/** An upper bound of the bytes an entry adds to its row table: its strings, at worst twice as long JSON-escaped, and its row. */
const entryBytes = (e: AuditEntry) => 2 * (e.requestUrl.length + e.method.length + e.username.length + (e.requestId?.length ?? 0)) + 120;

/**
 * Every /api call becomes an audit entry on Kafka (admin-area §2.4), paired onRequest → onResponse, queued after
 * the response so it never slows or fails the request. Entries go as one `audit.batch-recorded` event per 100 ms
 * (the kit's `events.collect`: encoded once per batch as a row table, a fifth of the bytes of the entries as
 * objects, kept by the outbox while the broker is away, flushed on close); the request's own work is building the
 * entry object. A caller who hangs up still leaves an
 * entry (outcome `aborted`, with the status the action came to): Fastify skips onResponse then, so the socket's
 * `close` and onSend decide between them. The address is the one read at onRequest (`request.clientIp`).
 */
export const auditCapture = fp(
  async (fastify: FastifyInstance) => {
    const batches = fastify.events.collect(auditBatchRecorded, (entries: AuditEntry[]) => auditEntryTable.encode(entries), {
      lingerMs: AUDIT_LINGER_MS,
      max: AUDIT_BATCH_MAX,
      maxBytes: AUDIT_BATCH_BYTES,
      sizeOf: entryBytes,
    });
    // Read at each call (not captured): the audit benchmark counts or drops entries here.
    fastify.decorate('auditSink', (entry: AuditEntry) => batches.add(entry));
    const record = (request: FastifyRequest, reply: FastifyReply, outcome: Outcome) => {
      const state = request.audit;
      if (!state || state.recorded) return;
      state.recorded = true;
      const [path] = request.url.split('?');
      const attempted = (request.body as { username?: unknown } | undefined)?.username;
      const entry: AuditEntry = {
        requestId: request.id,
        userId: request.identity?.id ?? null,
        username: request.identity?.username ?? (typeof attempted === 'string' ? attempted.slice(0, 100) : 'anonymous'),
        controller: path.split('/')[2] ?? '',
        method: request.routeOptions.url ?? path,
        requestType: request.method as AuditEntry['requestType'],
        requestUrl: request.url.slice(0, 2048),
        ipAddress: request.clientIp,
        statusCode: reply.statusCode,
        outcome,
        createdDate: state.startedAt.toISOString(),
      };
      fastify.auditSink(entry);
    };

    fastify.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const state: AuditState = { startedAt: new Date(), aborted: false, answered: false, recorded: false };
      request.audit = state;
      reply.raw.once('close', () => {
        if (reply.raw.writableFinished) return;
        state.aborted = true;
        if (state.answered) record(request, reply, 'aborted');
        else setTimeout(() => record(request, reply, 'aborted'), ABANDONED_AFTER_MS).unref();
      });
    });
    fastify.addHook('onSend', async (request, reply) => {
      if (!request.audit) return;
      request.audit.answered = true;
      if (request.audit.aborted) record(request, reply, 'aborted');
    });
    fastify.addHook('onResponse', async (request, reply) => {
      record(request, reply, reply.statusCode >= 500 ? 'failed' : 'completed');
    });
  },
  { name: 'gateway-audit-capture', dependencies: ['firecrest-event-bus', 'gateway-client-ip'] },
);
