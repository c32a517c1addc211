import { POOL_KEYS, type Prayer, type StepItem } from 'shared-domain/schemas/prayer';
import { chiSquare } from '../test-support/chi-square';
import { syntheticLookup, syntheticPrayer } from '../test-support/synthetic-prayer';
import { testContent } from '../test-support/test-app';
import { createViews } from '../views/create-views';
import { compilePrayer, type CompiledPrayer } from './compile-prayer';
import { sfc32 } from './prng';
import { isRefusal } from './pull-plan';
import { roll } from './roll';

// Issue 9 items 11 and 14: step-up stages follow their rules (multiplier everywhere, guaranteed
// slots, a fair order), checked by chi-square against frequencies computed here from the content's
// percentages and the written rules, not from the sampler's tables.

/**
 * The rules of a step-up stage, as the prayer detail states them, for one 10-pull:
 * - the multiplier m scales the pick-up share of GC chances: pick-ups together get min(1, m x P/100),
 *   the other entries share the rest, each group keeping its own proportions;
 * - `guaranteed` results are characters, drawn from that multiplied distribution limited to characters;
 *   with pickUpGuaranteed one of them is a pick-up character (pick-up characters' own proportions);
 * - the other results are free draws from the multiplied distribution;
 * - every position is equally likely to hold any of them.
 * Returns the probability of each pool entry (content order) for one result of the stage.
 */
const expectedFrequencies = (prayer: Prayer, stage: StepItem): number[] => {
  const entries = POOL_KEYS.flatMap((key) =>
    prayer.pool![key].map((e) => ({ chara: key === 'chara', pickUp: e.rateType === 'pick-up', w: e.chance.gc })),
  );
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const total = sum(entries.map((e) => e.w));
  const pickUps = sum(entries.filter((e) => e.pickUp).map((e) => e.w));
  const others = total - pickUps;
  const pPick = Math.min(1, (stage.multiplier * pickUps) / total);
  const free = entries.map((e) => (e.pickUp ? (pPick * e.w) / pickUps : ((1 - pPick) * e.w) / others));
  const charaMass = sum(free.filter((_, i) => entries[i]!.chara));
  const charaSlot = free.map((p, i) => (entries[i]!.chara ? p / charaMass : 0));
  const pickUpCharaW = sum(entries.filter((e) => e.chara && e.pickUp).map((e) => e.w));
  const pickUpSlot = entries.map((e) => (e.chara && e.pickUp ? e.w / pickUpCharaW : 0));
  const puSlots = stage.pickUpGuaranteed ? 1 : 0;
  const guaranteed = Math.max(stage.guaranteed, puSlots);
  const charaSlots = guaranteed - puSlots;
  const freeSlots = 10 - guaranteed;
  return entries.map((_, i) => (freeSlots * free[i]! + charaSlots * charaSlot[i]! + puSlots * pickUpSlot[i]!) / 10);
};

interface Tally {
  byEntry: number[];
  /** Per position 0..9: how often a pick-up character / any character was shown there. */
  pickUpCharaAt: number[];
  charaAt: number[];
}

const pullStage = (c: CompiledPrayer, sbNo: number, suNo: number, pulls: number, seed: number): Tally => {
  const rng = sfc32(seed, c.prayer.id, sbNo * 16 + suNo, 0x5eed);
  const tally: Tally = {
    byEntry: new Array<number>(c.pool.entries.length).fill(0),
    pickUpCharaAt: new Array<number>(10).fill(0),
    charaAt: new Array<number>(10).fill(0),
  };
  for (let n = 0; n < pulls; n++) {
    const o = roll(c, { id: c.prayer.id, type: 'step-up', sbNo, suNo, pullNo: 0, gcNo: 0 }, rng);
    if (isRefusal(o)) throw new Error(o.message);
    o.indexes.forEach((idx, pos) => {
      tally.byEntry[idx]!++;
      const e = c.pool.entries[idx]!;
      if (e.kind === 'chara') tally.charaAt[pos]!++;
      if (e.kind === 'chara' && e.isPickUp) tally.pickUpCharaAt[pos]!++;
    });
  }
  return tally;
};

const UNIFORM_10 = new Array<number>(10).fill(0.1);

