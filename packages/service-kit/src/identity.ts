import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { can, type ModuleKey, type Right, type SessionUser } from '@firecrest/contracts';
import { ProblemError } from './errors/problem-error';

/** Who a request acts for: a signed-in user, an API key's user, or a service asking another on its own behalf. */
export type Identity = SessionUser & { via: 'session' | 'apiKey' | 'service'; apiKeyId?: string };

export const IDENTITY_HEADER = 'x-firecrest-identity';
const ISSUER = 'svc-gateway';
const AUDIENCE = 'firecrest-services';

const secretKey = (secret: string) => new TextEncoder().encode(secret);
/** Verified tokens kept until they expire, at most this many. */
const VERIFIED_TOKENS = 10_000;

/** Used by the gateway: a short-lived token the services trust, so they never see cookies or API keys. */
export async function signIdentity(identity: Identity, secret: string): Promise<string> {
  return new SignJWT({ identity })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(secretKey(secret));
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
 * Verifies the identity the gateway signed and enforces each route's declared access on the server side:
 * a route is private unless it says `config: { access: { public: true } }`.
 */
export const identityPlugin = fp<{ secret: string }>(
  async (fastify: FastifyInstance, { secret }) => {
    const key = secretKey(secret);
    // The gateway signs one token per API key for the token's life, so most v1 requests repeat one: checking its
    // signature again cost a fifth of svc-public-api's CPU. A token is kept by its exact text, signature included.
    const verified = new LRUCache<string, { identity: Identity; expiresAt: number }>({ max: VERIFIED_TOKENS });
    fastify.decorateRequest('identity', null);
    fastify.addHook('onRequest', async (request) => {
      const token = request.headers[IDENTITY_HEADER];
      if (typeof token !== 'string') return;
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) {
        request.identity = known.identity;
        return;
      }
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE });
        request.identity = payload.identity as Identity;
        verified.set(token, { identity: request.identity, expiresAt: payload.exp! * 1000 });
      } catch {
        throw new ProblemError('notAuthenticated', 'The identity passed by the gateway is invalid or expired.');
      }
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
