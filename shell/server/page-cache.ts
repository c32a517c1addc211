/**
 * Rendered pages kept in memory, bounded by bytes, in two LRU segments (the 2Q scheme):
 * - `trusted` pages (a path without a query that answered 200: the site's own pages) go straight
 *   to the protected segment;
 * - anything else (a query, a 404) starts in a small probation segment and moves to the protected
 *   one when it is asked for again, whether still kept or already evicted (a bounded set of hashes
 *   remembers the keys seen). A burst of distinct junk URLs is seen once each, so it only ever
 *   evicts other probation entries, never the pages visitors come back to.
 */
export interface PageCacheOptions<V> {
  /** Bytes the protected segment may hold. */
  protectedBytes: number;
  /** Bytes the probation segment may hold. */
  probationBytes: number;
  /** Keys remembered as seen once (a 32-bit hash each). */
  maxRemembered?: number;
  sizeOf: (value: V) => number;
}

/** FNV-1a: a cheap 32-bit hash, enough to remember that a key was seen. */
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class PageCache<V> {
  private readonly protectedEntries = new Map<string, { value: V; bytes: number }>();
  private readonly probationEntries = new Map<string, { value: V; bytes: number }>();
  private protectedUsed = 0;
  private probationUsed = 0;
  private readonly seen = new Set<number>();

  constructor(private readonly options: PageCacheOptions<V>) {}

  get(key: string): V | undefined {
    const kept = this.protectedEntries.get(key);
    if (kept) {
      // Map order is the LRU order: re-insert to make it the most recent.
      this.protectedEntries.delete(key);
      this.protectedEntries.set(key, kept);
      return kept.value;
    }
    const trial = this.probationEntries.get(key);
    if (!trial) return undefined;
    this.probationEntries.delete(key);
    this.probationUsed -= trial.bytes;
    this.seen.delete(hashOf(key));
    this.putProtected(key, trial);
    return trial.value;
  }

  set(key: string, value: V, trusted: boolean): void {
    this.delete(key);
    const entry = { value, bytes: this.options.sizeOf(value) };
    const hash = hashOf(key);
    if (trusted || this.seen.delete(hash)) return this.putProtected(key, entry);
    this.seen.add(hash);
    // A Set iterates in insertion order: past the bound, the oldest remembered key goes.
    if (this.seen.size > (this.options.maxRemembered ?? 65_536)) this.seen.delete(this.seen.values().next().value!);
    this.putProbation(key, entry);
  }

  delete(key: string): void {
    const kept = this.protectedEntries.get(key);
    if (kept) {
      this.protectedEntries.delete(key);
      this.protectedUsed -= kept.bytes;
    }
    const trial = this.probationEntries.get(key);
    if (trial) {
      this.probationEntries.delete(key);
      this.probationUsed -= trial.bytes;
    }
  }

  clear(): void {
    this.protectedEntries.clear();
    this.probationEntries.clear();
    this.protectedUsed = 0;
    this.probationUsed = 0;
    this.seen.clear();
  }

  /** Whether the key is in the protected segment (for tests and stats). */
  isProtected(key: string): boolean {
    return this.protectedEntries.has(key);
  }

  get stats(): { protectedBytes: number; probationBytes: number; protectedCount: number; probationCount: number; remembered: number } {
    return {
      remembered: this.seen.size,
      protectedBytes: this.protectedUsed,
      probationBytes: this.probationUsed,
      protectedCount: this.protectedEntries.size,
      probationCount: this.probationEntries.size,
    };
  }

  private putProtected(key: string, entry: { value: V; bytes: number }): void {
    if (entry.bytes > this.options.protectedBytes) return;
    this.protectedEntries.set(key, entry);
    this.protectedUsed += entry.bytes;
    while (this.protectedUsed > this.options.protectedBytes) {
      const [oldestKey, oldest] = this.protectedEntries.entries().next().value!;
      this.protectedEntries.delete(oldestKey);
      this.protectedUsed -= oldest.bytes;
    }
  }

  private putProbation(key: string, entry: { value: V; bytes: number }): void {
    if (entry.bytes > this.options.probationBytes) return;
    this.probationEntries.set(key, entry);
    this.probationUsed += entry.bytes;
    while (this.probationUsed > this.options.probationBytes) {
      const [oldestKey, oldest] = this.probationEntries.entries().next().value!;
      this.probationEntries.delete(oldestKey);
      this.probationUsed -= oldest.bytes;
    }
  }
}

/**
 * The cache key of a page URL: its path and its query parameters in a fixed order (`?b=1&a=2` and
 * `?a=2&b=1` are one page); a fragment never reaches the server. Null for a URL that cannot be parsed.
 */
export function pageKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://page.invalid');
  } catch {
    return null;
  }
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}
