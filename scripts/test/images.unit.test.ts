/**
 * What the images are made of (issue 27), read from the Dockerfiles (compose.yaml is infra/test/compose.unit.test.ts):
 * each Dockerfile copies only the repository's manifests, the shared packages and its own app (no other service's source), runs compiled
 * JavaScript with node and the V8 flags its package.json declares, and never tsx. That the result starts is
 * e2e/production-install.e2e.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { FRONTENDS, SERVICES } from '../stack';

const ROOT = resolve(import.meta.dirname, '../..');
const APPS = [...SERVICES, ...FRONTENDS];
/** The instructions of a Dockerfile, continuation lines joined, comments dropped. */
function instructions(app: string): { op: string; args: string }[] {
  return readFileSync(join(ROOT, app, 'Dockerfile'), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => ({ op: line.split(/\s+/)[0].toUpperCase(), args: line.slice(line.split(/\s+/)[0].length).trim() }));
}

describe.each(APPS)('%s/Dockerfile', (app) => {
  const steps = instructions(app);

  test('copies only the manifests, the shared packages and its own app', () => {
    const allowed = new Set(['package.json', 'package-lock.json', 'packages', app]);
    const copied = steps.filter((s) => s.op === 'COPY' && !s.args.startsWith('--from=')).flatMap((s) => s.args.split(/\s+/).slice(0, -1));
    expect(copied.length).toBeGreaterThan(0);
    expect(copied.filter((source) => !allowed.has(source.replace(/^\.\//, '').replace(/\/$/, '')))).toEqual([]);
  });

  test('runs compiled JavaScript with node and its declared flags, never tsx', () => {
    expect(steps.filter((s) => /\btsx\b/.test(s.args))).toEqual([]);
    const finalStage = steps.slice(steps.findLastIndex((s) => s.op === 'FROM'));
    // The image is the production tree of the build stage, nothing else.
    expect(finalStage.filter((s) => s.op === 'COPY').map((s) => s.args)).toEqual(['--from=build /app /app']);
    expect(finalStage.some((s) => s.op === 'RUN')).toBe(false);
    const cmd = JSON.parse(finalStage.find((s) => s.op === 'CMD')!.args) as string[];
    const nodeFlags = (JSON.parse(readFileSync(join(ROOT, app, 'package.json'), 'utf8')) as { firecrest?: { nodeFlags?: string[] } }).firecrest?.nodeFlags ?? [];
    expect(cmd).toEqual(['node', ...nodeFlags, '--enable-source-maps', app.startsWith('svc-') ? 'build/server.mjs' : 'server.mjs']);
  });
});
