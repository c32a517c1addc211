import { Lru } from './lru';

describe('Lru', () => {
  it('bounds the weight held, dropping the least recently used, and keeps nothing heavier than its bound', () => {
    const lru = new Lru<string, string>(10, { sizeOf: (v) => v.length });
    lru.set('a', 'aaaa');
    lru.set('b', 'bbbb');
    expect(lru.get('a')).toBe('aaaa');
    lru.set('c', 'cccc');
    expect([lru.has('a'), lru.has('b'), lru.has('c'), lru.weight]).toEqual([true, false, true, 8]);
    lru.set('a', 'x'.repeat(11));
    expect([lru.has('a'), lru.weight]).toEqual([false, 4]);
  });

  it('forgets an entry once it is maxAgeMs old, and sweeps expired ones as it is added to', () => {
    let now = 0;
    const lru = new Lru<string, number>(100, { maxAgeMs: 1_000, now: () => now });
    lru.set('a', 1);
    lru.set('b', 2);
    now = 999;
    expect(lru.get('a')).toBe(1);
    now = 1_000;
    expect(lru.get('a')).toBeUndefined();
    lru.set('c', 3);
    expect([lru.has('b'), lru.size]).toEqual([false, 1]);
  });
});
