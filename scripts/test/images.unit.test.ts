/**
 * What the images are made of (issues 27 and 28), read from the one shared Dockerfile (infra/images/Dockerfile;
 * compose.yaml's use of it is infra/test/compose.unit.test.ts): for each app, the stages its build runs with APP set
 * to the app's name and the target of its kind, as Docker would read them. Each build copies only the repository's
 * manifests, the shared packages and its own app (no other app's source); each image runs compiled JavaScript with
 * node, never tsx, as user node; and the V8 flags the app's package.json declares reach node: a stand-in of the app
 * (its package.json's flags, an entry point that reports the heap) is laid out by the real `firecrest-build tree` and
 * started with the image's command in the image's working folder. That the real apps start is
 * scripts/test/production-install.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { nodeFlags } from '../../packages/build/src/node-flags.mjs';
import { FRONTENDS, SERVICES } from '../stack';

const ROOT = resolve(import.meta.dirname, '../..');
const DOCKERFILE = join(ROOT, 'infra/images/Dockerfile');
const BUILD_TOOL = join(ROOT, 'packages/build/bin/firecrest-build.mjs');
const APPS = [...SERVICES, ...FRONTENDS];
const kindOf = (app: string) => (app.startsWith('svc-') ? 'service' : 'frontend');

type Step = { op: string; args: string };
type Stage = { name: string; from: string; steps: Step[] };

/**
 * The Dockerfile's stages for one app: continuation lines joined, comments dropped, and APP replaced by the app's
 * name where Docker would give it a value (after `ARG APP` in the same stage; an ARG does not cross a FROM).
 */
function stagesFor(app: string): Stage[] {
  const stages: Stage[] = [];
  let declared = false;
  const lines = readFileSync(DOCKERFILE, 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of lines) {
    const op = line.split(/\s+/)[0].toUpperCase();
    let args = line.slice(op.length).trim();
    if (op === 'FROM') {
      const [from, , name] = args.split(/\s+/);
      stages.push({ name: name ?? String(stages.length), from, steps: [] });
      declared = false;
      continue;
    }
    if (op === 'ARG' && args === 'APP') declared = true;
    if (declared) args = args.replace(/\$\{APP\}|\$APP\b/g, app);
    stages.at(-1)!.steps.push({ op, args });
  }
  return stages;
}

/** The stages an image of `target` is made of, its base first. */
function imageStages(stages: Stage[], target: string): Stage[] {
  const stage = stages.find((s) => s.name === target);
  if (!stage) throw new Error(`the Dockerfile has no stage ${target}`);
  return [...(stages.some((s) => s.name === stage.from) ? imageStages(stages, stage.from) : []), stage];
}

