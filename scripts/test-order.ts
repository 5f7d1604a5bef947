import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run for 20 s to 2 minutes, longest first. Vitest starts a project's files longest first only from the
 * durations of an earlier run on the same machine; without them (a clean clone, CI) it starts the largest files first,
 * and these are small files that start processes, browsers or brokers: they began last and ran alone at the end of
 * their tier (the route map last of the browser files, the fuzz last of the integration files).
 */
export const LONG_FILES = [
  'scripts/test/production-install.test.ts',
  'e2e/route-map.e2e.test.ts',
  'e2e/pseudo-locale.e2e.test.ts',
  'infra/test/ferretdb-loss.test.ts',
  'scripts/test/fuzz.test.ts',
  'e2e/training-approvals.e2e.test.ts',
  'infra/test/kafka-broker-loss.test.ts',
  'e2e/route-walk-defects.e2e.test.ts',
  'e2e/training.e2e.test.ts',
  'e2e/personnel.e2e.test.ts',
  'svc-public-api/test/reports.test.ts',
  'svc-personnel/test/competency-status-counts.test.ts',
  'svc-system/test/messages-schedule.test.ts',
];

/** Vitest's order (projects in their groups), with each project's long files moved to its front, longest first. */
export function longFilesFirst<T>(ordered: T[], file: (spec: T) => string, project: (spec: T) => string): T[] {
  const block = new Map<string, number>();
  for (const spec of ordered) if (!block.has(project(spec))) block.set(project(spec), block.size);
  const rank = (spec: T) => {
    const at = LONG_FILES.indexOf(file(spec));
    return at < 0 ? LONG_FILES.length : at;
  };
  return ordered
    .map((spec, at) => ({ spec, at }))
    .sort((a, b) => block.get(project(a.spec))! - block.get(project(b.spec))! || rank(a.spec) - rank(b.spec) || a.at - b.at)
    .map(({ spec }) => spec);
}

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    return longFilesFirst(await super.sort(files), (spec) => relative(root, spec.moduleId), (spec) => spec.project.name);
  }
}
