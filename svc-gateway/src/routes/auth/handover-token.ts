import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims of a roster hand-over token (docs/sign-in.md "gartan-login"). */
export interface HandoverClaims {
  /** The user's roster account: matched against `linkedAccounts.roster`. */
  sub: string;
  /** Issued and expiry times, seconds since the epoch. */
  iat: number;
  exp: number;
  /** Unique per token: a token works once. */
  jti: string;
}

const SKEW_SECONDS = 30;

export const signHandover = (claims: HandoverClaims, secret: string) => {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
};

/** The claims of a well-signed, current token no longer-lived than `maxSeconds`, or why it is refused. */
export function verifyHandover(token: string, secret: string, maxSeconds: number, now = Date.now() / 1000): HandoverClaims | string {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return 'malformed';
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad signature';
  let claims: Partial<HandoverClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<HandoverClaims>;
  } catch {
    return 'malformed';
  }
  const { sub, iat, exp, jti } = claims;
  if (typeof sub !== 'string' || !sub || typeof jti !== 'string' || !jti || jti.length > 200 || typeof iat !== 'number' || typeof exp !== 'number') return 'malformed';
  if (exp <= now) return 'expired';
  if (iat > now + SKEW_SECONDS || exp - iat > maxSeconds) return 'lifetime too long';
  return { sub, iat, exp, jti };
}