/** The last value of an instruction along the image's stages (WORKDIR, USER, CMD...). */
const last = (steps: Step[], op: string) => steps.findLast((s) => s.op === op)?.args;
const unquoted = (args: string) => args.replace(/"/g, '');

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** What node reports of its heap, started as `args` in `cwd` with no NODE_OPTIONS of ours. */
function heapOf(cwd: string, args: string[]): number {
  const env = { PATH: process.env.PATH };
  const run = spawnSync(process.execPath, args, { cwd, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed in ${cwd}:\n${run.stdout}${run.stderr}`);
  return (JSON.parse(run.stdout) as { heap: number }).heap;
}
const REPORT_HEAP = "console.log(JSON.stringify({ heap: (await import('node:v8')).getHeapStatistics().heap_size_limit }));\n";

/**
 * A stand-in repository holding one app of the real app's name, kind and declared node flags, with an entry point that
 * reports the heap; returns the folder `firecrest-build tree` lays out for its image (as the build stage's /app).
 */
function standInTree(app: string): string {
  const root = mkdtempSync(join(tmpdir(), `firecrest-image-${app}-`));
  folders.push(root);
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const firecrest = (JSON.parse(readFileSync(join(ROOT, app, 'package.json'), 'utf8')) as { firecrest?: unknown }).firecrest;
  write('package.json', JSON.stringify({ name: 'stand-in', private: true, workspaces: [app] }));
  write('package-lock.json', JSON.stringify({ name: 'stand-in', lockfileVersion: 3, requires: true, packages: { '': { name: 'stand-in', workspaces: [app] }, [`node_modules/${app}`]: { resolved: app, link: true }, [app]: { version: '0.0.0' } } }));
  write(`${app}/package.json`, JSON.stringify({ name: app, version: '0.0.0', ...(firecrest ? { firecrest } : {}) }));
  write(`${app}/${kindOf(app) === 'service' ? 'src/server.ts' : 'server.ts'}`, '');
  write(`${app}/build/server.mjs`, REPORT_HEAP);
  write(`${app}/build/server.mjs.map`, '{}');
  write(`${app}/dist/index.html`, '<div id="root"></div>');
  mkdirSync(join(root, 'packages'));
  const out = join(root, 'image');
  const run = spawnSync(process.execPath, [BUILD_TOOL, 'tree', app, out], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`firecrest-build tree ${app} failed:\n${run.stdout}${run.stderr}`);
  return out;
}

describe('infra/images/Dockerfile', () => {
  test('runs no tsx, in any stage', () => {
    expect(stagesFor('svc-lms').flatMap((s) => s.steps).filter((s) => /\btsx\b/.test(s.args))).toEqual([]);
  });

  test('refers to APP only where a stage declares it (an ARG does not cross a FROM)', () => {
    for (const stage of stagesFor('svc-lms')) expect(stage.steps.filter((s) => s.args.includes('APP') && s.op !== 'ARG'), stage.name).toEqual([]);
  });
});

describe.each(APPS)('%s, built from infra/images/Dockerfile', (app) => {
  const stages = stagesFor(app);
  const image = imageStages(stages, kindOf(app)).flatMap((s) => s.steps);
  const built = stages.filter((s) => image.some((step) => step.op === 'COPY' && step.args.startsWith(`--from=${s.name} `)));

  test('copies only the manifests, the shared packages and its own app, and lays out that app', () => {
    expect(built.map((s) => s.name)).toEqual(['build']);
    const steps = built[0].steps;
    const allowed = new Set(['package.json', 'package-lock.json', 'packages', app]);
    const copied = steps.filter((s) => s.op === 'COPY').flatMap((s) => s.args.split(/\s+/).slice(0, -1));
    expect(copied).toContain(app);
    expect(copied.filter((source) => !allowed.has(source.replace(/^\.\//, '').replace(/\/$/, '')))).toEqual([]);
    const run = unquoted(steps.filter((s) => s.op === 'RUN').map((s) => s.args).join(' && '));
    expect(run).toContain(`npm ci --workspace ${app} `);
    expect(run).toContain(`firecrest-build server ${app} `);
    expect(run).toMatch(new RegExp(`firecrest-build tree ${app} /app$`));
  });

  test('is the production tree alone, run by node as user node: compiled JavaScript, not tsx', () => {
    expect(image.filter((s) => s.op === 'COPY').map((s) => s.args)).toEqual(['--from=build /app /app']);
    expect(image.some((s) => s.op === 'RUN')).toBe(false);
    expect(last(image, 'USER')).toBe('node');
    expect(last(image, 'WORKDIR')).toBe(kindOf(app) === 'service' ? `/app/${app}` : '/app');
    const cmd = JSON.parse(last(image, 'CMD')!) as string[];
    expect(cmd).toEqual(['node', '--env-file=node.env', '--enable-source-maps', kindOf(app) === 'service' ? 'build/server.mjs' : 'server.mjs']);
  });

  test('its command gives node the V8 flags its package.json declares', () => {
    const tree = standInTree(app);
    const workdir = join(tree, relative('/app', last(image, 'WORKDIR')!));
    const [node, ...args] = JSON.parse(last(image, 'CMD')!) as string[];
    expect(node).toBe('node');
    expect(existsSync(join(workdir, args.at(-1)!)), 'the entry point where the image starts').toBe(true);
    const declared = nodeFlags(ROOT, app);
    // The heap limit is V8's old space plus three semi-spaces: both flags move it, and the default differs.
    expect(heapOf(workdir, args)).toBe(heapOf(workdir, [...declared, '--input-type=module', '-e', REPORT_HEAP]));
    if (app === 'svc-lms') expect(declared).toEqual(['--max-semi-space-size=4', '--max-old-space-size=256']);
  });
});
