import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { appKind } from './app-kind.mjs';
import { writeNodeEnvFile } from './node-flags.mjs';

const copy = (from, to) => cpSync(from, to, { recursive: true });

/**
 * Lays out in `out` exactly what an app's image runs, from a tree where `firecrest-build server <app>` has run:
 * - a service: the root manifest and lockfile, every workspace's package.json (npm links them), the service's
 *   package.json and compiled build/, then a production install from the lockfile of the service's own dependencies
 *   only (no dev dependencies, nothing from anywhere else). Started in <app>/ with `node build/server.mjs`.
 * - a frontend: its built dist/ and its bundled server.mjs, nothing to install. Started with `node server.mjs`.
 * Beside the entry point, node.env carries the V8 flags the app declares (node-flags.mjs), for `node --env-file`.
 */
export async function productionTree(root, app, out) {
  const { kind } = appKind(root, app);
  const built = join(root, app, 'build/server.mjs');
  if (!existsSync(built)) throw new Error(`${app} has no build/server.mjs: run firecrest-build server ${app} first`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  if (kind === 'frontend') {
    if (!existsSync(join(root, app, 'dist'))) throw new Error(`${app} has no dist/: build its assets first`);
    copy(join(root, app, 'dist'), join(out, 'dist'));
    copy(built, join(out, 'server.mjs'));
    copy(`${built}.map`, join(out, 'server.mjs.map'));
    writeNodeEnvFile(root, app, out);
    return;
  }
  for (const file of ['package.json', 'package-lock.json']) copy(join(root, file), join(out, file));
  for (const pkg of readdirSync(join(root, 'packages'))) {
    if (existsSync(join(root, 'packages', pkg, 'package.json'))) copy(join(root, 'packages', pkg, 'package.json'), join(out, 'packages', pkg, 'package.json'));
  }
  copy(join(root, app, 'package.json'), join(out, app, 'package.json'));
  copy(join(root, app, 'build'), join(out, app, 'build'));
  writeNodeEnvFile(root, app, join(out, app));
  const install = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--workspace', app, '--include-workspace-root=false', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: out, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  );
  if (install.status !== 0) throw new Error(`production install of ${app} failed:\n${install.stdout}${install.stderr}`);
}
