export interface TtlCacheOptions {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}

export interface CacheHit<V> {
  value: V;
  /** False once the TTL has passed: still better than nothing when the upstream is down. */
  fresh: boolean;
}

/**
 * Least-recently-used cache with a time to live. Expired entries are kept (until evicted) so that
 * an outage can be answered from what was known yesterday.
 */
export class TtlCache<V> {
  // A Map iterates in insertion order, so re-inserting on use keeps the least recent first.
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string): CacheHit<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, fresh: this.now() < entry.expiresAt };
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
