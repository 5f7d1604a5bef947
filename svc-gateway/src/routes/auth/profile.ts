import { createHash, randomBytes } from 'node:crypto';
import {
  emailChangeBodySchema,
  emailConfirmBodySchema,
  profileBodySchema,
} from '@firecrest/contracts';
import { mailLanguage, ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { GatewayConfig } from '../../config';
import { oidcProviders } from '../../auth/oidc/providers';
import { accountMailer, confirmEmailMail } from './reset-mail';
import { publishUserUpdated } from '../users';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const CONFIRM_MINUTES = 24 * 60;
const INVALID_LINK = 'This confirmation link is invalid, has expired or has already been used. Change the address again to get a new one.';
const problems = { 400: { $ref: 'Problem#' }, 401: { $ref: 'Problem#' }, 404: { $ref: 'Problem#' } };

const profileSchema = {
  type: 'object',
  properties: {
    username: { type: 'string' },
    name: { type: 'string' },
    email: { type: ['string', 'null'] },
    pendingEmail: { type: ['string', 'null'] },
    phoneNumber: { type: 'string' },
    defaultLocationId: { type: ['integer', 'null'] },
    landingPage: { type: 'string' },
    /** null: the portal's configured default language. */
    language: { type: ['string', 'null'] },
    notificationChannels: { type: 'array', items: { type: 'string' } },
    linkedIdentities: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string' }, provider: { type: 'string' }, providerName: { type: 'string' }, label: { type: 'string' }, linkedAt: { type: 'string', format: 'date-time' } } },
    },
  },
} as const;

/**
 * The signed-in user's own profile (spec §2.8 profile and account): name, phone, landing page, notification channels;
 * e-mail only through a confirmation link sent to the new address (`confirmEmail`); linked sign-ins listed and
 * unlinked. The default location is shown, not changed here: it widens whose records a user manages (§6).
 */
export const profileRoutes: TypedRoutes<{ config: GatewayConfig }, [typeof profileBodySchema, typeof emailChangeBodySchema, typeof emailConfirmBodySchema]> = async (fastify, { config }) => {
  for (const schema of [profileBodySchema, emailChangeBodySchema, emailConfirmBodySchema]) fastify.addSchema(schema);
  const { User, OidcIdentity, EmailConfirmation } = fastify.models;
  const providerNames = new Map(oidcProviders(config).map((p) => [p.id, p.name]));
  const mailer = accountMailer(config, fastify.log);
  fastify.addHook('onClose', async () => mailer.close());
  const portalUrl = (config.PORTAL_URL || config.PORTAL_ORIGINS.split(',')[0] || '').trim().replace(/\/+$/, '');

  const profileOf = async (userId: string) => {
    const user = await User.findById(userId).lean();
    if (!user) throw new ProblemError('notAuthenticated');
    const [identities, pending] = await Promise.all([
      OidcIdentity.find({ userId }).sort({ linkedAt: 1 }).lean(),
      EmailConfirmation.findOne({ userId, usedAt: null, expiresAt: { $gt: new Date() } }).sort({ expiresAt: -1 }).lean(),
    ]);
    return {
      username: user.username,
      name: user.name,
      email: user.email,
      pendingEmail: pending?.email ?? null,
      phoneNumber: user.phoneNumber ?? '',
      defaultLocationId: user.defaultLocationId ?? null,
      landingPage: user.landingPage ?? 'dashboard',
      language: user.language ?? null,
      notificationChannels: user.notificationChannels ?? [],
      linkedIdentities: identities.map((i) => ({ id: i._id.toString(), provider: i.provider, providerName: providerNames.get(i.provider) ?? i.provider, label: i.label, linkedAt: i.linkedAt.toISOString() })),
    };
  };

  fastify.get('/profile', { schema: { tags: ['auth'], summary: 'The signed-in user’s profile', response: { 200: profileSchema, ...problems } } }, async (request) =>
    profileOf(request.identity!.id));

  fastify.put(
    '/profile',
    { schema: { tags: ['auth'], summary: 'Change the signed-in user’s profile', body: { $ref: 'ProfileBody#' }, response: { 200: profileSchema, ...problems } } },
    async (request) => {
      const { name, phoneNumber, landingPage, notificationChannels, language } = request.body;
      await User.updateOne(
        { _id: request.identity!.id },
        { $set: { name: name.trim(), ...(phoneNumber !== undefined ? { phoneNumber } : {}), ...(landingPage ? { landingPage } : {}), ...(notificationChannels ? { notificationChannels } : {}), ...(language ? { language } : {}) } },
      );
      // The name, phone number and channels are what other services know the user by and reach them with.
      await publishUserUpdated(fastify, request.identity!.id, request.id);
      return profileOf(request.identity!.id);
    },
  );

  fastify.post(
    '/profile/email',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], summary: 'Change the e-mail address: a confirmation link goes to the new one', body: { $ref: 'EmailChangeBody#' }, response: { 202: profileSchema, ...problems } },
    },
    async (request, reply) => {
      const user = await User.findById(request.identity!.id).lean();
      if (!user) throw new ProblemError('notAuthenticated');
      const email = request.body.email.trim();
      const token = randomBytes(32).toString('base64url');
      // A newer request replaces an older one.
      await EmailConfirmation.updateMany({ userId: user._id.toString(), usedAt: null }, { $set: { usedAt: new Date() } });
      await EmailConfirmation.create({ tokenHash: hashToken(token), userId: user._id.toString(), email, expiresAt: new Date(Date.now() + CONFIRM_MINUTES * 60_000) });
      await mailer.send({ to: email, ...confirmEmailMail(mailLanguage(user.language, config.DEFAULT_LANGUAGE), user.name, `${portalUrl}/confirmEmail?token=${token}`, CONFIRM_MINUTES) });
      return reply.code(202).send(await profileOf(user._id.toString()));
    },
  );

  fastify.post(
    '/confirm-email',
    {
      config: { access: { public: true }, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], summary: 'Confirm a new e-mail address with the token of the link sent to it (works once)', body: { $ref: 'EmailConfirmBody#' }, response: { 200: { type: 'object', properties: { email: { type: 'string' } } }, ...problems } },
    },
    async (request) => {
      const spent = await EmailConfirmation.findOneAndUpdate(
        { tokenHash: hashToken(request.body.token), usedAt: null, expiresAt: { $gt: new Date() } },
        { $set: { usedAt: new Date() } },
      ).lean();
      if (!spent) throw new ProblemError('validation', INVALID_LINK, [{ field: 'token', message: INVALID_LINK }]);
      await User.updateOne({ _id: spent.userId }, { $set: { email: spent.email } });
      await publishUserUpdated(fastify, spent.userId, request.id);
      return { email: spent.email };
    },
  );

  fastify.delete(
    '/profile/identities/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Unlink one of the signed-in user’s external sign-ins',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } } },
        response: { 204: { type: 'null' }, 404: { $ref: 'Problem#' } },
      },
    },
    async (request, reply) => {
      const { deletedCount } = await OidcIdentity.deleteOne({ _id: request.params.id, userId: request.identity!.id });
      if (!deletedCount) throw new ProblemError('notFound', 'No such linked sign-in.');
      return reply.code(204).send(null);
    },
  );
};
