import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ProblemError } from '@firecrest/service-kit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The fetch metadata a browser sends for a call the page's own origin made (or the user typed).
const SAME_ORIGIN_SITES = new Set(['same-origin', 'none']);

export const parseOrigins = (value: string) =>
  new Set(value.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean));

/**
 * Cross-site request forgery: a state-changing call that a browser marks as coming from another origin (its
 * `Origin`, or `Sec-Fetch-Site` when it sends no Origin) is refused before authentication; the portal's origins
 * and the gateway's own pass. A call with neither header is not a browser's (scripts, integrations) and passes:
 * it cannot ride on a victim's cookie. SameSite=Lax stays as the second layer.
 */
export const csrfGuard = fp<{ portalOrigins: Set<string> }>(
  async (fastify: FastifyInstance, { portalOrigins }) => {
    const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
    fastify.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      const site = request.headers['sec-fetch-site'];
      const allowed =
        origin !== undefined
          ? portalOrigins.has(origin) || origin === ownOrigin(request)
          : site === undefined || SAME_ORIGIN_SITES.has(String(site));
      if (!allowed) {
        throw new ProblemError('permissionDenied', `Cross-origin request refused: ${origin ?? `Sec-Fetch-Site ${String(site)}`} is not the portal.`);
      }
    });
  },
  { name: 'gateway-csrf-guard' },
);
