import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createWebServer } from '../src';

describe('precompressed assets', () => {
  let server: FastifyInstance;
  let dir: string;
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fc-web-br-'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'main.0123abcd.js'), js);
    writeFileSync(join(dir, 'dist', 'main.0123abcd.js.br'), brotliCompressSync(js));
    writeFileSync(join(dir, 'dist', 'main.0123abcd.js.gz'), gzipSync(js));
    server = await createWebServer({ dir, port: 0, cors: true });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (encoding?: string) => server.inject({ method: 'GET', url: '/main.0123abcd.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('answers brotli, then gzip, then plain, as the caller accepts, cached for good and varying on the encoding', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(js.length / 10);
    expect((await get('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });
});
