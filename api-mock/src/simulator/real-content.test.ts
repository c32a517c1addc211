import { chiSquare } from '../test-support/chi-square';
import { testContent } from '../test-support/test-app';
import type { Content } from '../content/content-types';
import { createViews } from '../views/create-views';
import type { CompiledPrayer } from './compile-prayer';
import { FULL_POOL_UNITS } from './chance-units';
import { sfc32 } from './prng';
import { isRefusal } from './pull-plan';
import { roll } from './roll';
import { rngFor, streamOf } from './seed';

// Samples every step-up stage of every committed prayer, and a million draws of its largest pool.
jest.setTimeout(60_000);

let content: Content;
let compiled: CompiledPrayer[];
beforeAll(async () => {
  content = await testContent();
  const views = createViews(content);
  compiled = content.prayers.flatMap((p) => {
    const c = views.simulator(p.id);
    return c ? [c] : [];
  });
});

describe('the simulator over the committed prayers', () => {
  it('every pool sums to exactly 100 % in integer units for SC and GC where present', () => {
    expect(compiled.length).toBeGreaterThan(100);
    for (const c of compiled) {
      for (const kind of ['sc', 'gc'] as const) {
        const table = c.pool[kind];
        if (table) expect([c.prayer.id, kind, table.all.weight]).toEqual([c.prayer.id, kind, FULL_POOL_UNITS]);
      }
    }
  });

  it('1,000,000 draws of the largest pool match its chances (chi-square, p > 0.001)', () => {
    const largest = [...compiled].sort((a, b) => b.pool.entries.length - a.pool.entries.length)[0];
    if (!largest) throw new Error('no pool');
    for (const kind of ['sc', 'gc'] as const) {
      const table = largest.pool[kind];
      if (!table) continue;
      const rng = sfc32(20260301, kind === 'sc' ? 11 : 12, largest.prayer.id, 7);
      const counts = new Array<number>(largest.pool.entries.length).fill(0);
      for (let i = 0; i < 1_000_000; i++) {
        const idx = table.draw(rng);
        counts[idx] = (counts[idx] ?? 0) + 1;
      }
      const result = chiSquare(
        counts,
        largest.pool.entries.map((e) => e[kind] / FULL_POOL_UNITS),
      );
      expect(result.pValue).toBeGreaterThan(0.001);
    }
  });

  it('every step-up stage of every prayer meets its guarantees in every sampled sequence', () => {
    let checked = 0;
    for (const c of compiled) {
      c.prayer.stepUps.forEach((stepUp, sbNo) => {
        stepUp.stepItems.forEach((stage, suNo) => {
          for (let seed = 0; seed < 40; seed++) {
            const r = { id: c.prayer.id, type: 'step-up' as const, sbNo, suNo, pullNo: 0, gcNo: 0 };
            const o = roll(c, r, rngFor(seed, streamOf(r)));
            if (isRefusal(o)) throw new Error(`${c.prayer.id}/${sbNo}/${suNo}: ${o.message}`);
            const entries = o.indexes.map((i) => c.pool.entries[i]);
            const charas = entries.filter((e) => e?.kind === 'chara').length;
            const hasCharas = c.pool.entries.some((e) => e.kind === 'chara' && e.gc > 0);
            if (hasCharas) expect(charas).toBeGreaterThanOrEqual(Math.min(stage.guaranteed, 10));
            if (stage.pickUpGuaranteed && c.pool.entries.some((e) => e.isPickUp && e.gc > 0))
              expect(entries.some((e) => e?.isPickUp)).toBe(true);
            expect(o.gc).toBe(stage.cost);
            checked++;
          }
        });
      });
    }
    expect(checked).toBeGreaterThan(0);
  });
});
