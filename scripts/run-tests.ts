/**
 * Runs the type check, the lint and every vitest project, then prints the totals on a line of their own
 * (`N passed, N failed`), which is what CI reads.
 * The stores: the local infrastructure (./firecrest test starts it), or MongoDB 7 and Kafka in containers where Docker
 * is reachable or FIRECREST_TEST_STORES=containers (scripts/test-stores.ts decides, scripts/test-containers.ts starts them).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ContainerStores } from './test-containers';
import { selectForThisMachine, TestStoresError } from './test-stores';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'test-output');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

// `--unit`: the unit tier alone, which needs no stores and no type check (vitest.config.ts).
const unitOnly = process.argv[2] === '--unit';
const vitestArgs = unitOnly ? ['--project', 'unit', ...process.argv.slice(3)] : process.argv.slice(2);

const selection = unitOnly ? undefined : await selectForThisMachine().catch((error: unknown) => {
  console.error(`test stores: ${error instanceof TestStoresError ? error.message : String(error)}`);
  process.exit(1);
});
let containers: ContainerStores | undefined;
if (selection?.stores === 'containers') {
  console.log(`test stores: containers (${selection.reason})`);
  // Loaded only here: the local path never loads testcontainers.
  const { startContainerStores } = await import('./test-containers');
  containers = await startContainerStores(selection.dockerHost).catch((error: unknown) => {
    console.error('test stores: could not start the containers:', error);
    process.exit(1);
  });
}

let passed = 0;
let failed = 0;

/** A command's exit code, its output on this terminal. */
const exitOf = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<number | null>((resolve) => spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' }).on('close', resolve).on('error', () => resolve(null)));

// The type check and the lint (eslint.config.js; any finding fails the run, so the tree stays clean) run beside the
// tests: each is one thread, and the unit tier that starts the run leaves most of the second core idle. Each keeps
// what it found of the files that did not change since the last run (54 and 21 CPU-s from nothing, 8 and 2 after);
// the lint's rules read one file at a time (no type information), so a file's own content is its cache's key.
const CACHE = join(ROOT, 'node_modules/.cache/firecrest');
mkdirSync(CACHE, { recursive: true });
const checks = unitOnly
  ? undefined
  : Promise.all([
      exitOf('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', join(CACHE, 'tsc.tsbuildinfo')]),
      exitOf('npx', ['eslint', '--max-warnings', '0', '--cache', '--cache-strategy', 'content', '--cache-location', join(CACHE, 'eslint'), '.']),
    ]);

const report = join(OUT, 'vitest.json');
const vitest = await exitOf(
  'npx',
  // e2e/stack-release.ts stops the browser tests' stack as their last file ends.
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--reporter=./e2e/stack-release.ts', `--outputFile.json=${report}`, ...vitestArgs],
  // Every test process and the e2e stack's services read MONGO_URL and KAFKA_BROKERS (the local defaults when unset).
  { ...process.env, CI: process.env.CI ?? '', ...containers?.env },
);
if (checks) {
  const [typecheck, lint] = await checks;
  for (const [status, what] of [[typecheck, 'type check'], [lint, 'lint']] as const) {
    if (status === 0) passed += 1;
    else {
      console.error(`${what} failed`);
      failed += 1;
    }
  }
}
try {
  const results = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  if (vitest !== 0 && results.numFailedTests === 0) failed += 1; // a suite that failed to load
} catch {
  failed += 1;
}

await containers?.stop();

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitest === 0 ? 0 : 1);
