/** A map that keeps at most `max` entries, dropping the one used longest ago (Map keeps insertion order). */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly max: number) {
    if (!(max >= 1)) throw new Error(`an LRU holds at least one entry, not ${max}`);
  }
  get size(): number {
    return this.entries.size;
  }
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key)!;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
  has(key: K): boolean {
    return this.entries.has(key);
  }
}
