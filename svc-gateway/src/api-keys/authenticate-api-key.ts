import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Types } from 'mongoose';
import { ProblemError, signIdentity, type Identity } from '@firecrest/service-kit';
import type { GatewayConfig } from '../config';
import { sessionUserOf } from '../auth/session-user';
import { hashApiKey } from './keys';
import { ipAllowed } from './ip-allow-list';
import type { KeyCache, ResolvedKey } from './key-cache';

export const API_KEY_HEADER = 'x-api-key';
const PUBLIC_API_AUDIENCE = 'svc-public-api';
export const MAX_REQUEST_LENGTH = 2048;
// Last-used times are written at most this often per key, to keep reads cheap.
const LAST_USED_INTERVAL_MS = 60_000;

function assertIpAllowed(ip: string, ipRestrictions: string[]) {
  if (!ipAllowed(ip, ipRestrictions)) throw new ProblemError('ipNotAllowed', `Requests from ${ip} are not allowed for this API key.`);
}

/** A key's record: its allow-list, and what it resolves to once a caller inside the list asks (null: user disabled). */
interface KeyLookup {
  ipRestrictions: string[];
  resolve: () => Promise<ResolvedKey | null>;
}

/**
 * The REST API v1 door: a request line within 2,048 characters, a known key, a caller inside the key's
 * allow-list (checked before the rate limit counts the request), then the key's user as the identity.
 * What a key resolves to comes from `cache` when it is there.
 */
export function apiKeyAuthentication(fastify: FastifyInstance, config: GatewayConfig, cache: KeyCache) {
  const { ApiKey, User } = fastify.models;
  const lastWritten = new Map<string, number>();
  const reading = new Map<string, { version: number; done: Promise<KeyLookup | null> }>();

  /** Reads a key's record: null for an unknown key. Its user is read only when a caller passes the allow-list. */
  async function readKey(keyHash: string): Promise<KeyLookup | null> {
    const version = cache.version;
    const record = await ApiKey.findOne({ keyHash }).lean();
    if (!record) return null;
    let resolving: Promise<ResolvedKey | null> | null = null;
    const resolveUser = async () => {
      const user = await User.findById(record.userId).lean();
      // A sign-in lock is about the password: a key is another credential and keeps working.
      if (!user || user.disabled) return null;
      const id = record._id.toString();
      // A key acts with its user's permissions; the portal password policy does not stop integrations.
      const identity: Identity = { ...(await sessionUserOf(fastify.models, user, config.PASSWORD_MAX_AGE_DAYS)), mustChangePassword: false, via: 'apiKey', apiKeyId: id };
      const resolved = { id, ipRestrictions: record.ipRestrictions, identity };
      cache.set(keyHash, resolved, version);
      return resolved;
    };
    return { ipRestrictions: record.ipRestrictions, resolve: () => (resolving ??= resolveUser()) };
  }

  /**
   * One read per key at a time: when a cached entry expires under load, the callers of that key arriving meanwhile
   * share the read instead of each making it. What depends on the caller (the allow-list) each decides for itself.
   */
  function lookUp(keyHash: string) {
    const underway = reading.get(keyHash);
    // A read begun before the cache was last cleared may predate the write that cleared it: not shared.
    if (underway?.version === cache.version) return underway.done;
    const entry = { version: cache.version, done: readKey(keyHash) };
    reading.set(keyHash, entry);
    void entry.done.finally(() => reading.get(keyHash) === entry && reading.delete(keyHash)).catch(() => {});
    return entry.done;
  }

  return async (request: FastifyRequest) => {
    if ((request.raw.url ?? '').length > MAX_REQUEST_LENGTH) throw new ProblemError('uriTooLong');
    const key = request.headers[API_KEY_HEADER];
    if (typeof key !== 'string' || key.length === 0) throw new ProblemError('invalidApiKey', 'The X-API-Key header is missing.');
    const keyHash = hashApiKey(key);
    const cached = cache.get(keyHash);
    const found = cached ? { ipRestrictions: cached.ipRestrictions, resolve: async () => cached } : await lookUp(keyHash);
    if (!found) throw new ProblemError('invalidApiKey');
    // Before the user is read, so a caller outside the allow-list learns nothing about them.
    assertIpAllowed(request.clientIp, found.ipRestrictions);
    const resolved = await found.resolve();
    if (!resolved) throw new ProblemError('invalidApiKey', "The API key's user is disabled.");
    const { id, identity } = resolved;
    request.identity = identity;
    // Signed per call: svc-public-api accepts each identity token once (its jti), and only for itself.
    request.upstreamIdentity = await signIdentity(identity, config.INTERNAL_TOKEN_SECRET, PUBLIC_API_AUDIENCE);
    const now = Date.now();
    if (now - (lastWritten.get(id) ?? 0) > LAST_USED_INTERVAL_MS) {
      lastWritten.set(id, now);
      // Through the driver, past the models' write hooks: a last-used time changes nothing a key resolves to.
      await ApiKey.collection.updateOne({ _id: new Types.ObjectId(id) }, { $set: { lastUsedDate: new Date(now) } });
    }
  };
}
