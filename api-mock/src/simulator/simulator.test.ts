import fc from 'fast-check';
import type { RollBody as RollRequest } from 'shared-domain/schemas/api/prayers';
import { chiSquare } from '../test-support/chi-square';
import { syntheticLookup, syntheticPrayer } from '../test-support/synthetic-prayer';
import { FULL_POOL_UNITS } from './chance-units';
import { compilePrayer, type CompiledPrayer } from './compile-prayer';
import { drawStage } from './draw-stage';
import { below, sfc32 } from './prng';
import { isRefusal } from './pull-plan';
import { roll, serializeOutcome, type RollOutcome } from './roll';
import { rngFor, streamOf } from './seed';
import { WeightedSampler } from './weighted-sampler';

const compiled = compilePrayer(syntheticPrayer(), syntheticLookup) as CompiledPrayer;
const req = (over: Partial<RollRequest>): RollRequest => ({ id: 9001, type: 'single', sbNo: -1, suNo: -1, pullNo: 0, ...over });
/** A pull with the stream the API would derive for it from `seed`. */
const rollAt = (c: CompiledPrayer, r: RollRequest, seed: number) => roll(c, r, rngFor(seed, streamOf(r)));
const ok = (o: ReturnType<typeof roll>): RollOutcome => {
  if (isRefusal(o)) throw new Error(o.message);
  return o;
};

describe('weighted sampler', () => {
  it('maps every point of [0, total) to the entry whose cumulative range holds it', () => {
    const s = new WeightedSampler([3, 0, 5, 2]);
    const seen = Array.from({ length: 10 }, (_, p) => s.indexOf(p));
    expect(seen).toEqual([0, 0, 0, 2, 2, 2, 2, 2, 3, 3]);
  });

  it('draws unbiased integers below n (rejection, no modulo bias)', () => {
    const rng = sfc32(1, 2, 3, 4);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) {
      const k = below(rng, 3);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    expect(chiSquare(counts, [1 / 3, 1 / 3, 1 / 3]).pValue).toBeGreaterThan(0.001);
  });

  it('uses the whole pool: SC and GC totals are exactly 100 % in units', () => {
    expect(compiled.pool.sc?.all.weight).toBe(FULL_POOL_UNITS);
    expect(compiled.pool.gc?.all.weight).toBe(FULL_POOL_UNITS);
  });
});

describe('distribution (1,000,000 pulls, chi-square)', () => {
  const N = 1_000_000;
  const entries = compiled.pool.entries;

  it.each(['sc', 'gc'] as const)('%s draws match the pool chances', (kind) => {
    const table = compiled.pool[kind];
    if (!table) throw new Error('no table');
    const rng = sfc32(0x9e3779b9, kind === 'sc' ? 1 : 2, 3, 4);
    const counts = new Array<number>(entries.length).fill(0);
    for (let i = 0; i < N; i++) {
      const idx = table.draw(rng);
      counts[idx] = (counts[idx] ?? 0) + 1;
    }
    const probabilities = entries.map((e) => e[kind] / FULL_POOL_UNITS);
    const result = chiSquare(counts, probabilities);
    expect(result.cells).toBeGreaterThan(100);
    expect(result.pValue).toBeGreaterThan(0.001);
  });

  it('a x2 pick-up multiplier doubles the pick-up class and keeps proportions', () => {
    const table = compiled.pool.gc;
    if (!table) throw new Error('no table');
    const rng = sfc32(7, 7, 7, 7);
    const counts = new Array<number>(entries.length).fill(0);
    for (let i = 0; i < N; i++) {
      const idx = table.drawMultiplied(rng, 2);
      counts[idx] = (counts[idx] ?? 0) + 1;
    }
    const probabilities = table.probabilities(entries, 'gc', 2);
    expect(probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // Pick-ups were 4 % of GC: now 8 %.
    expect(entries.reduce((a, e, i) => a + (e.isPickUp ? (probabilities[i] ?? 0) : 0), 0)).toBeCloseTo(0.08, 12);
    expect(chiSquare(counts, probabilities).pValue).toBeGreaterThan(0.001);
  });
});

describe('step-up guarantees', () => {
  const stepItems = compiled.prayer.stepUps[0]?.stepItems ?? [];

  it('every stage meets its character and pick-up guarantees, in every sequence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: stepItems.length - 1 }), (seed, suNo) => {
        const o = ok(rollAt(compiled, req({ type: 'step-up', sbNo: 0, suNo, pullNo: seed % 1000 }), seed));
        const stage = stepItems[suNo];
        if (!stage) throw new Error('no stage');
        const items = o.indexes.map((i) => compiled.pool.entries[i]);
        expect(o.indexes).toHaveLength(10);
        expect(items.filter((e) => e?.kind === 'chara').length).toBeGreaterThanOrEqual(stage.guaranteed);
        if (stage.pickUpGuaranteed) expect(items.some((e) => e?.isPickUp)).toBe(true);
        expect(o.gc).toBe(stage.cost);
        expect(o.dust).toBe(stage.dust);
        expect(o.disableSU).toBe(suNo === stepItems.length - 1);
      }),
      { numRuns: 2000 },
    );
  });

  it('guarantees hold under adversarial rngs too (always the most common card)', () => {
    const table = compiled.pool.gc;
    if (!table) throw new Error('no table');
    const zero = () => 0; // always the first cumulative entry of every sampler
    const out = drawStage(table, compiled.pool.entries, { count: 10, multiplier: 1, guaranteedCharas: 3, pickUpGuaranteed: true }, zero);
    const items = out.map((i) => compiled.pool.entries[i]);
    expect(items.filter((e) => e?.kind === 'chara').length).toBeGreaterThanOrEqual(3);
    expect(items.some((e) => e?.isPickUp)).toBe(true);
  });

  it('a finished step-up, a bad sbNo or a missing suNo is refused', () => {
    expect(rollAt(compiled, req({ type: 'step-up', sbNo: 0, suNo: 3 }), 1)).toMatchObject({ status: 409 });
    expect(rollAt(compiled, req({ type: 'step-up', sbNo: 1, suNo: 0 }), 1)).toMatchObject({ status: 422 });
    expect(rollAt(compiled, req({ type: 'step-up', sbNo: 0, suNo: -1 }), 1)).toMatchObject({ status: 422 });
  });
});

