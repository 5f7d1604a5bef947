import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@firecrest/contracts';

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: the prefix and 32 random bytes; returned once, stored only as a hash. */
export function newApiKey() {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashApiKey(key), masked: `${key.slice(0, 8)}…${key.slice(-4)}` };
}