describe('step-up stages of the synthetic prayer (100,000 stage pulls each)', () => {
  const prayer = syntheticPrayer();
  const compiled = compilePrayer(prayer, syntheticLookup)!;
  const stages = prayer.stepUps[0]!.stepItems;

  it.each([
    [0, 'x1, no guarantee'],
    [1, 'x1.5, 2 characters guaranteed'],
    [2, 'x2, 3 characters guaranteed, one a pick-up'],
  ])('stage %i (%s): results match the rules, entry by entry', (suNo) => {
    const t = pullStage(compiled, 0, suNo, 100_000, 11 + suNo);
    const result = chiSquare(t.byEntry, expectedFrequencies(prayer, stages[suNo]!));
    expect(result.cells).toBeGreaterThan(50);
    expect(result.pValue).toBeGreaterThan(0.001);
  });

  it('the multiplier reaches the guaranteed slots: at x1.5 pick-ups are 50.5 % of the characters, not the base 40 %', () => {
    // Written out from the content: GC characters 10 %, pick-ups 2 x 2 % = 4 %. At x1.5 the pick-ups
    // get 6 % and the other 94 % keep their proportions, so the 40 other characters get 94 % x 6/96 =
    // 5.875 %: pick-ups are 6 / 11.875 = 50.53 % of the characters, in free and guaranteed slots
    // alike. Guaranteed slots at base weights would give 4/10 = 40 % there.
    const t = pullStage(compiled, 0, 1, 50_000, 99);
    const pickUps = t.pickUpCharaAt.reduce((a, b) => a + b, 0);
    const charas = t.charaAt.reduce((a, b) => a + b, 0);
    expect(charas / 50_000).toBeCloseTo(2 + 8 * 0.11875, 1);
    expect(Math.abs(pickUps / charas - 6 / 11.875)).toBeLessThan(0.01);
  });

  it('guaranteed results are not kept in the last places: every position is equally likely', () => {
    const t = pullStage(compiled, 0, 2, 100_000, 7);
    expect(chiSquare(t.pickUpCharaAt, UNIFORM_10).pValue).toBeGreaterThan(0.001);
    expect(chiSquare(t.charaAt, UNIFORM_10).pValue).toBeGreaterThan(0.001);
  });
});

describe('step-up stages of the committed content', () => {
  let cases: { c: CompiledPrayer; sbNo: number; suNo: number; stage: StepItem }[] = [];
  beforeAll(async () => {
    const content = await testContent();
    const views = createViews(content);
    const compiled = content.prayers.flatMap((p) => {
      const c = views.simulator(p.id);
      return c &&
        c.pool.gc &&
        c.pool.entries.some((e) => e.kind === 'chara' && e.isPickUp) &&
        c.pool.entries.some((e) => e.kind === 'chara' && !e.isPickUp)
        ? [c]
        : [];
    });
    // The stages with the most rules at once: a multiplier above 1 and guaranteed characters.
    for (const c of compiled) {
      c.prayer.stepUps.forEach((s, sbNo) =>
        s.stepItems.forEach((stage, suNo) => {
          if (stage.multiplier > 1 && stage.guaranteed > 0) cases.push({ c, sbNo, suNo, stage });
        }),
      );
    }
    // One with a pick-up guarantee and one without, for a bounded run time.
    cases = [cases.find((k) => k.stage.pickUpGuaranteed), cases.find((k) => !k.stage.pickUpGuaranteed)].filter((k) => k !== undefined);
  });

  it('match the rules computed from their percentages (chi-square per entry and per position)', () => {
    expect(cases).toHaveLength(2);
    for (const [n, { c, sbNo, suNo, stage }] of cases.entries()) {
      const t = pullStage(c, sbNo, suNo, 100_000, 1000 + n);
      const byEntry = chiSquare(t.byEntry, expectedFrequencies(c.prayer, stage));
      expect([c.prayer.id, sbNo, suNo, byEntry.pValue > 0.001]).toEqual([c.prayer.id, sbNo, suNo, true]);
      expect(chiSquare(t.charaAt, UNIFORM_10).pValue).toBeGreaterThan(0.001);
    }
  });
});
