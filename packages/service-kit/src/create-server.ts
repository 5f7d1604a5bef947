import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ERRORS } from '@firecrest/contracts';
import { errorHandler } from './errors/error-handler';
import { identityPlugin } from './identity';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { openApiPlugin, type OpenApiOptions } from './openapi';
import type { BaseConfig } from './config';
import { strictQuery, type UnknownQuery } from './request-guards/strict-query';
import { declareNoControlCharacters, refuseControlCharacters } from './request-guards/control-characters';

export interface ServerOptions {
  name: string;
  config: BaseConfig;
  openapi?: Omit<OpenApiOptions, 'title'> & { title?: string };
  fastify?: FastifyServerOptions;
  /**
   * Query parameters a documented route's schema does not name: `refuse` (default, a 400 naming the parameter) or
   * `ignore` (let through unread; the public API, whose change policy lets clients send parameters it does not know).
   */
  unknownQuery?: UnknownQuery;
}

/**
 * The Fastify instance every service starts from: logging with request ids, problem-JSON errors,
 * the verified identity with per-route access, and OpenAPI; queries checked whole against their schema and
 * control characters refused in every parameter and body (request-guards/). The service's app plugin is registered on it.
 */
export async function createServer({ name, config, openapi, fastify, unknownQuery = 'refuse' }: ServerOptions): Promise<FastifyInstance> {
  const server = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      base: { service: name },
      redact: ['req.headers.cookie', 'req.headers["x-api-key"]', 'req.headers["x-firecrest-identity"]', 'req.headers.authorization'],
    },
    genReqId: requestIdOf,
    // Start-up waits for each consumer group to join; after a broker restart that can take longer than the default 10 s.
    pluginTimeout: 60_000,
    // No optimising pass over each validator's generated code: it was a third of compiling a service's route schemas
    // at start-up (each test's services, each instance of a rolling restart), for no measurable gain per request.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true, code: { optimize: false } } },
    clientErrorHandler: answerClientError,
    ...fastify,
  });
  server.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  strictQuery(server, unknownQuery);
  refuseControlCharacters(server);
  declareNoControlCharacters(server);
  // Awaited so that every route added afterwards passes through the access and OpenAPI hooks.
  await server.register(errorHandler);
  await server.register(identityPlugin, { secret: config.INTERNAL_TOKEN_SECRET, audience: name });
  await server.register(openApiPlugin, { title: name, ...openapi });
  return server;
}

/**
 * A request Node's HTTP parser refuses before Fastify sees it (request line and headers over 16 KB, a malformed
 * request) still answers problem JSON: 431 or 400.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex) {
  if (!socket.writable) {
    socket.destroy(err);
    return;
  }
  const code = err.code === 'HPE_HEADER_OVERFLOW' ? 'headersTooLarge' : 'validation';
  const { status, title, message } = ERRORS[code];
  const body = JSON.stringify({ type: `urn:firecrest:problem:${code}`, title, status, code, detail: code === 'validation' ? 'The request is malformed.' : message });
  socket.end(`HTTP/1.1 ${status} ${title}\r\nConnection: close\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

/** Listens, and on SIGTERM/SIGINT drains HTTP, stops consumers (committing offsets) and closes connections. */
export async function listen(server: FastifyInstance, config: BaseConfig): Promise<void> {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await server.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      server.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await server.listen({ port: config.PORT, host: config.HOST });
}
