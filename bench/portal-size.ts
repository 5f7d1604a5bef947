/**
 * How much JavaScript the portal sends, measured in Chromium (issue 15): the sign-in page, and the shell with the
 * personnel remote (the personnel list). The built frontends are served by their own web servers (as in the stack)
 * in this process; a stand-in gateway answers `/api` (signed out for the sign-in page, an administrator with empty
 * lists afterwards), so only the frontends are measured.
 *
 * For each script Chromium fetched, the bytes on the wire are counted as the servers send them plain, gzipped and as
 * brotli; "Chromium" is what it reported itself (brotli on localhost, which it treats as a secure origin).
 */
import { get } from 'node:http';
import Fastify from 'fastify';
import { allPermissions } from '@firecrest/contracts';
import { createWebServer } from '@firecrest/web-server';
import { buildFrontends } from '../scripts/stack';
import { launchBrowser } from '../e2e/browser';

const ROOT = new URL('..', import.meta.url).pathname;
const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;

/** Bytes on the wire for one file in one encoding (node:http does not decode bodies). */
const transferred = (url: string, encoding: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => (n += chunk.length));
      res.on('end', () => resolve(n));
    }).on('error', reject);
  });

async function main() {
  buildFrontends();
  let signedIn = false;
  const gateway = Fastify();
  gateway.get('/api/auth/me', async (_request, reply) =>
    signedIn
      ? { user: { id: 'u1', username: 'admin', name: 'Bench Admin', mustChangePassword: false, accessAllLocations: true, roles: ['Administrator'], permissions: allPermissions() } }
      : reply.code(401).type('application/problem+json').send({ status: 401, code: 'notAuthenticated', title: 'Unauthorized' }),
  );
  gateway.all('/api/*', async () => ({ data: [], total: 0 }));
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;

  const remotes = await Promise.all(['mf-system', 'mf-training', 'mf-personnel'].map((app) => createWebServer({ dir: `${ROOT}${app}`, port: 0, cors: true })));
  const remoteUrl = (i: number) => `http://127.0.0.1:${(remotes[i].server.address() as { port: number }).port}`;
  const shell = await createWebServer({
    dir: `${ROOT}shell`,
    port: 0,
    spa: true,
    apiUpstream: gatewayUrl,
    scriptSources: [0, 1, 2].map(remoteUrl),
    config: { remotes: { mf_system: `${remoteUrl(0)}/mf-manifest.json`, mf_training: `${remoteUrl(1)}/mf-manifest.json`, mf_personnel: `${remoteUrl(2)}/mf-manifest.json` } },
  });
  const portal = `http://127.0.0.1:${(shell.server.address() as { port: number }).port}`;
  const browser = await launchBrowser();

  /** Loads a page in a fresh browser (nothing cached) and sums the scripts it fetched. */
  async function measure(path: string, ready: string) {
    const page = await (await browser.newContext()).newPage();
    const scripts: { url: string; encoded: number }[] = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({ url: request.url(), encoded: sizes.responseBodySize });
    });
    await page.goto(`${portal}${path}`, { waitUntil: 'networkidle' });
    await page.getByText(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.context().close();
    if (process.env.VERBOSE) for (const s of scripts) console.log(`  ${s.url.replace(/^http:\/\/[^/]+/, '')} ${kb(s.encoded)}`);
    const sizes = await Promise.all(scripts.map(async (s) => ({ chromium: s.encoded, plain: await transferred(s.url, 'identity'), gzip: await transferred(s.url, 'gzip'), br: await transferred(s.url, 'br') })));
    const sum = (k: 'plain' | 'br' | 'gzip' | 'chromium') => sizes.reduce((n, s) => n + s[k], 0);
    return { files: scripts.length, chromium: sum('chromium'), plain: sum('plain'), gzip: sum('gzip'), br: sum('br') };
  }

  const rows: [string, Awaited<ReturnType<typeof measure>>, number][] = [];
  rows.push(['sign-in page (/login)', await measure('/login', 'Sign in'), 300 * 1024]);
  signedIn = true;
  rows.push(['shell + personnel (/personnel/rt/personnel-list)', await measure('/personnel/rt/personnel-list', 'New employee'), 450 * 1024]);
  console.log('\nJavaScript loaded in Chromium (fresh cache)\n');
  console.log('page'.padEnd(52), 'files'.padStart(5), 'plain'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10), 'Chromium'.padStart(10), 'target'.padStart(10));
  for (const [name, r, target] of rows) {
    console.log(name.padEnd(52), String(r.files).padStart(5), kb(r.plain).padStart(10), kb(r.gzip).padStart(10), kb(r.br).padStart(10), kb(r.chromium).padStart(10), `<${kb(target)}`.padStart(10));
  }
  await browser.close();
  await Promise.all([shell.close(), ...remotes.map((r) => r.close()), gateway.close()]);
}

await main();
