import { drawProbabilities, missFirst, stageTargetDistribution, targetShare, withinN, type ChanceEntry } from './pull-chance';

const e = (chance: number, kind: 'target' | 'pick' | 'chara' | 'card'): ChanceEntry => ({
  chance,
  isChara: kind !== 'card',
  isPickUp: kind === 'target' || kind === 'pick',
  isTarget: kind === 'target',
});

// A pool like the content's: one rate-up at 2.4 %, 1.6 % of other characters, 96 % of cards.
const POOL = [e(2.4, 'target'), e(0.8, 'chara'), e(0.8, 'chara'), e(48, 'card'), e(30, 'card'), e(18, 'card')];
// Target 5 %, another character 5 %, cards 90 %.
const SMALL = [e(5, 'target'), e(5, 'chara'), e(90, 'card')];
const PLAIN = { multiplier: 1, guaranteed: 0, pickUpGuaranteed: false };

describe('pull chances (hand-computed)', () => {
  it('a single draw hits the target with chance/total', () => {
    expect(targetShare(POOL)).toBeCloseTo(0.024, 12);
    expect(targetShare([e(0, 'target'), e(100, 'card')])).toBe(0);
  });

  it('plain pulls: 1 - 0.976^10 within 10 and 1/0.024 expected pulls', () => {
    const plan = { stages: [], stageEntries: POOL, plainEntries: POOL };
    const r = withinN(plan, 10);
    expect(r.chance).toBeCloseTo(0.21567117403507274, 12);
    expect(r.expectedPulls).toBeCloseTo(41.666666666666664, 9);
    expect(withinN(plan, 1).chance).toBeCloseTo(0.024, 12);
  });

  it('N is clamped to 1..1000', () => {
    const plan = { stages: [], stageEntries: POOL, plainEntries: POOL };
    expect(withinN(plan, 0).chance).toBeCloseTo(0.024, 12);
    expect(withinN(plan, 5000).chance).toBeCloseTo(1 - 0.976 ** 1000, 12);
  });

  it('a multiplier x2 doubles the pick-up class: 10 % per draw', () => {
    const probs = drawProbabilities(SMALL, 2);
    expect(probs[0]).toBeCloseTo(0.1, 12);
    // The others keep their proportions in the remaining 90 %: 5/95 and 90/95 of it.
    expect(probs[1]).toBeCloseTo((0.9 * 5) / 95, 12);
    expect(probs[2]).toBeCloseTo((0.9 * 90) / 95, 12);
    expect(stageTargetDistribution(SMALL, { ...PLAIN, multiplier: 2 })[0]).toBeCloseTo(0.3486784401, 12);
  });

  it('a character slot under x2: the target gets a = 0.1 and the other character b = 0.9 x 5/95 of the character share', () => {
    // Free slots hit at 0.1; the character slot at 0.1 / (0.1 + 0.9 x 5 / 95) = 0.1 / (0.1 + 0.047368...).
    const qChara = 0.1 / (0.1 + (0.9 * 5) / 95);
    const dist = stageTargetDistribution(SMALL, { multiplier: 2, guaranteed: 2, pickUpGuaranteed: false });
    expect(dist[0]).toBeCloseTo(0.9 ** 8 * (1 - qChara) ** 2, 12);
    expect(qChara).toBeCloseTo(0.6785714285714286, 12);
  });

  it('the pick-up share is capped at 100 %', () => {
    expect(drawProbabilities(SMALL, 50)).toEqual([1, 0, 0]);
  });

  it('one guaranteed character slot: 9 free slots miss at 0.95, the character slot is the target half the time', () => {
    // Characters: target 5 and another 5, so a character slot is the target with 5/10.
    const dist = stageTargetDistribution(SMALL, { multiplier: 1, guaranteed: 1, pickUpGuaranteed: false });
    expect(dist[0]).toBeCloseTo(0.31512470486230454, 12);
    expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('a pick-up slot with two equal pick-up characters: miss = 0.95^9 x 1/2', () => {
    const pool = [e(5, 'target'), e(5, 'pick'), e(90, 'card')];
    const dist = stageTargetDistribution(pool, { multiplier: 1, guaranteed: 0, pickUpGuaranteed: true });
    expect(dist[0]).toBeCloseTo(0.31512470486230454, 12);
  });

  it('a pick-up guarantee with the target the only pick-up always hits', () => {
    const dist = stageTargetDistribution(SMALL, { multiplier: 1, guaranteed: 0, pickUpGuaranteed: true });
    expect(dist[0]).toBeCloseTo(0, 12);
  });

  it('fair order: one target in ten misses the first 3 results with C(9,3)/C(10,3) = 0.7', () => {
    expect(missFirst([0, 1], 3)).toBeCloseTo(0.7, 12);
    expect(missFirst([0, 1], 10)).toBe(0);
    expect(missFirst([1], 10)).toBe(1);
  });

  it('a plain step-up stage at 10 % agrees with independent draws, also part-way through', () => {
    const ten = [e(10, 'target'), e(90, 'card')];
    const plan = { stages: [PLAIN], stageEntries: ten, plainEntries: ten };
    expect(withinN(plan, 3).chance).toBeCloseTo(1 - 0.9 ** 3, 12);
    expect(withinN(plan, 15).chance).toBeCloseTo(0.794108867905351, 12);
    expect(withinN(plan, 1).expectedPulls).toBeCloseTo(10, 9);
  });

  it('after the stages, plain pulls continue at the plain rate', () => {
    const plan = { stages: [{ ...PLAIN, multiplier: 2 }], stageEntries: SMALL, plainEntries: SMALL };
    // 0.9^10 missed the x2 stage, then 0.95^5.
    expect(withinN(plan, 15).chance).toBeCloseTo(1 - 0.3486784401 * 0.95 ** 5, 12);
  });

  it('no target in the pool: chance 0 and no expected pull count', () => {
    const none = [e(100, 'card')];
    expect(withinN({ stages: [], stageEntries: none, plainEntries: none }, 100)).toEqual({ chance: 0, expectedPulls: Infinity });
  });
});
