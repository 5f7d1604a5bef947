import { createHash, randomBytes } from 'node:crypto';
import {
  forgotPasswordBodySchema,
  passwordResetBodySchema,
} from '@firecrest/contracts';
import { mailLanguage, ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { GatewayConfig } from '../../config';
import { hashPassword } from '../../auth/passwords';
import { assertStrongPassword } from '../../auth/password-policy';
import { revokeOtherSessions } from '../../auth/sessions';
import { accountMailer, resetMail } from './reset-mail';

const problems = { 400: { $ref: 'Problem#' }, 429: { $ref: 'Problem#' } };
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const INVALID_LINK = 'This password reset link is invalid, has expired or has already been used. Ask for a new one.';

/** Forgot password (spec §2.2 `forgotpasswordemailsend`, `resetpassword`): a single-use, short-lived link by e-mail. */
export const passwordResetRoutes: TypedRoutes<{ config: GatewayConfig }, [typeof forgotPasswordBodySchema, typeof passwordResetBodySchema]> = async (fastify, { config }) => {
  for (const schema of [forgotPasswordBodySchema, passwordResetBodySchema]) fastify.addSchema(schema);
  const { User, PasswordReset } = fastify.models;
  const mailer = accountMailer(config, fastify.log);
  fastify.addHook('onClose', async () => mailer.close());
  const portalUrl = (config.PORTAL_URL || config.PORTAL_ORIGINS.split(',')[0] || '').trim().replace(/\/+$/, '');
  const lifetimeMs = config.PASSWORD_RESET_MINUTES * 60_000;

  const sendLinks = async (email: string) => {
    const users = await User.find({ email: { $regex: `^${escapeRegex(email)}$`, $options: 'i' }, disabled: { $ne: true } }).lean();
    for (const user of users) {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await PasswordReset.create({ tokenHash: hashToken(token), userId: user._id.toString(), createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) });
      await mailer.send({ to: user.email!, ...resetMail(mailLanguage(user.language, config.DEFAULT_LANGUAGE), user.name, `${portalUrl}/resetpassword?token=${token}`, config.PASSWORD_RESET_MINUTES) });
    }
  };

  fastify.post(
    '/forgot-password',
    {
      config: { access: { public: true }, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (the same answer whether or not the address is known)',
        body: { $ref: 'ForgotPasswordBody#' },
        response: { 202: { type: 'object', properties: {} }, ...problems },
      },
    },
    async (request, reply) => {
      // Sent after answering, so the time taken does not tell whether the address has an account.
      setImmediate(() => {
        sendLinks(request.body.email.trim()).catch((err) => request.log.error({ err }, 'password reset e-mail failed'));
      });
      return reply.code(202).send({});
    },
  );

  fastify.post(
    '/reset-password',
    {
      config: { access: { public: true }, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of an e-mailed reset link (works once)',
        body: { $ref: 'PasswordResetBody#' },
        response: { 204: { type: 'null' }, ...problems },
      },
    },
    async (request, reply) => {
      const { token, newPassword } = request.body;
      const tokenHash = hashToken(token);
      const pending = await PasswordReset.findOne({ tokenHash, usedAt: null, expiresAt: { $gt: new Date() } }).lean();
      const user = pending ? await User.findById(pending.userId) : null;
      if (!pending || !user || user.disabled) throw new ProblemError('validation', INVALID_LINK, [{ field: 'token', message: INVALID_LINK }]);
      // Checked before the link is spent, so a weak password can be corrected with the same link.
      assertStrongPassword(newPassword, 'newPassword', user);
      // Spent atomically: two submissions of one link cannot both set a password.
      const spent = await PasswordReset.findOneAndUpdate({ _id: pending._id, usedAt: null }, { $set: { usedAt: new Date() } });
      if (!spent) throw new ProblemError('validation', INVALID_LINK, [{ field: 'token', message: INVALID_LINK }]);
      user.passwordHash = await hashPassword(newPassword);
      user.passwordChangedAt = new Date();
      user.mustChangePassword = false;
      user.failedLoginAttempts = 0;
      // Proving the mailbox lifts a lock of failed attempts, not one an administrator set (longer than any timed lock).
      if (user.lockedUntil && user.lockedUntil.getTime() - Date.now() <= config.LOGIN_LOCK_MAX_SECONDS * 1000) {
        user.lockedAt = null;
        user.lockedUntil = null;
      }
      await user.save();
      // Every other link of the user is void, and every browser signed in as them is signed out.
      await PasswordReset.updateMany({ userId: pending.userId, usedAt: null }, { $set: { usedAt: new Date() } });
      await revokeOtherSessions(fastify.models, pending.userId);
      return reply.code(204).send(null);
    },
  );
};
