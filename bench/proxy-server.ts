/**
 * The hop baseline: a bare Fastify forwarding to the hello process with the gateway's own REST API forwarder, so the
 * cost of a second process on the path can be told apart from the gateway's other work.
 */
import Fastify from 'fastify';
import { readForwarder } from '../svc-gateway/src/proxy/read-forwarder';
import { InstancePool } from '../svc-gateway/src/proxy/instance-pool';

const app = Fastify({ logger: false });
app.get('/hello', readForwarder({ instances: new InstancePool('hello', [process.argv[2]]), dropRequestHeaders: [], addRequestHeaders: () => ({}) }).handler);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
