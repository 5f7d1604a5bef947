import { createHash, randomBytes } from 'node:crypto';
import type { Models } from '../models';

export const SESSION_COOKIE = 'fc_session';
// Activity refreshes the idle expiry at most this often, to keep reads cheap.
const TOUCH_INTERVAL_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long a session lives: idle expiry, pushed forward by activity, and an absolute end counted from sign-in. */
export interface SessionLifetime {
  idleMinutes: number;
  absoluteHours: number;
}

/** The next expiry: idle time from now, never past the absolute end. */
const nextExpiry = (now: number, createdAt: number, life: SessionLifetime) =>
  new Date(Math.min(now + life.idleMinutes * 60_000, createdAt + life.absoluteHours * 3_600_000));

export async function createSession(models: Models, userId: string, life: SessionLifetime, meta: { ipAddress: string; userAgent?: string }) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await models.Session.create({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: nextExpiry(now.getTime(), now.getTime(), life),
    ...meta,
  });
  return token;
}

/** The live session for a cookie token, its idle expiry pushed forward (up to the absolute end). */
export async function findSession(models: Models, token: string, life: SessionLifetime) {
  const session = await models.Session.findOne({ tokenHash: hashToken(token) }).lean();
  const now = Date.now();
  const created = session?.createdAt.getTime() ?? 0;
  if (!session || session.expiresAt.getTime() <= now || created + life.absoluteHours * 3_600_000 <= now) return null;
  if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await models.Session.updateOne({ _id: session._id }, { $set: { lastSeenAt: new Date(now), expiresAt: nextExpiry(now, created, life) } });
  }
  return session;
}

export const revokeSession = (models: Models, token: string) => models.Session.deleteOne({ tokenHash: hashToken(token) });

export const revokeOtherSessions = (models: Models, userId: string, keepToken?: string) =>
  models.Session.deleteMany({ userId, ...(keepToken ? { tokenHash: { $ne: hashToken(keepToken) } } : {}) });

export const purgeExpiredSessions = (models: Models) => models.Session.deleteMany({ expiresAt: { $lte: new Date() } });
