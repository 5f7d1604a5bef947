import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dockerEndpoints, dockerProbes, onContainerStores, selectTestStores, TestStoresError, type DockerEndpoint, type DockerProbes } from '../test-stores';

/** The choice between the local infrastructure and containers, with the file system, the ping and testcontainers faked. */
const place = { home: '/home/dev', uid: 1000 };

function probes(options: { sockets?: string[]; answering?: string[]; runtime?: boolean } = {}) {
  const files = new Set(options.sockets ?? []);
  const answering = new Set(options.answering ?? []);
  const ping = vi.fn(async (e: DockerEndpoint) => answering.has(e.kind === 'socket' ? e.path : e.kind === 'tcp' ? e.url : e.uri));
  const runtime = vi.fn(async () => options.runtime ?? false);
  const fake: DockerProbes = { exists: (path) => files.has(path), ping, runtime };
  return { fake, ping, runtime };
}

const select = (env: NodeJS.ProcessEnv, p: ReturnType<typeof probes>) => selectTestStores(env, p.fake, place);

describe('test stores selection', () => {
  it('without Docker runs on the local infrastructure, dialling nothing and not loading testcontainers', async () => {
    const p = probes();
    expect(await select({}, p)).toMatchObject({ stores: 'local', reason: expect.stringContaining('no Docker socket') });
    expect(p.ping).not.toHaveBeenCalled();
    expect(p.runtime).not.toHaveBeenCalled();
  });

  it('picks containers when the Docker socket answers /_ping, and names it for testcontainers', async () => {
    const p = probes({ sockets: ['/var/run/docker.sock'], answering: ['/var/run/docker.sock'] });
    expect(await select({}, p)).toEqual({ stores: 'containers', reason: 'Docker answers at unix:///var/run/docker.sock', dockerHost: 'unix:///var/run/docker.sock' });
  });

  it('stays local when the socket exists but the ping fails', async () => {
    const p = probes({ sockets: ['/var/run/docker.sock'] });
    expect(await select({ FIRECREST_TEST_STORES: 'auto' }, p)).toMatchObject({ stores: 'local', reason: expect.stringContaining('no answer to /_ping at unix:///var/run/docker.sock') });
    expect(p.ping).toHaveBeenCalledTimes(1);
  });

  it('tries the rootless and Docker Desktop sockets that exist, in order', async () => {
    const rootless = '/run/user/1000/docker.sock';
    const desktop = '/home/dev/.docker/desktop/docker.sock';
    const p = probes({ sockets: ['/var/run/docker.sock', desktop, rootless], answering: [rootless] });
    expect(await select({}, p)).toMatchObject({ stores: 'containers', dockerHost: `unix://${rootless}` });
    expect(p.ping.mock.calls.map(([e]) => (e as { path: string }).path)).toEqual(['/var/run/docker.sock', desktop, rootless]);
  });

  it('with DOCKER_HOST set asks that engine only', async () => {
    const p = probes({ sockets: ['/var/run/docker.sock'], answering: ['/var/run/docker.sock', 'http://10.0.0.5:2375'] });
    expect(await select({ DOCKER_HOST: 'tcp://10.0.0.5:2375' }, p)).toMatchObject({ stores: 'containers', dockerHost: 'tcp://10.0.0.5:2375' });
    expect(p.ping).toHaveBeenCalledTimes(1);
    const down = probes({ sockets: ['/var/run/docker.sock'], answering: ['/var/run/docker.sock'] });
    expect(await select({ DOCKER_HOST: 'tcp://10.0.0.5:2375' }, down)).toMatchObject({ stores: 'local', reason: expect.stringContaining('http://10.0.0.5:2375') });
  });

  it('reads DOCKER_HOST as the docker CLI does (unix, tcp with and without TLS, others left to testcontainers)', () => {
    const none = () => false;
    expect(dockerEndpoints({ DOCKER_HOST: 'unix:///tmp/d.sock' }, none, place)).toEqual([{ kind: 'socket', path: '/tmp/d.sock' }]);
    expect(dockerEndpoints({ DOCKER_HOST: 'tcp://h:2376', DOCKER_TLS_VERIFY: '1' }, none, place)).toEqual([{ kind: 'tcp', url: 'https://h:2376', tls: true }]);
    expect(dockerEndpoints({ DOCKER_HOST: 'tcp://h:2375', DOCKER_TLS_VERIFY: '' }, none, place)).toEqual([{ kind: 'tcp', url: 'http://h:2375', tls: false }]);
    expect(dockerEndpoints({ DOCKER_HOST: 'ssh://me@h' }, none, place)).toEqual([{ kind: 'other', uri: 'ssh://me@h' }]);
    expect(dockerEndpoints({ DOCKER_HOST: '  ', XDG_RUNTIME_DIR: '/run/user/1000' }, (p) => p === '/run/user/1000/docker.sock', place)).toEqual([
      { kind: 'socket', path: '/run/user/1000/docker.sock' },
    ]);
  });

  it('FIRECREST_TEST_STORES=local keeps the local infrastructure even where Docker answers', async () => {
    const p = probes({ sockets: ['/var/run/docker.sock'], answering: ['/var/run/docker.sock'] });
    expect(await select({ FIRECREST_TEST_STORES: 'local', DOCKER_HOST: 'unix:///var/run/docker.sock' }, p)).toEqual({ stores: 'local', reason: 'FIRECREST_TEST_STORES=local' });
    expect(p.ping).not.toHaveBeenCalled();
  });

  it('FIRECREST_TEST_STORES=containers uses the engine that answers', async () => {
    const p = probes({ sockets: ['/var/run/docker.sock'], answering: ['/var/run/docker.sock'] });
    expect(await select({ FIRECREST_TEST_STORES: 'containers' }, p)).toMatchObject({ stores: 'containers', reason: expect.stringMatching(/^FIRECREST_TEST_STORES=containers; Docker answers/) });
    expect(p.runtime).not.toHaveBeenCalled();
  });

  it('FIRECREST_TEST_STORES=containers without a reachable engine fails at once with what was tried', async () => {
    const p = probes({ sockets: ['/var/run/docker.sock'] });
    const failure = select({ FIRECREST_TEST_STORES: 'containers' }, p);
    await expect(failure).rejects.toBeInstanceOf(TestStoresError);
    await expect(failure).rejects.toThrow(/FIRECREST_TEST_STORES=containers, but no Docker engine is reachable \(no answer to \/_ping at unix:\/\/\/var\/run\/docker.sock; .*unset FIRECREST_TEST_STORES/);
    expect(p.runtime).toHaveBeenCalledTimes(1);
    await expect(select({ FIRECREST_TEST_STORES: 'containers' }, probes())).rejects.toThrow(/DOCKER_HOST is not set and no Docker socket exists/);
  });

  it('FIRECREST_TEST_STORES=containers accepts a runtime only testcontainers finds (its config file, ssh://)', async () => {
    expect(await select({ FIRECREST_TEST_STORES: 'containers', DOCKER_HOST: 'ssh://me@h' }, probes({ runtime: true }))).toMatchObject({ stores: 'containers' });
  });

  it('in auto mode asks testcontainers only when it has configuration this module cannot dial', async () => {
    const configured = probes({ sockets: ['/home/dev/.testcontainers.properties'], runtime: true });
    expect(await select({}, configured)).toMatchObject({ stores: 'containers', reason: 'testcontainers found a container runtime' });
    const unreachable = probes({ runtime: false });
    expect(await select({ DOCKER_HOST: 'ssh://me@h' }, unreachable)).toMatchObject({ stores: 'local' });
    expect(unreachable.runtime).toHaveBeenCalledTimes(1);
  });

  it('refuses an unknown mode', async () => {
    await expect(select({ FIRECREST_TEST_STORES: 'docker' }, probes())).rejects.toThrow('FIRECREST_TEST_STORES must be one of auto, local, containers (got "docker")');
  });

  it('tells suites about the local FerretDB itself whether the run is on containers', () => {
    expect(onContainerStores({ FIRECREST_TEST_STORES: 'containers' })).toBe(true);
    expect(onContainerStores({ FIRECREST_TEST_STORES: 'local' })).toBe(false);
    expect(onContainerStores({})).toBe(false);
  });
});

/** The real probe against a stand-in engine: an HTTP server on a Unix socket and on a TCP port answering /_ping as Docker does. */
describe('the Docker ping', () => {
  const dir = mkdtempSync(join(tmpdir(), 'test-stores-'));
  const servers: Server[] = [];
  let port = 0;
  const engine = (status: number) =>
    createServer((req, res) => {
      res.writeHead(req.url === '/_ping' ? status : 404, { 'content-type': 'text/plain' }).end(status === 200 ? 'OK' : 'down');
    });
  const listen = (server: Server, where: string | number) =>
    new Promise<void>((done) => {
      servers.push(server);
      server.listen(where, () => done());
    });

  beforeAll(async () => {
    await listen(engine(200), join(dir, 'docker.sock'));
    await listen(engine(500), join(dir, 'sick.sock'));
    const tcp = engine(200);
    await listen(tcp, 0);
    port = (tcp.address() as { port: number }).port;
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
    rmSync(dir, { recursive: true, force: true });
  });

  it('is answered by an engine on a Unix socket or a TCP port, and not by a failing, missing or closed one', async () => {
    const { ping } = dockerProbes({});
    expect(await ping({ kind: 'socket', path: join(dir, 'docker.sock') })).toBe(true);
    expect(await ping({ kind: 'tcp', url: `http://127.0.0.1:${port}`, tls: false })).toBe(true);
    expect(await ping({ kind: 'socket', path: join(dir, 'sick.sock') })).toBe(false);
    expect(await ping({ kind: 'socket', path: join(dir, 'absent.sock') })).toBe(false);
    expect(await ping({ kind: 'tcp', url: 'http://127.0.0.1:1', tls: false })).toBe(false);
    expect(await ping({ kind: 'tcp', url: `https://127.0.0.1:${port}`, tls: true })).toBe(false); // no client certificates here
  });

  it('makes DOCKER_HOST=unix://… on a live engine select containers', async () => {
    const env = { DOCKER_HOST: `unix://${join(dir, 'docker.sock')}` };
    expect(await selectTestStores(env, dockerProbes(env), place)).toMatchObject({ stores: 'containers', dockerHost: env.DOCKER_HOST });
  });
});
