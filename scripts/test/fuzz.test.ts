import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fuzzPublicApi } from '../fuzz/public-api';

/** `./firecrest fuzz` in small: every schemathesis phase against the REST API v1, a few examples per operation. */
describe('the REST API v1 under schemathesis', () => {
  beforeAll(() => {
    // Installs the pinned schemathesis into .tools/venv the first time (./firecrest test does it before the run).
    execFileSync('bash', [resolve(import.meta.dirname, '../fuzz/install-schemathesis.sh')], { stdio: 'inherit' });
  }, 300_000);

  it('finds no failure in any phase (examples, coverage, fuzzing, stateful)', { timeout: 240_000 }, async () => {
    const lines: string[] = [];
    const result = await fuzzPublicApi({ maxExamples: 8, timeLimitSeconds: 180, log: (line) => lines.push(line) });
    const summary = lines.slice(lines.findIndex((l) => l.includes('SUMMARY'))).join('\n');
    expect(result.exitCode, summary || lines.slice(-40).join('\n')).toBe(0);
    expect(summary).toMatch(/Tested: 37/);
    expect(summary).not.toMatch(/failures?/i);
  });
});
