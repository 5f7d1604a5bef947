/**
 * Runs the type check and every vitest project, then prints the totals on a line of their own
 * (`N passed, N failed`), which is what CI reads.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'test-output');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

let passed = 0;
let failed = 0;

const typecheck = spawnSync('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { cwd: ROOT, stdio: 'inherit' });
if (typecheck.status === 0) passed += 1;
else {
  console.error('type check failed');
  failed += 1;
}

const report = join(OUT, 'vitest.json');
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '' } },
);
try {
  const results = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  if (vitest.status !== 0 && results.numFailedTests === 0) failed += 1; // a suite that failed to load
} catch {
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitest.status === 0 ? 0 : 1);
