/**
 * The cost of internal identity tokens per call, now that every call signs one and every service checks one
 * (single-use, per audience): sign + verify with the kit's node:crypto HS256, against jose's SignJWT/jwtVerify for
 * the same claims. Run: ./firecrest bench identity
 */
import { performance } from 'node:perf_hooks';
import { SignJWT, jwtVerify } from 'jose';
import { allPermissions } from '@firecrest/contracts';
import { signIdentitySync, verifyIdentityToken, type Identity } from '@firecrest/service-kit';

const secret = 'bench-internal-token-secret-0123456789';
// The largest identity there is: every right of every module.
const identity: Identity = { id: 'bench', username: 'bench', name: 'Bench', mustChangePassword: false, accessAllLocations: true, roles: ['Administrator'], permissions: allPermissions(), via: 'apiKey' };
const ROUNDS = Number(process.argv[2] ?? 20_000);

async function measure(title: string, once: () => Promise<void> | void) {
  for (let i = 0; i < 1_000; i++) await once();
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i++) await once();
  const perCall = ((performance.now() - started) * 1000) / ROUNDS;
  console.log(`  ${title.padEnd(48)} ${perCall.toFixed(1).padStart(7)} µs per call   ${Math.round(1e6 / perCall).toLocaleString('en').padStart(9)} calls/s on one core`);
}

console.log(`identity tokens, ${ROUNDS.toLocaleString('en')} rounds, token of ${signIdentitySync(identity, secret, 'svc-public-api').length} characters`);
await measure('kit (node:crypto): sign + verify', () => {
  if (!verifyIdentityToken(signIdentitySync(identity, secret, 'svc-public-api'), secret, 'svc-public-api')) throw new Error('refused');
});
const key = new TextEncoder().encode(secret);
await measure('jose: SignJWT + jwtVerify', async () => {
  const token = await new SignJWT({ identity }).setProtectedHeader({ alg: 'HS256' }).setIssuer('svc-gateway').setAudience('svc-public-api').setJti(crypto.randomUUID()).setIssuedAt().setExpirationTime('60s').sign(key);
  await jwtVerify(token, key, { issuer: 'svc-gateway', audience: 'svc-public-api' });
});
const token = signIdentitySync(identity, secret, 'svc-public-api');
await measure('kit: sign only (the gateway, per call)', () => {
  signIdentitySync(identity, secret, 'svc-public-api');
});
await measure('kit: verify only (the service, per call)', () => {
  verifyIdentityToken(token, secret, 'svc-public-api');
});
