import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, type ModuleKey, type Right, type SessionUser } from '@firecrest/contracts';
import { ProblemError } from './errors/problem-error';

/** Who a request acts for: a signed-in user, an API key's user, or a service asking another on its own behalf. */
export type Identity = SessionUser & { via: 'session' | 'apiKey' | 'service'; apiKeyId?: string };

export const IDENTITY_HEADER = 'x-firecrest-identity';
const ISSUER = 'svc-gateway';
/** How long a signed identity is accepted: one call's journey from the gateway to a service. */
export const IDENTITY_TOKEN_SECONDS = 60;
// Clock difference tolerated between the signer and the receiver.
const CLOCK_SKEW_SECONDS = 5;

// A compact JWS (RFC 7515) with this one header only: nothing else is ever accepted, so no algorithm confusion.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const mac = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest();

interface Claims {
  identity: Identity;
  iss: string;
  aud: string;
  jti: string;
  iat: number;
  exp: number;
}

/**
 * A short-lived token the receiving service trusts, so services never see cookies or API keys. Signed for one
 * service (`audience`, its name, e.g. `svc-personnel`) and one call (`jti`): every call signs a new one.
 */
export async function signIdentity(identity: Identity, secret: string, audience: string): Promise<string> {
  return signIdentitySync(identity, secret, audience);
}

/** `signIdentity` without the promise, for a header signed as it is read (the test helper's `as()`). */
export function signIdentitySync(identity: Identity, secret: string, audience: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims: Claims = { identity, iss: ISSUER, aud: audience, jti: randomUUID(), iat: now, exp: now + IDENTITY_TOKEN_SECONDS };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The claims of a token signed with `secret` for `audience` and still alive; null otherwise. */
export function verifyIdentityToken(token: string, secret: string, audience: string): Claims | null {
  const [header, payload, signature, extra] = token.split('.');
  if (header !== HEADER || !payload || !signature || extra !== undefined) return null;
  const expected = mac(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  } catch {
    return null;
  }
  const now = Date.now() / 1000;
  const valid =
    claims.iss === ISSUER &&
    claims.aud === audience &&
    typeof claims.jti === 'string' &&
    claims.jti.length > 0 &&
    typeof claims.exp === 'number' &&
    claims.exp > now &&
    typeof claims.iat === 'number' &&
    claims.iat <= now + CLOCK_SKEW_SECONDS &&
    typeof claims.identity === 'object' &&
    claims.identity !== null;
  return valid ? claims : null;
}

/**
 * Token ids this instance has accepted, kept until their token expires: a second call with the same id is a
 * replay. Per instance, in memory: a token captured on the way to one instance of a service could be replayed
 * once against another instance of the same service (not against another service: the audience differs).
 */
export class SeenTokenIds {
  private readonly expiries = new Map<string, number>();
  private nextSweep = 0;

  /** Records the id; false when it was already seen and has not yet expired. */
  firstUse(jti: string, expiresAtMs: number, now = Date.now()): boolean {
    if (now >= this.nextSweep) {
      for (const [id, expiry] of this.expiries) if (expiry <= now) this.expiries.delete(id);
      this.nextSweep = now + 5_000;
    }
    const known = this.expiries.get(jti);
    if (known !== undefined && known > now) return false;
    this.expiries.set(jti, expiresAtMs);
    return true;
  }

  get size() {
    return this.expiries.size;
  }
}

export interface RouteAccess {
  /** A route anyone may call (health, login). Everything else needs an identity. */
  public?: boolean;
  /** The right the caller must hold. */
  permission?: [ModuleKey, Right];
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function assertPermission(request: FastifyRequest, module: ModuleKey, right: Right = 'view') {
  if (!request.identity) throw new ProblemError('notAuthenticated');
  if (!can(request.identity.permissions, module, right)) {
    throw new ProblemError('permissionDenied', `Permission denied: ${right} on ${module} is required.`);
  }
}

/**
 * Verifies the identity signed for this service (`audience`: the service's name) and enforces each route's
 * declared access on the server side: a route is private unless it says `config: { access: { public: true } }`.
 * A token is accepted once (its `jti`), for its 60 s life.
 */
export const identityPlugin = fp<{ secret: string; audience: string }>(
  async (fastify: FastifyInstance, { secret, audience }) => {
    const seen = new SeenTokenIds();
    fastify.decorateRequest('identity', null);
    fastify.addHook('onRequest', async (request) => {
      const token = request.headers[IDENTITY_HEADER];
      if (typeof token !== 'string') return;
      const claims = verifyIdentityToken(token, secret, audience);
      if (!claims) throw new ProblemError('notAuthenticated', 'The identity passed by the gateway is invalid or expired.');
      if (!seen.firstUse(claims.jti, claims.exp * 1000)) {
        throw new ProblemError('notAuthenticated', 'The identity passed by the gateway was already used.');
      }
      request.identity = claims.identity;
    });
    fastify.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (access?.public || route.url === '*' || route.url.startsWith('/documentation')) return;
      const check = async (request: FastifyRequest) => {
        if (!request.identity) throw new ProblemError('notAuthenticated');
        if (access?.permission) assertPermission(request, ...access.permission);
      };
      route.preHandler = [check, ...(route.preHandler ? [route.preHandler].flat() : [])];
      if (access?.permission) {
        route.schema = { ...route.schema, 'x-permission': access.permission.join(':') } as typeof route.schema;
      }
    });
  },
  { name: 'firecrest-identity' },
);
