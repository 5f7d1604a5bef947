/**
 * The way in for the REST API benchmark's direct phase under load (bench/api.ts). Services accept an internal
 * identity token once (its `jti`), so wrk, which sends the same headers on every request, cannot call a service
 * directly: this forwarder signs a fresh identity for each request with the kit's signer (as the gateway does) and
 * passes the call on as it is, nothing kept, nothing checked. The services' replay check stays as it is.
 *
 *   SIGNING_SECRET=<internal token secret> node --import tsx bench/signing-forwarder.ts <upstream> <audience>
 *
 * Prints `listening <port>`. Plain node:http and an undici pool: the least a second process on the path can cost
 * (bench/api.ts measures that cost apart, with a bare proxy in front of the hello process).
 */
import { createServer } from 'node:http';
import { Pool } from 'undici';
import { allPermissions } from '@firecrest/contracts';
import { IDENTITY_HEADER, signIdentitySync, type Identity } from '@firecrest/service-kit';

const [upstream, audience] = process.argv.slice(2);
const secret = process.env.SIGNING_SECRET;
if (!upstream || !audience || !secret) throw new Error('usage: SIGNING_SECRET=… signing-forwarder.ts <upstream> <audience>');
const identity: Identity = { id: 'bench', username: 'bench', name: 'Bench', mustChangePassword: false, accessAllLocations: true, roles: [], permissions: allPermissions(), via: 'apiKey' };
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);
const pool = new Pool(upstream, { connections: 128 });

const server = createServer((req, res) => {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  headers[IDENTITY_HEADER] = signIdentitySync(identity, secret, audience);
  pool.request({ path: req.url ?? '/', method: req.method as 'GET', headers }).then(
    (answer) => {
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
      res.writeHead(answer.statusCode, out);
      // A caller that hangs up (wrk at the end of its run) aborts the upstream body: expected, not a crash.
      answer.body.on('error', () => undefined);
      answer.body.pipe(res);
      res.once('close', () => answer.body.destroy());
    },
    () => {
      res.writeHead(502).end();
    },
  );
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as { port: number }).port}`));
