/**
 * Each image runs what its app declares (issue 27): for every service and frontend, the production path the
 * shared Dockerfile takes (infra/images/Dockerfile; packages/build: compile, then an isolated production install from
 * the lockfile of the app's own dependencies into an empty folder, nothing hoisted from this repository) is laid out
 * in a temporary folder, and the compiled entry point is started there with the image's command (its V8 flags from
 * node.env): a service against the real Kafka and FerretDB until /readyz answers, a
 * frontend until it serves /, /healthz and its mf-manifest.json. A dependency the code imports but does not declare
 * (a devDependency, or one only the repository's root brings) fails its app here.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MongoClient } from 'mongodb';
import { DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { buildFrontends, FRONTENDS, SERVICES, envFor, stackDatabases } from '../stack';
import { deleteTopics } from '../test-topics';

const ROOT = resolve(import.meta.dirname, '../..');
const BUILD = join(ROOT, 'packages/build/bin/firecrest-build.mjs');
const isolation = `prod_${Date.now().toString(36)}_`;
const trees: string[] = [];

function firecrestBuild(...args: string[]): void {
  const run = spawnSync(process.execPath, [BUILD, ...args], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`firecrest-build ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });

/** Polls `url` until it answers 200 or the process exits; the process's output explains a failure. */
async function answered(child: ChildProcess, output: () => string, url: string): Promise<Response> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    if (response?.ok) return response;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} never answered 200 (exit code ${child.exitCode}); the process said:\n${output().slice(-3_000)}`);
}

/** Starts the compiled entry point with node alone (no tsx, no source condition) and stops it after `check`. */
async function running(cwd: string, nodeArgs: string[], env: NodeJS.ProcessEnv, check: (child: ChildProcess, output: () => string) => Promise<void>) {
  const child = spawn(process.execPath, nodeArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  try {
    await check(child, () => output);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
  }
}

function layOut(app: string): string {
  firecrestBuild('server', app);
  const out = mkdtempSync(join(tmpdir(), `firecrest-${app}-`));
  trees.push(out);
  firecrestBuild('tree', app, out);
  return out;
}

afterAll(async () => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
  const client = await MongoClient.connect(process.env.MONGO_URL ?? DEFAULT_MONGO_URL);
  try {
    for (const database of stackDatabases(isolation)) await client.db(database).dropDatabase();
  } finally {
    await client.close();
  }
  await deleteTopics(isolation);
}, 120_000);

describe('each service, installed alone for production, starts and is ready', () => {
  test.each(SERVICES)('%s', async (app) => {
    const tree = layOut(app);
    const port = await freePort();
    // The settings the stack gives this service, on ports of no running stack; none of the repository's paths.
    // (no NODE_OPTIONS of this process: the image's node.env gives the app's own, and one set here would win over it)
    const { NODE_OPTIONS: _ours, ...stackEnv } = envFor(app, { name: 'production-install', portOffset: 900, isolation, logLevel: 'warn', gatewayEnv: {} }, randomBytes(32).toString('hex'), `Pi-${randomBytes(8).toString('hex')}7`);
    const env = {
      ...stackEnv,
      PORT: String(port),
      NODE_ENV: 'production',
      NODE_PATH: '',
      // Required in production (compose.yaml sets it).
      LMS_SETTINGS_SECRET: randomBytes(32).toString('hex'),
    };
    // The image's command (infra/images/Dockerfile, target service), its V8 flags read from node.env.
    await running(join(tree, app), ['--env-file=node.env', '--enable-source-maps', 'build/server.mjs'], env, async (child, output) => {
      const ready = await answered(child, output, `http://127.0.0.1:${port}/readyz`);
      expect(await ready.json()).toMatchObject({ status: 'ready' });
    });
  }, 180_000);
});

describe('each frontend, as its image holds it (built assets and one server file), serves the portal', () => {
  // The assets as the image's build stage makes them; already built (and kept) when the browser tier ran first.
  beforeAll(buildFrontends, 600_000);
  test.each(FRONTENDS)('%s', async (app) => {
    const tree = layOut(app);
    const port = await freePort();
    const env = { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' };
    await running(tree, ['--env-file=node.env', '--enable-source-maps', 'server.mjs'], env, async (child, output) => {
      const base = `http://127.0.0.1:${port}`;
      await answered(child, output, `${base}/healthz`);
      const page = await answered(child, output, `${base}/${app === 'shell' ? '' : 'mf-manifest.json'}`);
      if (app === 'shell') expect(await page.text()).toContain('<div id="root">');
      else expect(await page.json()).toMatchObject({ metaData: { name: app.replace('-', '_') } });
    });
  }, 120_000);
});
