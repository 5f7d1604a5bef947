import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { baseConfigSchema, createServer, loadConfig, type BaseConfig } from '../src';

const config = loadConfig<BaseConfig>('svc-test', baseConfigSchema, { PORT: '0', MONGO_DB: 'unused', LOG_LEVEL: 'silent' });
const open = { config: { access: { public: true } } };

async function serverWith(unknownQuery?: 'refuse' | 'ignore') {
  const server = await createServer({ name: 'svc-test', config, unknownQuery });
  server.get('/listed', { ...open, schema: { querystring: { type: 'object', properties: { stationId: { type: 'integer' } } } } }, async (r) => r.query);
  server.get('/bare', { ...open, schema: { summary: 'no querystring declared' } }, async (r) => r.query);
  server.get('/hidden', { ...open, schema: { hide: true } }, async (r) => r.query);
  server.post('/things/:name', { ...open, schema: { body: { type: 'object' } } }, async (r) => ({ params: r.params, body: r.body }));
  await server.ready();
  return server;
}

describe('request guards of every service', () => {
  let server: FastifyInstance;
  let lenient: FastifyInstance;
  beforeAll(async () => {
    server = await serverWith();
    lenient = await serverWith('ignore');
  });
  afterAll(async () => {
    await server.close();
    await lenient.close();
  });

  it('refuses an unknown query parameter with a 400 naming it, operators and bracket keys included', async () => {
    for (const [url, name] of [
      ['/listed?stationId=1&lastName=x', 'lastName'],
      ['/listed?$where=sleep(100)', '$where'],
      ['/listed?$or=x', '$or'],
      ['/listed?stationId[$ne]=1', 'stationId[$ne]'],
      ['/listed?a.b=1', 'a.b'],
      ['/bare?$expr=1', '$expr'],
    ]) {
      const res = await server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json().errors, url).toEqual([{ field: name, message: 'Unknown query parameter' }]);
    }
    expect((await server.inject({ method: 'GET', url: '/listed?stationId=3' })).json()).toEqual({ stationId: 3 });
  });

  it('leaves hidden pass-through routes alone, and ignores unknown parameters where the service says so', async () => {
    expect((await server.inject({ method: 'GET', url: '/hidden?anything=1' })).json()).toEqual({ anything: '1' });
    expect((await lenient.inject({ method: 'GET', url: '/listed?stationId=3&future=1' })).statusCode).toBe(200);
  });

  it('refuses NUL and other control characters in parameters and bodies, naming the field', async () => {
    for (const [url, field] of [
      ['/listed?stationId=1&x=%00', 'x'],
      ['/hidden?filterText=a%00b', 'filterText'],
      ['/hidden?filterText=a%0Ab', 'filterText'],
      ['/hidden?q=%7F', 'q'],
    ]) {
      const res = await server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual([{ field, message: 'must not contain control characters' }]);
    }
    const inPath = await server.inject({ method: 'POST', url: '/things/a%00', payload: {} });
    expect(inPath.json().errors).toEqual([{ field: 'name', message: 'must not contain control characters' }]);
    const inBody = await server.inject({ method: 'POST', url: '/things/a', payload: { contracts: [{ address: 'x\u0000' }] } });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().errors).toEqual([{ field: 'contracts.0.address', message: 'must not contain control characters' }]);
    const lines = await server.inject({ method: 'POST', url: '/things/a', payload: { address: '1 Road\r\n\tTown' } });
    expect(lines.statusCode).toBe(200);
  });

  it('answers a request the HTTP parser refuses (headers over 16 KB) with problem JSON 431', async () => {
    const tooLarge = await createServer({ name: 'svc-test', config });
    await tooLarge.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = tooLarge.server.address() as { port: number };
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(`GET /listed?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
        let text = '';
        socket.on('data', (d) => (text += d.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toMatch(/content-type: application\/problem\+json/i);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 431, code: 'headersTooLarge' });
    } finally {
      await tooLarge.close();
    }
  });
});
