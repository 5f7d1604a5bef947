import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * The node arguments that run one app of this repository from its TypeScript source: the V8 flags its package.json
 * declares (`firecrest.nodeFlags`, e.g. svc-lms's heap sizes, docs/decisions.md "svc-lms heap"), then the source
 * condition and tsx. The stack and the benchmarks start services with it, so both run what production runs.
 */
export function serviceNodeArgs(app: string, entry: string): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, app, 'package.json'), 'utf8')) as { firecrest?: { nodeFlags?: string[] } };
  return [...(pkg.firecrest?.nodeFlags ?? []), '--conditions=@firecrest/source', '--import', 'tsx', entry];
}
