import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONG_FILES, longFilesFirst } from '../test-order';

const spec = (project: string, file: string) => ({ project, file });
const order = (specs: { project: string; file: string }[]) =>
  longFilesFirst(specs, (s) => s.file, (s) => s.project).map((s) => `${s.project}:${s.file}`);

describe('long test files first', () => {
  it('moves each project’s long files to its front, longest first, keeping the projects and the rest in order', () => {
    expect(
      order([
        spec('e2e', 'e2e/a.e2e.test.ts'),
        spec('e2e', 'e2e/pseudo-locale.e2e.test.ts'),
        spec('e2e', 'e2e/route-map.e2e.test.ts'),
        spec('integration', 'svc-x/test/b.test.ts'),
        spec('integration', 'svc-x/test/a.test.ts'),
        spec('integration', 'scripts/test/fuzz.test.ts'),
        spec('integration', 'scripts/test/production-install.test.ts'),
        spec('resilience', 'scripts/test/instance-loss.test.ts'),
      ]),
    ).toEqual([
      'e2e:e2e/route-map.e2e.test.ts',
      'e2e:e2e/pseudo-locale.e2e.test.ts',
      'e2e:e2e/a.e2e.test.ts',
      'integration:scripts/test/production-install.test.ts',
      'integration:scripts/test/fuzz.test.ts',
      'integration:svc-x/test/b.test.ts',
      'integration:svc-x/test/a.test.ts',
      'resilience:scripts/test/instance-loss.test.ts',
    ]);
  });

  it('names files that exist', () => {
    expect(LONG_FILES.filter((file) => !existsSync(resolve(import.meta.dirname, '../..', file)))).toEqual([]);
  });
});
