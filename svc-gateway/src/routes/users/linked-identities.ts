import type { FastifyRequest } from 'fastify';
import type { Model } from 'mongoose';
import { ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { GatewayConfig } from '../../config';
import { oidcProviders } from '../../auth/oidc/providers';
import { mayManageUser } from '../../auth/role-grant';
import { idParamsSchema, type IdParams } from './schemas';
import { userHistoryModel, type UserChange } from '../../models/user-change';

const identityParamsSchema = {
  type: 'object',
  required: ['id', 'identityId'],
  properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' }, identityId: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
} as const;

export const preLinkBodySchema = {
  $id: 'PreLinkIdentityBody',
  type: 'object',
  required: ['provider', 'subject'],
  additionalProperties: false,
  properties: {
    provider: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' },
    /** The identity's `sub` at the provider (what its ID tokens carry). */
    subject: { type: 'string', minLength: 1, maxLength: 255 },
    label: { type: 'string', maxLength: 200 },
  },
} as const;

const linkedIdentitySchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    provider: { type: 'string' },
    providerName: { type: 'string' },
    subject: { type: 'string' },
    label: { type: 'string' },
    linkedAt: { type: 'string', format: 'date-time' },
  },
} as const;
const problems = { 400: { $ref: 'Problem#' }, 403: { $ref: 'Problem#' }, 404: { $ref: 'Problem#' }, 409: { $ref: 'Problem#' } };

/**
 * A user's linked external sign-ins (OpenID Connect identities) on the users admin screen (issue 17): listed, removed,
 * and pre-linked by an administrator by the identity's subject (besides the `linkedAccounts` pre-link by e-mail or
 * username). Each change is kept in the user's history; the gateway's audit records the call.
 */
export const linkedIdentityRoutes: TypedRoutes<{ config: GatewayConfig }, [typeof preLinkBodySchema]> = async (fastify, { config }) => {
  fastify.addSchema(preLinkBodySchema);
  const { User, OidcIdentity } = fastify.models;
  const History = userHistoryModel(fastify) as Model<UserChange>;
  const providerNames = new Map(oidcProviders(config).map((p) => [p.id, p.name]));
  const tags = ['users'];
  const view = { config: { access: { permission: ['USERS', 'view'] as ['USERS', 'view'] } } };
  // Linking a sign-in to a user is signing in as them: only for callers holding every right the user holds.
  const edit = { config: { access: { permission: ['USERS', 'edit'] as ['USERS', 'edit'] } }, preHandler: mayManageUser(fastify.models) };

  const assertUser = async (id: string) => {
    if (!(await User.exists({ _id: id }))) throw new ProblemError('notFound', 'The user does not exist.');
  };
  const shown = (i: { _id: { toString(): string }; provider: string; subject: string; label: string; linkedAt: Date }) => ({
    id: i._id.toString(),
    provider: i.provider,
    providerName: providerNames.get(i.provider) ?? i.provider,
    subject: i.subject,
    label: i.label,
    linkedAt: i.linkedAt.toISOString(),
  });
  const remember = (request: FastifyRequest & { params: IdParams }, action: string, changes: Record<string, unknown>) =>
    History.create({ userId: request.params.id, action, byUserId: request.identity?.id ?? '', byUsername: request.identity?.username ?? '', at: new Date(), changes });

  fastify.get(
    '/:id/identities',
    { ...view, schema: { tags, summary: 'The external sign-ins linked to a user', params: idParamsSchema, response: { 200: { type: 'object', properties: { data: { type: 'array', items: linkedIdentitySchema } } }, ...problems } } },
    async (request) => {
      await assertUser(request.params.id);
      return { data: (await OidcIdentity.find({ userId: request.params.id }).sort({ linkedAt: 1 }).lean()).map(shown) };
    },
  );

  fastify.post(
    '/:id/identities',
    { ...edit, schema: { tags, summary: "Pre-link an external sign-in (the provider's subject) to a user", params: idParamsSchema, body: { $ref: 'PreLinkIdentityBody#' }, response: { 201: linkedIdentitySchema, ...problems } } },
    async (request, reply) => {
      const { provider, subject } = request.body;
      if (!providerNames.has(provider)) throw new ProblemError('validation', `No identity provider "${provider}" is configured.`, [{ field: 'provider', message: 'Unknown identity provider' }]);
      await assertUser(request.params.id);
      const existing = await OidcIdentity.findOne({ provider, subject: subject.trim() }).lean();
      if (existing) throw new ProblemError('conflict', existing.userId === request.params.id ? 'This sign-in is already linked to this user.' : 'This sign-in is already linked to another user.');
      const label = request.body.label?.trim() || subject.trim();
      const created = await OidcIdentity.create({ provider, subject: subject.trim(), userId: request.params.id, label, linkedAt: new Date() }).catch((err: { code?: number }) => {
        if (err.code === 11000) throw new ProblemError('conflict', 'This sign-in is already linked to another user.');
        throw err;
      });
      await remember(request, 'identityLinked', { identity: `${providerNames.get(provider)}: ${label}` });
      return reply.code(201).send(shown(created.toObject()));
    },
  );

  fastify.delete(
    '/:id/identities/:identityId',
    { ...edit, schema: { tags, summary: 'Remove an external sign-in linked to a user', params: identityParamsSchema, response: { 204: { type: 'null' }, ...problems } } },
    async (request, reply) => {
      const removed = await OidcIdentity.findOneAndDelete({ _id: request.params.identityId, userId: request.params.id }).lean();
      if (!removed) throw new ProblemError('notFound', 'No such linked sign-in for this user.');
      await remember(request, 'identityUnlinked', { identity: `${providerNames.get(removed.provider) ?? removed.provider}: ${removed.label}` });
      return reply.code(204).send(null);
    },
  );
};
