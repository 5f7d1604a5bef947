import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { closeGracefully, createWebServer } from '../src';

describe('a frontend server stopping', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fc-web-close-'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>x</title>');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const start = async () => {
    const server = await createWebServer({ dir, port: 0, cors: true });
    return { server, port: (server.server.address() as AddressInfo).port };
  };

  it('is not held by a socket a browser opened and never sent a request on', async () => {
    const { server, port } = await start();
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const began = Date.now();
    await closeGracefully(server, 300);
    // Without the cut, close() waits for Node's headers timeout on that socket (over a minute).
    expect(Date.now() - began).toBeLessThan(5_000);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    socket.destroy();
  });

  it('lets an answer under way finish within the grace', async () => {
    const { server, port } = await start();
    const answer = fetch(`http://127.0.0.1:${port}/index.html`).then((r) => r.text());
    // The request is in, then the stop begins.
    await new Promise((resolve) => server.server.once('request', resolve));
    await closeGracefully(server, 500);
    expect(await answer).toContain('<title>x</title>');
  });
});
