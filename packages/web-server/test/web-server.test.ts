import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createWebServer } from '../src';

describe('the portal’s web server', () => {
  let upstream: FastifyInstance;
  let portal: FastifyInstance;
  let remote: FastifyInstance;
  let portalUrl: string;
  let dir: string;

  beforeAll(async () => {
    // Stands in for the gateway: echoes what the proxy sent it.
    upstream = Fastify();
    upstream.all('/api/*', async (request) => ({ peer: request.raw.socket.remoteAddress, headers: request.headers, body: request.body ?? null }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    dir = mkdtempSync(join(tmpdir(), 'fc-web-'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>portal</title><script defer src="/main.0123abcd.js"></script>');
    portal = await createWebServer({
      dir,
      port: 0,
      spa: true,
      apiUpstream: `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`,
      proxyLocalAddress: '127.0.0.2',
      apiBodyLimit: 1024,
      scriptSources: ['http://127.0.0.1:8081/mf-manifest.json', 'https://remotes.example/personnel/', 'not a url'],
      hsts: true,
    });
    portalUrl = `http://127.0.0.1:${(portal.server.address() as { port: number }).port}`;
    remote = await createWebServer({ dir, port: 0, cors: true });
  });
  afterAll(async () => {
    await Promise.all([portal?.close(), remote?.close(), upstream?.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves pages with a CSP that allows no inline script, the remotes’ origins for script and fetch, and no framing', async () => {
    const res = await fetch(`${portalUrl}/personnel/employees`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' http://127.0.0.1:8081 https://remotes.example");
    expect(directive('connect-src')).toBe("connect-src 'self' http://127.0.0.1:8081 https://remotes.example");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no HSTS over plain HTTP unless told the site is served over HTTPS', async () => {
    const { port } = remote.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/index.html`);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('replaces the caller’s X-Forwarded-For with the address it saw, and connects from its own address', async () => {
    const res = await fetch(`${portalUrl}/api/echo`, { headers: { 'x-forwarded-for': '10.20.30.40', 'x-real-ip': '10.20.30.40', forwarded: 'for=10.20.30.40' } });
    const seen = (await res.json()) as { peer: string; headers: Record<string, string> };
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-real-ip']).toBeUndefined();
    expect(seen.headers.forwarded).toBeUndefined();
    expect(seen.peer).toBe('127.0.0.2');
  });

  it('answers an announced oversized body with a 413 problem, and a body sent after 100 Continue reaches the gateway', async () => {
    const big = await fetch(`${portalUrl}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ x: 'y'.repeat(2000) }) });
    expect(big.status).toBe(413);
    expect(big.headers.get('content-type')).toContain('application/problem+json');
    expect(await big.json()).toMatchObject({ status: 413, code: 'payloadTooLarge' });

    const { request } = await import('node:http');
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${portalUrl}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json', expect: '100-continue' } }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.on('continue', () => req.end(JSON.stringify({ hello: 'world' })));
    });
    expect(answer.status).toBe(200);
    const echoed = JSON.parse(answer.body) as { headers: Record<string, string>; body: unknown };
    expect(echoed.headers.expect).toBeUndefined();
    expect(echoed.body).toEqual({ hello: 'world' });
  });
});
