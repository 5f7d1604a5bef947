// The one rspack + Module Federation configuration of all four frontends (Node side of portal-kit).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { FEDERATION_RUNTIME_SCRIPT, FederationRuntimeScriptPlugin } from './federation-runtime-script.mjs';
import { sharedFacade } from './shared-exports.mjs';
import { antdImportTransform, antdParts } from './antd-parts.mjs';

const require = createRequire(import.meta.url);
const version = (pkg) => JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;

/**
 * Shared singletons: one React, router, antd, zustand, TanStack Query and portal-kit in the page, whichever app loads first.
 * A shared module cannot be tree-shaken by the app that provides it (any remote may use any export), so antd, the
 * icons and the router are provided as a module re-exporting only the exports the four frontends and portal-kit
 * import (shared-exports.json, kept exact by its test): the same reduced singleton from every app. An app that starts
 * using another export is deployed with the others rebuilt from the new list (docs/decisions.md). antd is shared in
 * parts (antd-parts.mjs): what every page loads, and each other component on its own.
 */
export function mfShared() {
  const single = (pkg, extra = {}) => ({ singleton: true, requiredVersion: `^${version(pkg)}`, ...extra });
  // `version` is given: with a path as `import`, it would be read from the package.json nearest that path.
  const reduced = (pkg) => single(pkg, { import: sharedFacade(pkg), version: version(pkg) });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    'react-router': reduced('react-router'),
    ...Object.fromEntries(Object.entries(antdParts()).map(([key, path]) => [key, single('antd', { import: path, version: version('antd') })])),
    '@ant-design/icons': reduced('@ant-design/icons'),
    zustand: single('zustand'),
    axios: single('axios'),
    // One translation instance and one dayjs (its locale is global, and antd's pickers read it) in the page.
    i18next: single('i18next'),
    'react-i18next': single('react-i18next'),
    dayjs: single('dayjs'),
    // One query cache in the page (portal-kit's queryClient).
    '@tanstack/react-query': single('@tanstack/react-query'),
    '@firecrest/portal-kit': { singleton: true, requiredVersion: false, version: '0.1.0' },
  };
}

const indexHtml = (head = '') => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Firecrest</title>
    <style>html, body { margin: 0; background: #f5f5f5; } #root { min-height: 100vh; }</style>${head}
  </head>
  <body>
    <noscript>Firecrest needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;

/**
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, host?: boolean }} options
 */
export function frontendConfig({ dir, name, exposes, host = false }) {
  return {
    mode: 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: false,
    output: { path: join(dir, 'dist'), publicPath: host ? '/' : 'auto', filename: '[name].[contenthash:8].js', clean: true, uniqueName: name },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      conditionNames: ['@firecrest/source', 'browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
            transformImport: [antdImportTransform],
          },
          type: 'javascript/auto',
        },
        // The contracts are schemas and constants: a module none of whose exports a page uses is left out (the whole
        // package's JSON Schemas were 13.7 kB brotli of every page, the portal uses a few of them).
        { test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        shared: mfShared(),
        // The shell registers every shared module first; a remote's copies are used only when it runs on its own.
        // Version-first would load every remote's entry to compare versions as soon as a page consumed a new part.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One Module Federation runtime in the page: the shell provides it, the remotes' entries use it (15 kB each).
        experiments: { ...(exposes ? { externalRuntime: true } : { provideExternalRuntime: true }), optimization: { target: 'web' } },
      }),
      // Remotes get a page too: they can run on their own during development.
      new rspack.HtmlRspackPlugin({ templateContent: indexHtml(exposes ? `\n    <script src="${FEDERATION_RUNTIME_SCRIPT}"></script>` : ''), title: 'Firecrest', inject: 'body' }),
      ...(exposes ? [new FederationRuntimeScriptPlugin()] : []),
      new PrecompressPlugin(),
    ],
    performance: { hints: false },
    optimization: { minimize: true },
  };
}
