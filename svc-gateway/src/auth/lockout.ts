import { LRUCache } from 'lru-cache';
import type { Model, Types } from 'mongoose';
import { storeLock } from '@firecrest/service-kit';
import type { GatewayConfig } from '../config';
import type { User } from '../models/user';

/** When sign-in is refused for a while: after `maxAttempts` failures, `lockSeconds`, doubling per further failure, capped. */
export interface LockPolicy {
  maxAttempts: number;
  lockSeconds: number;
  maxLockSeconds: number;
}

export const accountLockPolicy = (config: GatewayConfig): LockPolicy => ({
  maxAttempts: config.LOGIN_MAX_ATTEMPTS,
  lockSeconds: config.LOGIN_LOCK_SECONDS,
  maxLockSeconds: config.LOGIN_LOCK_MAX_SECONDS,
});

export const addressLockPolicy = (config: GatewayConfig): LockPolicy => ({ ...accountLockPolicy(config), maxAttempts: config.LOGIN_MAX_ATTEMPTS_PER_IP });

/** How long to refuse after this many failures in a row (0: not yet). */
export function lockMs(failures: number, policy: LockPolicy): number {
  if (failures < policy.maxAttempts) return 0;
  const doublings = Math.min(failures - policy.maxAttempts, 30);
  return Math.min(policy.lockSeconds * 2 ** doublings, policy.maxLockSeconds) * 1000;
}

/**
 * Counts a wrong password against the account and locks it once the policy says so; returns until when (null: not
 * locked). Under a lock per account: FerretDB runs `$inc` as a read and a write, so parallel guesses counted by `$inc`
 * alone were lost and an attacker sending them at once got more tries than the policy allows.
 */
export function countAccountFailure(users: Model<User>, userId: Types.ObjectId, policy: LockPolicy): Promise<Date | null> {
  return storeLock(users.db, 'sign_in_locks', String(userId))(async () => {
    const counted = await users.findOneAndUpdate({ _id: userId }, { $inc: { failedLoginAttempts: 1 } }, { returnDocument: 'after' }).lean();
    const wait = lockMs(counted?.failedLoginAttempts ?? 0, policy);
    if (wait <= 0) return null;
    const lockedUntil = new Date(Date.now() + wait);
    await users.updateOne({ _id: userId }, { $set: { lockedAt: new Date(), lockedUntil } });
    return lockedUntil;
  });
}

// Addresses tracked at once; the least recently failing ones are forgotten first.
const TRACKED_ADDRESSES = 100_000;
const FORGET_AFTER_MS = 15 * 60_000;

/**
 * Failed sign-ins per client address, in this gateway instance's memory (each instance counts its own; an address
 * is forgotten 15 minutes after its last failure, so an office behind one address does not add up a day's typos).
 * A success does not reset it: an attacker with an account of their own could otherwise clear their count between
 * guesses.
 */
export class AddressThrottle {
  private readonly failures: LRUCache<string, { count: number; until: number }>;

  constructor(private readonly policy: LockPolicy) {
    this.failures = new LRUCache({ max: TRACKED_ADDRESSES, ttl: FORGET_AFTER_MS });
  }

  /** Milliseconds the address must still wait (0: it may try). */
  waitMs(ip: string): number {
    return Math.max(0, (this.failures.get(ip)?.until ?? 0) - Date.now());
  }

  fail(ip: string) {
    const count = (this.failures.get(ip)?.count ?? 0) + 1;
    this.failures.set(ip, { count, until: Date.now() + lockMs(count, this.policy) });
  }
}
