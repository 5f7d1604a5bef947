import { join } from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import cors from '@fastify/cors';
import proxy from '@fastify/http-proxy';
import { HSTS, contentSecurityPolicy, originsOf } from './security-headers';
import { PRECOMPRESSED, isHashedAsset } from './precompressed';
import { bodyOverLimit, countedBody } from './counted-body';

export { contentSecurityPolicy, originsOf } from './security-headers';

/** Largest body the portal's `/api` proxy passes on, as the gateway's own default (BODY_LIMIT_BYTES). */
export const DEFAULT_API_BODY_LIMIT = 1_048_576;

// Hop-by-hop or answered here: never passed to the gateway. `Expect: 100-continue` is answered by this server.
const DROPPED_REQUEST_HEADERS = new Set(['expect', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'x-real-ip']);

export interface WebServerOptions {
  /** The app folder; its built `dist/` is served. */
  dir: string;
  port: number;
  host?: string;
  /** Remotes are fetched cross-origin by the shell. */
  cors?: boolean;
  /** The shell forwards `/api` to the gateway, so the portal and its API share one origin (and cookie). */
  apiUpstream?: string;
  /**
   * The local address the `/api` proxy connects from (e.g. 127.0.0.2 on Linux), so the gateway can trust this proxy
   * by address without trusting every other program on the same host (which connects from 127.0.0.1).
   */
  proxyLocalAddress?: string;
  /** Largest `/api` request body in bytes (default DEFAULT_API_BODY_LIMIT): a bigger one is a 413 problem here. */
  apiBodyLimit?: number;
  /** The shell answers unknown paths with index.html (client-side routes). */
  spa?: boolean;
  /** Served as /config.json: run-time settings such as where each remote lives. */
  config?: object;
  /** URLs the page loads script from besides its own origin (the remotes); their origins join the CSP. */
  scriptSources?: string[];
  /** Send HSTS: the portal is served over HTTPS (by a TLS terminator in front). Always sent on a TLS connection. */
  hsts?: boolean;
}

/** The one RFC 9457 problem this server answers itself (the gateway answers all others), shaped as the gateway's. */
const tooLarge = (detail: string) => ({ type: 'about:blank', status: 413, title: 'Payload Too Large', detail, code: 'payloadTooLarge' });

/** Serves one built frontend. Hashed assets are cached for good; entry files never. */
export async function createWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const bodyLimit = options.apiBodyLimit ?? DEFAULT_API_BODY_LIMIT;
  const server = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, bodyLimit });
  const csp = contentSecurityPolicy(originsOf(options.scriptSources ?? []));
  server.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    // The gateway sets its own, stricter policy on /api answers.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    if (options.hsts || (request.raw.socket as { encrypted?: boolean } | null)?.encrypted) reply.header('strict-transport-security', HSTS);
  });
  if (options.cors) await server.register(cors, { origin: true });
  if (options.apiUpstream) {
    // Announced bodies over the limit are refused before a byte is read or forwarded (no broken pipe to the gateway).
    server.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > bodyLimit) {
        return reply
          .code(413)
          .header('connection', 'close')
          .type('application/problem+json')
          .send(tooLarge(`The request body is ${length} bytes; the limit is ${bodyLimit}.`));
      }
    });
    await server.register(proxy, {
      upstream: options.apiUpstream,
      prefix: '/api',
      rewritePrefix: '/api',
      ...(options.proxyLocalAddress ? { undici: { localAddress: options.proxyLocalAddress } } : {}),
      // Bodies of unannounced length are counted here too: past the limit this server answers the 413, so the
      // gateway never refuses an upload this server is still writing (a broken pipe, seen as a 500).
      preHandler: async (request) => {
        if (request.body instanceof Readable && request.headers['content-length'] === undefined) request.body = countedBody(request.body, bodyLimit);
      },
      replyOptions: {
        onError: (reply, { error }) => {
          const limit = bodyOverLimit(error, reply.request.body);
          if (limit === undefined) return void reply.send(error);
          reply.code(413).header('connection', 'close').type('application/problem+json').send(tooLarge(`The request body is over the limit of ${limit} bytes.`));
        },
        // The caller's own X-Forwarded-* are dropped: the gateway trusts this proxy, so only what it saw may pass.
        rewriteRequestHeaders: (request, headers) => {
          const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !DROPPED_REQUEST_HEADERS.has(name.toLowerCase())));
          return {
            ...kept,
            'x-forwarded-for': request.raw.socket.remoteAddress ?? '',
            'x-forwarded-proto': (request.raw.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http',
            'x-forwarded-host': request.headers.host ?? '',
          };
        },
      },
    });
  }
  // For the orchestrator's health check (compose, Kubernetes): the process serves; the assets are files beside it.
  server.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  if (options.config) {
    server.get('/config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(options.config));
  }
  await server.register(fastifyStatic, {
    root: join(options.dir, 'dist'),
    cacheControl: false,
    ...PRECOMPRESSED,
    setHeaders: (reply, path) => {
      const hashed = isHashedAsset(path);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  if (options.spa) {
    server.setNotFoundHandler((request, reply) =>
      request.method === 'GET' && !request.url.startsWith('/api/') ? reply.sendFile('index.html') : reply.code(404).send(),
    );
  }
  await server.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return server;
}

/**
 * Stops listening and lets in-flight answers finish for up to `graceMs`, then cuts every connection left. A socket a
 * browser opened ahead of a request it never sent counts as busy, not idle, and would otherwise hold the close until
 * Node's headers timeout (a minute and more).
 */
export async function closeGracefully(server: FastifyInstance, graceMs = 2_000): Promise<void> {
  const cut = setTimeout(() => server.server.closeAllConnections(), graceMs);
  try {
    await server.close();
  } finally {
    clearTimeout(cut);
  }
}

/** Stops on SIGTERM/SIGINT once in-flight answers finish (`closeGracefully`). */
export function closeOnSignal(server: FastifyInstance) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void closeGracefully(server).then(() => process.exit(0)));
}

/** A remote's server: its bundle with CORS, on PORT (or its default port). */
export async function serveRemote(dir: string, defaultPort: number): Promise<void> {
  const server = await createWebServer({ dir, port: Number(process.env.PORT ?? defaultPort), host: process.env.HOST, cors: true, hsts: process.env.HSTS === 'true' });
  closeOnSignal(server);
}
