#!/usr/bin/env node
/**
 * The production path of every app, used by the images' Dockerfile (infra/images) and by the test that proves each image starts
 * (scripts/test/production-install.test.ts), so both do exactly the same:
 *
 *   firecrest-build server <app>        compile the app's server to <app>/build/server.mjs
 *   firecrest-build tree <app> <out>    lay out what the app's image runs in <out> (see production-tree.mjs)
 *
 * Run anywhere in the repository (or /app in an image): the root is the nearest folder up with a lockfile.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildServer } from '../src/build-server.mjs';
import { productionTree } from '../src/production-tree.mjs';

const [command, app, out] = process.argv.slice(2);
let root = process.cwd();
while (!existsSync(join(root, 'package-lock.json')) && dirname(root) !== root) root = dirname(root);
try {
  if (command === 'server' && app) await buildServer(root, app);
  else if (command === 'tree' && app && out) await productionTree(root, app, resolve(out));
  else {
    console.error('usage: firecrest-build server <app> | tree <app> <out>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`firecrest-build: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
