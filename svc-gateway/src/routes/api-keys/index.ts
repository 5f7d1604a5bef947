import type { FastifyRequest } from 'fastify';
import {
  apiKeySchema,
  can,
  createApiKeyBodySchema,
  createdApiKeySchema,
  updateApiKeyBodySchema,
  type ApiKey,
} from '@firecrest/contracts';
import { ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { ApiKeyRecord } from '../../models/api-key';
import { newApiKey } from '../../api-keys/keys';
import { invalidEntries } from '../../api-keys/ip-allow-list';
import { idParamsSchema, type IdParams } from '../users/schemas';

type Stored = ApiKeyRecord & { _id: { toString(): string } };

/** admin-area §6: with view on both API_KEYS and USER_API_KEYS a user sees and manages everyone's keys. */
const seesAllKeys = (request: FastifyRequest) =>
  can(request.identity!.permissions, 'API_KEYS', 'view') && can(request.identity!.permissions, 'USER_API_KEYS', 'view');

function checkIps(ipRestrictions: string[] = []) {
  const invalid = invalidEntries(ipRestrictions);
  if (invalid.length) {
    throw new ProblemError(
      'validation',
      `Not an IP address or CIDR range: ${invalid.join(', ')}`,
      invalid.map((entry) => ({ field: `ipRestrictions.${ipRestrictions.indexOf(entry)}`, message: 'Enter an IPv4 or IPv6 address, or a CIDR range' })),
    );
  }
  return [...new Set(ipRestrictions.map((e) => e.trim()))];
}

/** API keys for the REST API v1 (admin-area §2.10): listed masked, shown in full once, kept only as a hash. */
export const apiKeyRoutes: TypedRoutes<Record<never, never>, [typeof apiKeySchema, typeof createdApiKeySchema, typeof createApiKeyBodySchema, typeof updateApiKeyBodySchema]> = async (fastify) => {
  for (const schema of [apiKeySchema, createdApiKeySchema, createApiKeyBodySchema, updateApiKeyBodySchema]) fastify.addSchema(schema);
  const { ApiKey: Keys, User } = fastify.models;

  const present = async (keys: Stored[]): Promise<ApiKey[]> => {
    const users = await User.find({ _id: { $in: [...new Set(keys.map((k) => k.userId))] } }, { username: 1 }).lean();
    const names = new Map(users.map((u) => [u._id.toString(), u.username]));
    return keys.map((k) => ({
      id: k._id.toString(),
      userId: k.userId,
      username: names.get(k.userId) ?? '(deleted user)',
      apiKey: k.masked,
      ipRestrictions: k.ipRestrictions,
      createdBy: k.createdBy,
      createdDate: k.createdDate.toISOString(),
      lastUsedDate: k.lastUsedDate?.toISOString() ?? null,
    }));
  };

  const findOwnedOrAllowed = async (request: FastifyRequest & { params: IdParams }, right: 'edit' | 'delete') => {
    const key = await Keys.findById(request.params.id).lean();
    // Another user's key is "not found" to someone who may not even see it.
    if (!key || (key.userId !== request.identity!.id && !seesAllKeys(request))) throw new ProblemError('notFound', 'The API key does not exist.');
    if (key.userId !== request.identity!.id && !can(request.identity!.permissions, 'USER_API_KEYS', right)) {
      throw new ProblemError(right === 'edit' ? 'apiKeys.apiKeyEditPermissionDenied' : 'apiKeys.apiKeyDeletePermissionDenied');
    }
    return key;
  };

  fastify.get(
    '/',
    { schema: { tags: ['api keys'], summary: "Your API keys, or everyone's with view on API_KEYS and USER_API_KEYS", response: { 200: { type: 'object', properties: { data: { type: 'array', items: { $ref: 'ApiKey#' } } } } } } },
    async (request) => {
      const filter = seesAllKeys(request) ? {} : { userId: request.identity!.id };
      return { data: await present(await Keys.find(filter).sort({ createdDate: -1 }).lean()) };
    },
  );

  fastify.post(
    '/',
    {
      config: { access: { permission: ['API_KEYS', 'view'] } },
      schema: { tags: ['api keys'], summary: 'Create a key (the full key is in this response only)', body: { $ref: 'CreateApiKeyBody#' }, response: { 201: { $ref: 'CreatedApiKey#' } } },
    },
    async (request, reply) => {
      const userId = request.body.userId ?? request.identity!.id;
      if (userId !== request.identity!.id) {
        if (!can(request.identity!.permissions, 'USER_API_KEYS', 'create')) {
          throw new ProblemError('permissionDenied', 'Permission denied: create on USER_API_KEYS is required to create a key for another user.');
        }
        if (!(await User.exists({ _id: userId }))) throw new ProblemError('validation', 'Unknown user.', [{ field: 'userId', message: 'Unknown user' }]);
      }
      const { key, keyHash, masked } = newApiKey();
      const created = await Keys.create({
        userId,
        keyHash,
        masked,
        ipRestrictions: checkIps(request.body.ipRestrictions),
        createdBy: request.identity!.username,
        createdDate: new Date(),
      });
      const [apiKey] = await present([created.toObject()]);
      return reply.code(201).send({ apiKey, key });
    },
  );

  fastify.put(
    '/:id',
    { schema: { tags: ['api keys'], summary: 'Change the allowed IPs', params: idParamsSchema, body: { $ref: 'UpdateApiKeyBody#' }, response: { 200: { $ref: 'ApiKey#' } } } },
    async (request) => {
      const key = await findOwnedOrAllowed(request, 'edit');
      const updated = await Keys.findByIdAndUpdate(key._id, { $set: { ipRestrictions: checkIps(request.body.ipRestrictions) } }, { returnDocument: 'after' }).lean();
      return (await present([updated!]))[0];
    },
  );

  fastify.delete(
    '/:id',
    { schema: { tags: ['api keys'], summary: 'Delete a key (your own always; another user’s with delete on USER_API_KEYS)', params: idParamsSchema } },
    async (request, reply) => {
      const key = await findOwnedOrAllowed(request, 'delete');
      await Keys.deleteOne({ _id: key._id });
      return reply.code(204).send();
    },
  );
};
