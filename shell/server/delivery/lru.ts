export interface LruOptions<V> {
  /** What an entry weighs against `max` (default 1: `max` counts entries; bytes for a page cache). */
  sizeOf?: (value: V) => number;
  /** An entry this old is forgotten (its answer is asked for again). */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The server's one bounded cache: a map of at most `max` in weight, dropping the entry used longest
 * ago (Map keeps insertion order), and with `maxAgeMs` one that has grown that old.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number; at: number }>();
  private used = 0;
  constructor(
    private readonly max: number,
    private readonly options: LruOptions<V> = {},
  ) {
    if (!(max >= 0)) throw new Error(`a cache's bound is a number of at least 0, not ${max}`);
  }
  get size(): number {
    return this.entries.size;
  }
  /** The weight held (the entries' count without `sizeOf`). */
  get weight(): number {
    return this.used;
  }
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.delete(key);
    if (this.expired(entry.at)) return undefined;
    this.entries.set(key, entry);
    this.used += entry.weight;
    return entry.value;
  }
  /** Keeps `value` unless it alone outweighs the cache (then the key is dropped). */
  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.options.sizeOf?.(value) ?? 1;
    if (weight > this.max) return;
    this.entries.set(key, { value, weight, at: (this.options.now ?? Date.now)() });
    this.used += weight;
    // The oldest first: past the bound, and any that have expired before the first that has not.
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.max && !this.expired(entry.at)) break;
      this.delete(oldest);
    }
  }
  has(key: K): boolean {
    return this.entries.has(key);
  }
  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.used -= entry.weight;
    return true;
  }
  clear(): void {
    this.entries.clear();
    this.used = 0;
  }
  private expired(at: number): boolean {
    const { maxAgeMs, now = Date.now } = this.options;
    return maxAgeMs !== undefined && now() - at >= maxAgeMs;
  }
}
