import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { baseConfigSchema, createServer, loadConfig, ProblemError, signIdentity, IDENTITY_HEADER, type BaseConfig } from '../src';

const config = loadConfig<BaseConfig>('svc-test', baseConfigSchema, { PORT: '0', MONGO_DB: 'unused', LOG_LEVEL: 'silent' });

describe('kit HTTP behaviour', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await createServer({ name: 'svc-test', config });
    server.post(
      '/things',
      {
        config: { access: { public: true } },
        schema: {
          body: {
            type: 'object',
            required: ['name', 'count'],
            properties: { name: { type: 'string', minLength: 3 }, count: { type: 'integer', minimum: 1 } },
          },
        },
      },
      async (request) => request.body,
    );
    server.get('/private', async () => ({ ok: true }));
    server.get('/webhooks-only', { config: { access: { permission: ['WEBHOOKS', 'edit'] } } }, async () => ({ ok: true }));
    server.get('/boom', { config: { access: { public: true } } }, async () => {
      throw new Error('secret database password leaked in stack');
    });
    server.get('/gone', { config: { access: { public: true } } }, async () => {
      throw new ProblemError('notFound', 'Thing 42 does not exist.');
    });
    await server.ready();
  });
  afterAll(() => server.close());

  it('answers a schema violation with problem JSON 400 naming each field', async () => {
    const res = await server.inject({ method: 'POST', url: '/things', payload: { name: 'ab' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    const body = res.json();
    expect(body).toMatchObject({ status: 400, code: 'validation', title: 'Bad Request' });
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'must NOT have fewer than 3 characters' },
        { field: 'count', message: 'Required' },
      ]),
    );
  });

  it('echoes a caller request id and makes one up otherwise', async () => {
    const given = await server.inject({ method: 'GET', url: '/healthz-missing', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    expect(given.json()).toMatchObject({ status: 404, code: 'notFound', requestId: 'abc-123' });
    const fresh = await server.inject({ method: 'GET', url: '/gone' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.json()).toMatchObject({ status: 404, detail: 'Thing 42 does not exist.' });
  });

  it('never leaks a 5xx message or stack', async () => {
    const res = await server.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toMatchObject({ code: 'internal', detail: 'Server error 500: application error.' });
  });

  it('refuses a private route without a gateway identity, and one lacking the right', async () => {
    expect((await server.inject({ method: 'GET', url: '/private' })).json()).toMatchObject({ status: 401, code: 'notAuthenticated' });
    const forged = await server.inject({ method: 'GET', url: '/private', headers: { [IDENTITY_HEADER]: 'not-a-token' } });
    expect(forged.statusCode).toBe(401);
    const identity = {
      id: 'u1', username: 'viewer', name: 'Viewer', mustChangePassword: false, accessAllLocations: false,
      roles: ['Viewer'], permissions: { WEBHOOKS: ['view' as const] }, via: 'session' as const,
    };
    const sign = async () => ({ [IDENTITY_HEADER]: await signIdentity(identity, config.INTERNAL_TOKEN_SECRET, 'svc-test') });
    expect((await server.inject({ method: 'GET', url: '/private', headers: await sign() })).statusCode).toBe(200);
    const denied = await server.inject({ method: 'GET', url: '/webhooks-only', headers: await sign() });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'permissionDenied', detail: 'Permission denied: edit on WEBHOOKS is required.' });
    const wrongSecret = { [IDENTITY_HEADER]: await signIdentity(identity, 'another-secret-of-16+chars', 'svc-test') };
    expect((await server.inject({ method: 'GET', url: '/private', headers: wrongSecret })).statusCode).toBe(401);
  });

  it('publishes OpenAPI 3.1 with the permission each route needs', async () => {
    const doc = (await server.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/webhooks-only'].get['x-permission']).toBe('WEBHOOKS:edit');
    expect(doc.components.schemas.Problem).toBeDefined();
  });
});

describe('config', () => {
  it('fails start with a message naming the bad and the missing variable', () => {
    expect(() => loadConfig('svc-x', baseConfigSchema, { PORT: 'eighty', MONGO_URL: 'http://db' })).toThrow(
      /Invalid configuration for svc-x: .*PORT must be integer \(got "eighty"\).*MONGO_URL must match pattern/,
    );
    expect(() => loadConfig('svc-x', baseConfigSchema, { PORT: '80' })).toThrow(/MONGO_DB is required/);
  });

  it('refuses the development secret in production', () => {
    expect(() => loadConfig('svc-x', baseConfigSchema, { PORT: '80', MONGO_DB: 'x', NODE_ENV: 'production' })).toThrow(
      /INTERNAL_TOKEN_SECRET must be set in production/,
    );
  });
});
