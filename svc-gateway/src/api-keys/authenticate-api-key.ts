import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ProblemError } from '@firecrest/service-kit';
import type { GatewayConfig } from '../config';
import { sessionUserOf } from '../auth/session-user';
import { hashApiKey } from './keys';
import { ipAllowed } from './ip-allow-list';

export const API_KEY_HEADER = 'x-api-key';
export const MAX_REQUEST_LENGTH = 2048;
// Last-used times are written at most this often per key, to keep reads cheap.
const LAST_USED_INTERVAL_MS = 60_000;

/**
 * The REST API v1 door: a request line within 2,048 characters, a known key, a caller inside the key's
 * allow-list (checked before the rate limit counts the request), then the key's user as the identity.
 */
export function apiKeyAuthentication(fastify: FastifyInstance, config: GatewayConfig) {
  const lastWritten = new Map<string, number>();
  return async (request: FastifyRequest) => {
    if ((request.raw.url ?? '').length > MAX_REQUEST_LENGTH) throw new ProblemError('uriTooLong');
    const key = request.headers[API_KEY_HEADER];
    if (typeof key !== 'string' || key.length === 0) throw new ProblemError('invalidApiKey', 'The X-API-Key header is missing.');
    const record = await fastify.models.ApiKey.findOne({ keyHash: hashApiKey(key) }).lean();
    if (!record) throw new ProblemError('invalidApiKey');
    if (!ipAllowed(request.ip, record.ipRestrictions)) {
      throw new ProblemError('ipNotAllowed', `Requests from ${request.ip} are not allowed for this API key.`);
    }
    const user = await fastify.models.User.findById(record.userId).lean();
    if (!user || user.disabled || user.lockedAt) throw new ProblemError('invalidApiKey', "The API key's user is disabled or locked.");
    const id = record._id.toString();
    // A key acts with its user's permissions; the portal password policy does not stop integrations.
    request.identity = { ...(await sessionUserOf(fastify.models, user, config.PASSWORD_MAX_AGE_DAYS)), mustChangePassword: false, via: 'apiKey', apiKeyId: id };
    const now = Date.now();
    if (now - (lastWritten.get(id) ?? 0) > LAST_USED_INTERVAL_MS) {
      lastWritten.set(id, now);
      await fastify.models.ApiKey.updateOne({ _id: record._id }, { $set: { lastUsedDate: new Date(now) } });
    }
  };
}
