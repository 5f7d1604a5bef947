/**
 * The hop baseline: a bare Fastify with @fastify/http-proxy (as the gateway uses) in front of the hello process, so
 * the cost of a second process on the path can be told apart from the gateway's own work.
 */
import Fastify from 'fastify';
import proxy from '@fastify/http-proxy';

const app = Fastify({ logger: false });
await app.register(proxy, { upstream: process.argv[2], prefix: '/hello', rewritePrefix: '/hello' });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