describe('pull types, costs and tokens', () => {
  it('single = 1 SC draw, multi = 10, gc = 10 in GC; coin is the token sum', () => {
    const single = ok(rollAt(compiled, req({ type: 'single' }), 5));
    expect(single.indexes).toHaveLength(1);
    expect(single).toMatchObject({ sc: 300, gc: 0, dust: 1, pullNo: 1, sbNo: -1 });
    const multi = ok(rollAt(compiled, req({ type: 'multi', pullNo: 4 }), 5));
    expect(multi.indexes).toHaveLength(10);
    expect(multi).toMatchObject({ sc: 3000, gc: 0, dust: 10, pullNo: 5 });
    const gc = ok(rollAt(compiled, req({ type: 'gc' }), 5));
    expect(gc).toMatchObject({ sc: 0, gc: 3000, dust: 10 });
    const tokens = multi.indexes.reduce((a, i) => a + (compiled.tokens[i] ?? 0), 0);
    expect(multi.coin).toBe(tokens);
    const byStars = new Map(compiled.items.map((it, i) => [`${it.type}${it.metadata.stars ?? ''}`, compiled.tokens[i]]));
    expect(Object.fromEntries(byStars)).toEqual({ chara: 10, card3: 1, card4: 3, card5: 5 });
  });

  it('disableSC moves single/multi to GC chances and GC cost', () => {
    const c = compilePrayer(syntheticPrayer({ opts: { disableSC: true } }), syntheticLookup) as CompiledPrayer;
    expect(ok(rollAt(c, req({ type: 'multi' }), 1))).toMatchObject({ sc: 0, gc: 3000 });
  });

  it('GC limit and pull limit: disabled at the limit, refused past it', () => {
    const c = compilePrayer(syntheticPrayer({ gcRules: { limit: 2, disableOnPickUp: false } }), syntheticLookup) as CompiledPrayer;
    expect(ok(rollAt(c, req({ type: 'gc', pullNo: 5, gcNo: 0 }), 1)).isGCDisabled).toBe(false);
    expect(ok(rollAt(c, req({ type: 'gc', pullNo: 6, gcNo: 1 }), 1)).isGCDisabled).toBe(true);
    expect(rollAt(c, req({ type: 'gc', pullNo: 7, gcNo: 2 }), 1)).toMatchObject({ status: 409 });
    // SC pulls do not use up the GC limit of a mixed prayer.
    expect(ok(rollAt(c, req({ type: 'multi', pullNo: 9 }), 1)).isGCDisabled).toBe(false);
    // A GC-only prayer counts every pull when gcNo is not sent.
    const g = compilePrayer(
      syntheticPrayer({
        gcRules: { limit: 2, disableOnPickUp: false },
        flags: { simulator: true, storyCard: false, gcOnly: true },
        opts: { disableSC: true },
      }),
      syntheticLookup,
    ) as CompiledPrayer;
    expect(ok(rollAt(g, req({ type: 'gc', pullNo: 1 }), 1)).isGCDisabled).toBe(true);
    expect(rollAt(g, req({ type: 'gc', pullNo: 2 }), 1)).toMatchObject({ status: 409 });
    const m = compilePrayer(syntheticPrayer({ max: 1 }), syntheticLookup) as CompiledPrayer;
    expect(rollAt(m, req({ type: 'single', pullNo: 1 }), 1)).toMatchObject({ status: 409 });
  });

  it('disableOnPickUp disables GC once a GC pull brings a pick-up', () => {
    const c = compilePrayer(syntheticPrayer({ gcRules: { limit: null, disableOnPickUp: true } }), syntheticLookup) as CompiledPrayer;
    for (let seed = 0; seed < 200; seed++) {
      const o = ok(rollAt(c, req({ type: 'gc' }), seed));
      expect(o.isGCDisabled).toBe(o.indexes.some((i) => c.pool.entries[i]?.isPickUp));
    }
  });
});

describe('seeds', () => {
  it('the same seed and pullNo give the same results; another pullNo gives others', () => {
    const a = serializeOutcome(compiled, ok(rollAt(compiled, req({ type: 'multi', pullNo: 3, seed: 42 }), 42)));
    const b = serializeOutcome(compiled, ok(rollAt(compiled, req({ type: 'multi', pullNo: 3, seed: 42 }), 42)));
    expect(a).toBe(b);
    const seq = (seed: number) =>
      Array.from({ length: 20 }, (_, pullNo) => ok(rollAt(compiled, req({ type: 'multi', pullNo }), seed)).indexes.join(','));
    expect(seq(7)).toEqual(seq(7));
    expect(new Set(seq(7)).size).toBeGreaterThan(15);
    expect(seq(7)).not.toEqual(seq(8));
  });

  it('serializes a response that parses as JSON with the pre-built items', () => {
    const o = ok(rollAt(compiled, req({ type: 'multi' }), 1));
    const parsed = JSON.parse(serializeOutcome(compiled, o)) as { result: unknown[] };
    expect(parsed.result).toEqual(o.indexes.map((i) => compiled.items[i]));
  });
});
