import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import cors from '@fastify/cors';
import proxy from '@fastify/http-proxy';

export interface WebServerOptions {
  /** The app folder; its built `dist/` is served. */
  dir: string;
  port: number;
  host?: string;
  /** Remotes are fetched cross-origin by the shell. */
  cors?: boolean;
  /** The shell forwards `/api` to the gateway, so the portal and its API share one origin (and cookie). */
  apiUpstream?: string;
  /** The shell answers unknown paths with index.html (client-side routes). */
  spa?: boolean;
  /** Served as /config.json: run-time settings such as where each remote lives. */
  config?: object;
}

/** Serves one built frontend. Hashed assets are cached for good; entry files never. */
export async function createWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const server = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  server.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
  });
  if (options.cors) await server.register(cors, { origin: true });
  if (options.apiUpstream) {
    await server.register(proxy, { upstream: options.apiUpstream, prefix: '/api', rewritePrefix: '/api', xfwd: true } as never);
  }
  if (options.config) {
    server.get('/config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(options.config));
  }
  await server.register(fastifyStatic, {
    root: join(options.dir, 'dist'),
    cacheControl: false,
    setHeaders: (reply, path) => {
      const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(path);
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

/** Stops on SIGTERM/SIGINT after in-flight requests finish. */
export function closeOnSignal(server: FastifyInstance) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void server.close().then(() => process.exit(0)));
}

/** A remote's server: its bundle with CORS, on PORT (or its default port). */
export async function serveRemote(dir: string, defaultPort: number): Promise<void> {
  const server = await createWebServer({ dir, port: Number(process.env.PORT ?? defaultPort), host: process.env.HOST, cors: true });
  closeOnSignal(server);
}
