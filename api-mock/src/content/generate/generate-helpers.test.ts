import fc from 'fast-check';
import { buildPool, CARD_BANNER_SHARES, CHARACTER_BANNER_SHARES, splitUnits, TOTAL_UNITS } from './pools';
import { POOL_KEYS } from 'shared-domain/schemas/prayer';
import { romanizeKana } from './kana-romaji';
import { Rng } from './prng';

describe('pool chances', () => {
  it('splitUnits always sums exactly and differs by at most one unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TOTAL_UNITS }), fc.integer({ min: 1, max: 500 }), (total, n) => {
        const parts = splitUnits(total, n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('every built pool sums to 100 % for SC and for GC within 1e-9', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 40 });
    fc.assert(
      fc.property(
        ids,
        ids,
        ids,
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 20 }),
        ids,
        fc.boolean(),
        (pu, others, card5, card4, card3, cardBanner) => {
          const pool = buildPool({
            pickUpChars: cardBanner ? [] : pu,
            otherChars: cardBanner ? [] : others.filter((o) => !pu.includes(o)),
            pickUpCards: [],
            otherCard5: card5,
            card4,
            card3,
            shares: cardBanner ? CARD_BANNER_SHARES : CHARACTER_BANNER_SHARES,
            pickUpFraction: 0.6,
          });
          for (const mode of ['sc', 'gc'] as const) {
            const sum = POOL_KEYS.flatMap((k) => pool[k]).reduce((s, e) => s + e.chance[mode], 0);
            expect(Math.abs(sum - 100)).toBeLessThanOrEqual(1e-9);
          }
        },
      ),
    );
  });
});

describe('generator helpers', () => {
  it('romanises kana names', () => {
    expect(romanizeKana('レミリア・スカーレット')).toBe('Remiria Sukaaretto');
    expect(romanizeKana('パチュリー・ノーレッジ')).toBe('Pachurii Noorejji');
    expect(romanizeKana('しんあい')).toBe("Shin'ai");
  });

  it('the PRNG is a pure function of its seed and label', () => {
    const draw = (seed: number) => {
      const r = new Rng(seed).fork('x');
      return Array.from({ length: 5 }, () => r.int(0, 1e6));
    };
    expect(draw(1)).toEqual(draw(1));
    const a = new Rng(1).fork('a');
    const b = new Rng(1).fork('b');
    expect([a.next(), a.next()]).not.toEqual([b.next(), b.next()]);
  });
});
