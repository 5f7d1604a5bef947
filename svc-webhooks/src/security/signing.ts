import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
export const newSigningSecret = () => `${PREFIX}${randomBytes(24).toString('base64')}`;

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret's key (the base64 after `whsec_`). */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The Standard Webhooks headers of one attempt; several secrets (during a rotation) give space-separated signatures. */
export function signatureHeaders(secrets: string[], id: string, body: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => sign(s, id, timestamp, body)).join(' '),
  };
}
