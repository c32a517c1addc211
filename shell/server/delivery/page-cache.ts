import { Lru } from './lru';

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
  private readonly protectedEntries: Lru<string, V>;
  private readonly probationEntries: Lru<string, V>;
  // Only ever added and deleted, never read: its least recently used is its oldest.
  private readonly seen: Lru<number, true>;

  constructor(options: PageCacheOptions<V>) {
    this.protectedEntries = new Lru(options.protectedBytes, { sizeOf: options.sizeOf });
    this.probationEntries = new Lru(options.probationBytes, { sizeOf: options.sizeOf });
    this.seen = new Lru(options.maxRemembered ?? 65_536);
  }

  get(key: string): V | undefined {
    const kept = this.protectedEntries.get(key);
    if (kept !== undefined) return kept;
    const trial = this.probationEntries.get(key);
    if (trial === undefined) return undefined;
    this.probationEntries.delete(key);
    this.seen.delete(hashOf(key));
    this.protectedEntries.set(key, trial);
    return trial;
  }

  set(key: string, value: V, trusted: boolean): void {
    this.delete(key);
    const hash = hashOf(key);
    if (trusted || this.seen.delete(hash)) return this.protectedEntries.set(key, value);
    this.seen.set(hash, true);
    this.probationEntries.set(key, value);
  }

  delete(key: string): void {
    this.protectedEntries.delete(key);
    this.probationEntries.delete(key);
  }

  clear(): void {
    this.protectedEntries.clear();
    this.probationEntries.clear();
    this.seen.clear();
  }

  /** Whether the key is in the protected segment (for tests and stats). */
  isProtected(key: string): boolean {
    return this.protectedEntries.has(key);
  }

  get stats(): { protectedBytes: number; probationBytes: number; protectedCount: number; probationCount: number; remembered: number } {
    return {
      remembered: this.seen.size,
      protectedBytes: this.protectedEntries.weight,
      probationBytes: this.probationEntries.weight,
      protectedCount: this.protectedEntries.size,
      probationCount: this.probationEntries.size,
    };
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
