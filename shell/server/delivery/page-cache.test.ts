import { PageCache, pageKey } from './page-cache';

const cacheOf = (protectedBytes: number, probationBytes: number) =>
  new PageCache<string>({ protectedBytes, probationBytes, sizeOf: (value) => value.length });

describe('pageKey', () => {
  it('keeps the path and puts the query parameters in one order', () => {
    expect(pageKey('/characters?b=2&a=1')).toBe('/characters?a=1&b=2');
    expect(pageKey('/characters?a=1&b=2')).toBe('/characters?a=1&b=2');
    expect(pageKey('/prayers/info/7')).toBe('/prayers/info/7');
    expect(pageKey('/?')).toBe('/');
  });
});

describe('PageCache', () => {
  it('evicts the least recently used page once its segment is over its bytes', () => {
    const cache = cacheOf(30, 10);
    cache.set('/a', 'a'.repeat(10), true);
    cache.set('/b', 'b'.repeat(10), true);
    cache.set('/c', 'c'.repeat(10), true);
    expect(cache.get('/a')).toBe('aaaaaaaaaa'); // now the most recent
    cache.set('/d', 'd'.repeat(10), true);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBe('aaaaaaaaaa');
    expect(cache.stats).toEqual({ protectedBytes: 30, probationBytes: 0, protectedCount: 3, probationCount: 0, remembered: 0 });
  });

  it('promotes a probation page on its second visit', () => {
    const cache = cacheOf(100, 20);
    cache.set('/x?q=1', 'x'.repeat(10), false);
    expect(cache.isProtected('/x?q=1')).toBe(false);
    expect(cache.get('/x?q=1')).toBe('xxxxxxxxxx');
    expect(cache.isProtected('/x?q=1')).toBe(true);
    expect(cache.stats.probationBytes).toBe(0);
  });

  it('admits a page asked for again after probation evicted it, and forgets the oldest keys past its bound', () => {
    const cache = new PageCache<string>({ protectedBytes: 100, probationBytes: 10, maxRemembered: 3, sizeOf: (v) => v.length });
    cache.set('/t?floor=1', 'a'.repeat(10), false);
    cache.set('/t?floor=2', 'b'.repeat(10), false); // evicts floor=1 from probation
    expect(cache.get('/t?floor=1')).toBeUndefined();
    cache.set('/t?floor=1', 'a'.repeat(10), false); // rendered again: seen before, so protected
    expect(cache.isProtected('/t?floor=1')).toBe(true);
    cache.set('/j?1', 'j', false);
    cache.set('/j?2', 'j', false);
    cache.set('/j?3', 'j', false); // floor=2, /j?1, /j?2, /j?3: floor=2 is forgotten
    expect(cache.stats.remembered).toBe(3);
    cache.set('/t?floor=2', 'b'.repeat(10), false);
    expect(cache.isProtected('/t?floor=2')).toBe(false);
  });

  it('never holds a page bigger than its segment', () => {
    const cache = cacheOf(5, 5);
    cache.set('/big', 'b'.repeat(6), true);
    expect(cache.get('/big')).toBeUndefined();
    expect(cache.stats.protectedBytes).toBe(0);
  });

  it('keeps the real pages through 10⁴ distinct junk URLs, within its bytes', () => {
    const cache = cacheOf(1_100, 100);
    for (let i = 0; i < 50; i++) cache.set(`/prayers/info/${i}`, 'p'.repeat(20), true);
    cache.set('/?character=reimu', 'r'.repeat(20), false);
    expect(cache.get('/?character=reimu')).toBe('r'.repeat(20)); // a real link, visited twice
    for (let i = 0; i < 10_000; i++) cache.set(`/prayers/info/${i % 50}?junk=${i}`, 'j'.repeat(20), false);
    for (let i = 0; i < 50; i++) expect(cache.get(`/prayers/info/${i}`)).toBe('p'.repeat(20));
    expect(cache.get('/?character=reimu')).toBe('r'.repeat(20));
    // 51 real pages of 20 bytes; the junk holds at most its 100 bytes (5 pages) and 10⁴ hashes.
    expect(cache.stats).toEqual({ protectedBytes: 1_020, probationBytes: 100, protectedCount: 51, probationCount: 5, remembered: 10_000 });
  });
});
