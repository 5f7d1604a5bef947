import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file an image's command reads its V8 flags from (`node --env-file=node.env …`): one set of Dockerfiles serves
 * every app, so an app's own flags travel in its production tree rather than in its Dockerfile.
 */
export const NODE_ENV_FILE = 'node.env';

/** The V8 flags an app's package.json declares (`firecrest.nodeFlags`, e.g. svc-lms's heap sizes). */
export function nodeFlags(root, app) {
  const pkg = JSON.parse(readFileSync(join(root, app, 'package.json'), 'utf8'));
  return pkg.firecrest?.nodeFlags ?? [];
}

/**
 * The env file carrying those flags as NODE_OPTIONS, which node applies at start when given `--env-file` (V8's
 * --max-old-space-size and --max-semi-space-size are allowed there). A NODE_OPTIONS set in the container's own
 * environment wins over the file's, so an operator can still override the flags. No flags: a comment alone.
 */
export function nodeEnvFile(flags) {
  const comment = '# Written by firecrest-build tree from package.json firecrest.nodeFlags; read by the image command.\n';
  if (flags.some((flag) => /[\s"'\\]/.test(flag))) throw new Error(`node flags cannot hold spaces or quotes: ${flags.join(' ')}`);
  return flags.length ? `${comment}NODE_OPTIONS="${flags.join(' ')}"\n` : comment;
}

/** Writes an app's env file into the folder its image starts node in. */
export function writeNodeEnvFile(root, app, dir) {
  writeFileSync(join(dir, NODE_ENV_FILE), nodeEnvFile(nodeFlags(root, app)));
}
