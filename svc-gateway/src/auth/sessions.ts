import { createHash, randomBytes } from 'node:crypto';
import type { Models } from '../models';

export const SESSION_COOKIE = 'fc_session';
// Activity refreshes the idle expiry at most this often, to keep reads cheap.
const TOUCH_INTERVAL_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(models: Models, userId: string, idleMinutes: number, meta: { ipAddress: string; userAgent?: string }) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await models.Session.create({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + idleMinutes * 60_000),
    ...meta,
  });
  return token;
}

/** The live session for a cookie token, its idle expiry pushed forward. */
export async function findSession(models: Models, token: string, idleMinutes: number) {
  const session = await models.Session.findOne({ tokenHash: hashToken(token) }).lean();
  const now = Date.now();
  if (!session || session.expiresAt.getTime() <= now) return null;
  if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await models.Session.updateOne(
      { _id: session._id },
      { $set: { lastSeenAt: new Date(now), expiresAt: new Date(now + idleMinutes * 60_000) } },
    );
  }
  return session;
}

export const revokeSession = (models: Models, token: string) => models.Session.deleteOne({ tokenHash: hashToken(token) });

export const revokeOtherSessions = (models: Models, userId: string, keepToken?: string) =>
  models.Session.deleteMany({ userId, ...(keepToken ? { tokenHash: { $ne: hashToken(keepToken) } } : {}) });

export const purgeExpiredSessions = (models: Models) => models.Session.deleteMany({ expiresAt: { $lte: new Date() } });
