import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ipAllowed, invalidEntries } from '../api-keys/ip-allow-list';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's address, read once when the request arrives (the socket may be gone by the time it is logged). */
    clientIp: string;
  }
}

/** Comma-separated addresses or CIDR ranges; refuses a malformed entry at start rather than trusting nothing silently. */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  const bad = invalidEntries(entries);
  if (bad.length) throw new Error(`TRUSTED_PROXIES: not an address or range: ${bad.join(', ')}`);
  return entries;
}

/**
 * The client address: the socket's peer, unless that peer is a trusted proxy, in which case the nearest
 * `X-Forwarded-For` entry that is not itself a trusted proxy (read right to left, the way proxies append).
 * With no trusted proxy the header is never read, so a caller cannot pick its own address.
 */
export function clientAddress(peer: string, forwardedFor: string | string[] | undefined, trusted: string[]): string {
  if (trusted.length === 0 || !forwardedFor) return peer;
  const hops = [forwardedFor].flat().join(',').split(',').map((h) => h.trim()).filter(Boolean);
  let address = peer;
  while (hops.length > 0 && ipAllowed(address, trusted)) address = hops.pop()!;
  return address;
}

export const clientIp = fp<{ trustedProxies: string[] }>(
  async (fastify: FastifyInstance, { trustedProxies }) => {
    fastify.decorateRequest('clientIp', '');
    fastify.addHook('onRequest', async (request) => {
      request.clientIp = clientAddress(request.raw.socket.remoteAddress ?? '', request.headers['x-forwarded-for'], trustedProxies);
    });
  },
  { name: 'gateway-client-ip' },
);
