import type { Identity } from '@firecrest/service-kit';

// This instance empties the cache on its own writes; other gateway instances see a change within this time.
export const KEY_CACHE_TTL_MS = 5_000;

/** What a working key resolves to: its allow-list, checked on every request, and the identity it acts with. */
export interface ResolvedKey {
  id: string;
  ipRestrictions: string[];
  identity: Identity;
}

/**
 * Resolved API keys by key hash, for a few seconds, so a call costs no database round trip. Only keys that
 * resolved are kept, so made-up keys cannot fill it.
 */
export class KeyCache {
  private readonly entries = new Map<string, { value: ResolvedKey; expiresAt: number }>();
  private generation = 0;

  constructor(private readonly ttlMs = KEY_CACHE_TTL_MS) {}

  get(keyHash: string): ResolvedKey | undefined {
    const entry = this.entries.get(keyHash);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.value;
    this.entries.delete(keyHash);
    return undefined;
  }

  /** Taken before reading the database and given back to `set`. */
  get version() {
    return this.generation;
  }

  /** Ignored when the cache was cleared since `version` was taken: what was read may predate that write. */
  set(keyHash: string, value: ResolvedKey, version: number) {
    if (version === this.generation) this.entries.set(keyHash, { value, expiresAt: Date.now() + this.ttlMs });
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }
}
