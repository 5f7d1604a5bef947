/**
 * Which MongoDB and Kafka the tests run against: the local infrastructure (infra/stack.sh: FerretDB and a Kafka
 * process on this machine) or `mongo:7` and `apache/kafka:3.9.1` started with testcontainers (scripts/test-containers.ts).
 *
 * FIRECREST_TEST_STORES=local | containers forces one; unset (or `auto`) picks containers when a Docker engine
 * answers `GET /_ping` — at DOCKER_HOST when it is set, else at the first socket of the usual places that answers —
 * and the local infrastructure otherwise. Without a Docker host nothing is dialled (a few file checks), so the
 * local path costs nothing more than before. Forced containers without a reachable engine is an error, at once.
 *
 * Usage: `tsx scripts/test-stores.ts` prints `local` or `containers` (./firecrest test reads it), and the reason on stderr.
 */
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest, type RequestOptions as HttpsRequestOptions } from 'node:https';
import { homedir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type TestStores = 'local' | 'containers';

export const TEST_STORES_MODES = ['auto', 'local', 'containers'] as const;

/** Where a Docker engine may listen. */
export type DockerEndpoint =
  | { kind: 'socket'; path: string }
  | { kind: 'tcp'; url: string; tls: boolean }
  /** A DOCKER_HOST this module cannot dial itself (ssh://, npipe://, …): testcontainers' detection decides. */
  | { kind: 'other'; uri: string };

/** The side effects the decision needs, injected so the decision is tested without Docker. */
export interface DockerProbes {
  exists(path: string): boolean;
  /** Does a Docker engine answer `GET /_ping` at this endpoint (within a couple of seconds)? */
  ping(endpoint: DockerEndpoint): Promise<boolean>;
  /** testcontainers' own runtime detection (tc.host or docker.host in ~/.testcontainers.properties, DOCKER_HOST, the sockets). */
  runtime(): Promise<boolean>;
}

export interface TestStoresSelection {
  stores: TestStores;
  reason: string;
  /** The engine that answered, as a DOCKER_HOST value, when containers were chosen by a ping. */
  dockerHost?: string;
}

export class TestStoresError extends Error {}

export interface Place {
  home: string;
  uid: number;
}

/** The endpoints to try, in order: DOCKER_HOST alone when it is set (as the docker CLI does), else the sockets that exist. */
export function dockerEndpoints(env: NodeJS.ProcessEnv, exists: (path: string) => boolean, place: Place): DockerEndpoint[] {
  const host = env.DOCKER_HOST?.trim();
  if (host) return [parseDockerHost(host, env)];
  // The places testcontainers looks at too (its UnixSocket and RootlessUnixSocket strategies).
  const sockets = [
    '/var/run/docker.sock',
    env.XDG_RUNTIME_DIR ? join(env.XDG_RUNTIME_DIR, 'docker.sock') : undefined,
    join(place.home, '.docker', 'run', 'docker.sock'),
    join(place.home, '.docker', 'desktop', 'docker.sock'),
    `/run/user/${place.uid}/docker.sock`,
  ].filter((path): path is string => path !== undefined);
  return [...new Set(sockets)].filter((path) => exists(path)).map((path) => ({ kind: 'socket', path }));
}

export function parseDockerHost(host: string, env: NodeJS.ProcessEnv): DockerEndpoint {
  if (host.startsWith('unix://')) return { kind: 'socket', path: host.slice('unix://'.length) };
  const tls = Boolean(env.DOCKER_TLS_VERIFY && env.DOCKER_TLS_VERIFY !== '0');
  if (host.startsWith('tcp://')) return { kind: 'tcp', url: `${tls ? 'https' : 'http'}://${host.slice('tcp://'.length)}`, tls };
  if (host.startsWith('http://')) return { kind: 'tcp', url: host, tls: false };
  if (host.startsWith('https://')) return { kind: 'tcp', url: host, tls: true };
  return { kind: 'other', uri: host };
}

export const describeEndpoint = (endpoint: DockerEndpoint): string =>
  endpoint.kind === 'socket' ? `unix://${endpoint.path}` : endpoint.kind === 'tcp' ? endpoint.url : endpoint.uri;

/** The decision. Throws TestStoresError for an unknown mode, or for forced containers without a reachable engine. */
export async function selectTestStores(env: NodeJS.ProcessEnv, probes: DockerProbes, place: Place): Promise<TestStoresSelection> {
  const mode = env.FIRECREST_TEST_STORES?.trim() || 'auto';
  if (!(TEST_STORES_MODES as readonly string[]).includes(mode)) {
    throw new TestStoresError(`FIRECREST_TEST_STORES must be one of ${TEST_STORES_MODES.join(', ')} (got "${mode}")`);
  }
  if (mode === 'local') return { stores: 'local', reason: 'FIRECREST_TEST_STORES=local' };

  const endpoints = dockerEndpoints(env, probes.exists, place);
  for (const endpoint of endpoints) {
    if (endpoint.kind !== 'other' && (await probes.ping(endpoint))) {
      return { stores: 'containers', reason: `${mode === 'containers' ? 'FIRECREST_TEST_STORES=containers; ' : ''}Docker answers at ${describeEndpoint(endpoint)}`, dockerHost: describeEndpoint(endpoint).replace(/^https?:/, 'tcp:') };
    }
  }
  const tried = endpoints.length ? `no answer to /_ping at ${endpoints.map(describeEndpoint).join(', ')}` : 'DOCKER_HOST is not set and no Docker socket exists';
  const testcontainersConfig = endpoints.some((e) => e.kind === 'other') || probes.exists(join(place.home, '.testcontainers.properties'));

  if (mode === 'auto') {
    // testcontainers' own detection only where it knows something this module does not (a config file, an ssh:// host):
    // loading it costs time, and without Docker the local path must stay as fast as before.
    if (testcontainersConfig && (await probes.runtime())) return { stores: 'containers', reason: 'testcontainers found a container runtime' };
    return { stores: 'local', reason: `no Docker engine (${tried}): the local infrastructure (infra/stack.sh)` };
  }
  if (await probes.runtime()) return { stores: 'containers', reason: 'FIRECREST_TEST_STORES=containers; testcontainers found a container runtime' };
  throw new TestStoresError(
    `FIRECREST_TEST_STORES=containers, but no Docker engine is reachable (${tried}; testcontainers found no container runtime either). ` +
      'Start Docker or set DOCKER_HOST, or unset FIRECREST_TEST_STORES to run on the local infrastructure (infra/stack.sh).',
  );
}

/** True inside a test run on the containers: suites about the local FerretDB itself (infra/test/ferretdb.test.ts) skip. */
export const onContainerStores = (env: NodeJS.ProcessEnv = process.env) => env.FIRECREST_TEST_STORES === 'containers';

const PING_TIMEOUT_MS = 2_000;
const RUNTIME_TIMEOUT_MS = 10_000;

function ping(endpoint: DockerEndpoint, env: NodeJS.ProcessEnv): Promise<boolean> {
  if (endpoint.kind === 'other') return Promise.resolve(false);
  let options: HttpsRequestOptions = { method: 'GET', path: '/_ping', timeout: PING_TIMEOUT_MS };
  if (endpoint.kind === 'socket') options.socketPath = endpoint.path;
  else {
    const url = new URL(endpoint.url);
    options = { ...options, host: url.hostname, port: url.port || (endpoint.tls ? 2376 : 2375) };
    if (endpoint.tls) {
      const certs = env.DOCKER_CERT_PATH ?? join(homedir(), '.docker');
      try {
        options = { ...options, ca: readFileSync(join(certs, 'ca.pem')), cert: readFileSync(join(certs, 'cert.pem')), key: readFileSync(join(certs, 'key.pem')) };
      } catch {
        return Promise.resolve(false);
      }
    }
  }
  const send = endpoint.kind === 'tcp' && endpoint.tls ? httpsRequest : httpRequest;
  return new Promise((answer) => {
    const req = send(options, (res) => {
      res.resume();
      answer(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => answer(false));
    req.end();
  });
}

async function runtime(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<boolean>((done) => {
    timer = setTimeout(() => done(false), RUNTIME_TIMEOUT_MS);
  });
  try {
    const found = import('testcontainers').then(({ getContainerRuntimeClient }) => getContainerRuntimeClient()).then(
      () => true,
      () => false,
    );
    return await Promise.race([found, giveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** The real probes: the file system, an HTTP `/_ping`, testcontainers. */
export const dockerProbes = (env: NodeJS.ProcessEnv = process.env): DockerProbes => ({
  exists: existsSync,
  ping: (endpoint) => ping(endpoint, env),
  runtime,
});

export const thisMachine = (): Place => ({ home: homedir(), uid: userInfo().uid });

/** The selection for this process's environment and machine. */
export const selectForThisMachine = (env: NodeJS.ProcessEnv = process.env) => selectTestStores(env, dockerProbes(env), thisMachine());

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const selection = await selectForThisMachine();
    console.error(`test stores: ${selection.stores} (${selection.reason})`);
    console.log(selection.stores);
    // testcontainers' detection may leave sockets open; the answer is given.
    process.exit(0);
  } catch (error) {
    console.error(`test stores: ${error instanceof TestStoresError ? error.message : String(error)}`);
    process.exit(1);
  }
}
