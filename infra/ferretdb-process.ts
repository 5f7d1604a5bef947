/**
 * Starts a private FerretDB (the binary `infra/stack.sh ferretdb-bin` builds from infra/ferretdb and its patches) on a
 * free loopback port with its own data directory, for tests and benchmarks that must not touch the shared one.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MongoClient } from 'mongodb';

const root = resolve(import.meta.dirname, '..');

/** The patched FerretDB binary (built on first use; cached in ~/.cache/firecrest). */
export const ferretdbBinary = () =>
  process.env.FERRETDB_BIN ?? execFileSync('bash', [join(root, 'infra/stack.sh'), 'ferretdb-bin'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

export interface LocalFerretDB {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** SIGKILL (a crash: no shutdown); the data directory stays, for a start again on the same `dir` and `port`. */
  kill(): Promise<void>;
}

/**
 * `disablePushdown`: the handler filters, sorts, skips and limits in Go (FerretDB's answers before the patches).
 * `dir`: a data directory to use and keep (a benchmark's large load kept between runs); a temporary one otherwise.
 * `optimizeSeconds`: how often SQLite's planner statistics are refreshed (sqlite-optimize.patch; FerretDB's default
 * 60 s when not given, 0 for never: a test that asserts plans made without statistics).
 */
export async function startFerretDB(options: { disablePushdown?: boolean; binary?: string; dir?: string; optimizeSeconds?: number; port?: number } = {}): Promise<LocalFerretDB> {
  const binary = options.binary ?? ferretdbBinary();
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'firecrest-ferretdb-'));
  const port = options.port ?? (await freePort());
  const child = spawn(binary, [`127.0.0.1:${port}`, dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      FERRETDB_DISABLE_PUSHDOWN: options.disablePushdown ? '1' : '0',
      ...(options.optimizeSeconds === undefined ? {} : { FERRETDB_OPTIMIZE_SECONDS: String(options.optimizeSeconds) }),
    },
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `mongodb://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    if (!options.dir) rmSync(dir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  // Ready when it answers a ping (no sleeps: each attempt waits for the server selection timeout).
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`FerretDB exited: ${log}`);
    const client = new MongoClient(url, { serverSelectionTimeoutMS: 500 });
    try {
      await client.db('admin').command({ ping: 1 });
      return { url, port, stop, kill };
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`FerretDB did not answer on ${url}: ${(error as Error).message} ${log}`, { cause: error });
      }
    } finally {
      await client.close();
    }
  }
}
