import { join } from 'node:path';
import { build } from 'esbuild';
import { appKind } from './app-kind.mjs';

/** The workspace packages are TypeScript sources; they are compiled into the app, never installed as such. */
const WORKSPACE_SCOPE = '@firecrest/';

/**
 * A service's npm dependencies stay imports, resolved from the production install of what the service declares
 * (so an undeclared one fails at start, not silently); the workspace packages are compiled in.
 */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith(WORKSPACE_SCOPE) ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Compiles an app's server to `<app>/build/server.mjs`. A frontend's static server is bundled whole, dependencies
 * included, so its image holds the built assets and this one file.
 */
export async function buildServer(root, app) {
  const { kind, entry } = appKind(root, app);
  const outfile = join(root, app, 'build/server.mjs');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    conditions: ['@firecrest/source'],
    // The same compilation in the repository and in an image, which holds no tsconfig.base.json (nothing here needs one).
    tsconfigRaw: {},
    sourcemap: true,
    logLevel: 'warning',
    plugins: kind === 'service' ? [externalNpmPackages] : [],
    // CommonJS dependencies bundled into an ES module still call require() for Node's built-ins.
    banner: kind === 'frontend' ? { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" } : undefined,
  });
  console.log(`firecrest-build: ${app} → ${outfile}`);
}
