/**
 * Rendered pages kept in memory, bounded by bytes, in two LRU segments (a segmented LRU):
 * - `trusted` pages (a path without a query that answered 200: the site's own pages) go straight
 *   to the protected segment;
 * - anything else (a query, a 404) starts in a small probation segment and moves to the protected
 *   one on its second hit. A burst of distinct junk URLs is seen once each, so it only ever
 *   evicts other probation entries, never the pages visitors come back to.
 */
export interface PageCacheOptions<V> {
  /** Bytes the protected segment may hold. */
  protectedBytes: number;
  /** Bytes the probation segment may hold. */
  probationBytes: number;
  sizeOf: (value: V) => number;
}

export class PageCache<V> {
  private readonly protectedEntries = new Map<string, { value: V; bytes: number }>();
  private readonly probationEntries = new Map<string, { value: V; bytes: number }>();
  private protectedUsed = 0;
  private probationUsed = 0;

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
    this.putProtected(key, trial);
    return trial.value;
  }

  set(key: string, value: V, trusted: boolean): void {
    this.delete(key);
    const entry = { value, bytes: this.options.sizeOf(value) };
    if (trusted) this.putProtected(key, entry);
    else this.putProbation(key, entry);
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
  }

  /** Whether the key is in the protected segment (for tests and stats). */
  isProtected(key: string): boolean {
    return this.protectedEntries.has(key);
  }

  get stats(): { protectedBytes: number; probationBytes: number; protectedCount: number; probationCount: number } {
    return {
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
