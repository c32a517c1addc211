import { MULTI_PULL_COUNT } from 'shared-domain/constants/prayer-kinds';

/**
 * The exact chance of drawing a chosen character (or any of a chosen set) within N pulls, from the
 * pool's chances and the step-up rules, in closed form (no sampling).
 *
 * The model is the simulator's (api-mock): a plain pull's results are independent draws from the
 * chance table; a step-up stage multiplies the pick-up class (its share becomes min(1, m x P / T), each
 * class keeping its inner proportions) and turns some slots into guaranteed ones (see
 * stageTargetDistribution); the ten results of a pull are shown in a uniformly shuffled order, so the
 * first r results of a partly counted pull are any r of the ten with equal chance.
 */

export interface ChanceEntry {
  /** Percent (the pool table's SC or GC column). */
  chance: number;
  isChara: boolean;
  isPickUp: boolean;
  isTarget: boolean;
}

export interface StageRule {
  multiplier: number;
  guaranteed: number;
  pickUpGuaranteed: boolean;
}

/** A single draw's chance of a target (0..1) at the plain rates. */
export function targetShare(entries: readonly ChanceEntry[]): number {
  let total = 0;
  let target = 0;
  for (const e of entries) {
    total += e.chance;
    if (e.isTarget) target += e.chance;
  }
  return total > 0 ? target / total : 0;
}

/** Per-entry probabilities of one draw under a multiplier (1 = the table's own chances). */
export function drawProbabilities(entries: readonly ChanceEntry[], multiplier: number): number[] {
  let total = 0;
  let pick = 0;
  for (const e of entries) {
    total += e.chance;
    if (e.isPickUp) pick += e.chance;
  }
  if (total <= 0) return entries.map(() => 0);
  const other = total - pick;
  if (multiplier === 1 || pick === 0 || other === 0) return entries.map((e) => e.chance / total);
  const pickShare = Math.min(1, (multiplier * pick) / total);
  return entries.map((e) => (e.isPickUp ? (pickShare * e.chance) / pick : ((1 - pickShare) * e.chance) / other));
}

/** P(target) of one result drawn from `probs` restricted to the entries `keep` accepts (null: none). */
const conditional = (entries: readonly ChanceEntry[], probs: readonly number[], keep: (e: ChanceEntry) => boolean): number | null => {
  let total = 0;
  let target = 0;
  entries.forEach((e, i) => {
    if (!keep(e)) return;
    const p = probs[i] ?? 0;
    total += p;
    if (e.isTarget) target += p;
  });
  return total > 0 ? target / total : null;
};

/**
 * Distribution of the number of targets among the `count` results of one pull (index = targets).
 * The server's slot model (api-mock simulator): G = min(count, max(g, pick-up guarantee ? 1 : 0))
 * guaranteed slots and count - G free slots, all drawn independently:
 * - a free slot draws at the stage's multiplied chances;
 * - the pick-up slot draws a pick-up character by weight (no pick-up character: a pick-up card;
 *   no pick-up at all: a character slot);
 * - the other guaranteed slots draw a character at the multiplied chances limited to characters
 *   (no character in the pool: a free slot).
 * The targets in the pull are then the sum of independent per-slot hits.
 */
export function stageTargetDistribution(entries: readonly ChanceEntry[], rule: StageRule, count = MULTI_PULL_COUNT): number[] {
  const probs = drawProbabilities(entries, rule.multiplier);
  const qFree = conditional(entries, probs, () => true) ?? 0;
  const qChara = conditional(entries, probs, (e) => e.isChara) ?? qFree;
  const base = entries.map((e) => e.chance);
  const hasPickUp = entries.some((e) => e.isPickUp && e.chance > 0);
  const qPickUp = conditional(entries, base, (e) => e.isPickUp && e.isChara) ?? (hasPickUp ? 0 : qChara);
  const pu = rule.pickUpGuaranteed ? 1 : 0;
  const guaranteed = Math.min(count, Math.max(rule.guaranteed, pu));
  const slots = [
    ...Array<number>(Math.min(pu, guaranteed)).fill(qPickUp),
    ...Array<number>(guaranteed - Math.min(pu, guaranteed)).fill(qChara),
    ...Array<number>(count - guaranteed).fill(qFree),
  ];
  // Convolution of the slots' Bernoulli hits.
  let dist = [1];
  for (const q of slots) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((p, x) => {
      next[x] = (next[x] ?? 0) + p * (1 - q);
      next[x + 1] = (next[x + 1] ?? 0) + p * q;
    });
    dist = next;
  }
  return dist;
}

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};

/** P(no target among the first r results of a pull) from its target-count distribution, fair order. */
export function missFirst(dist: readonly number[], r: number, count = MULTI_PULL_COUNT): number {
  if (r <= 0) return 1;
  let miss = 0;
  const all = choose(count, r);
  dist.forEach((p, x) => {
    miss += p * (choose(count - x, r) / all);
  });
  return miss;
}

export interface ChancePlan {
  /** Step-up stages pulled first (each a 10-pull), in order; empty for plain pulls. */
  stages: readonly StageRule[];
  /** The table the stages draw from (GC for step-ups). */
  stageEntries: readonly ChanceEntry[];
  /** The table of the plain pulls that follow (SC or GC). */
  plainEntries: readonly ChanceEntry[];
}

export interface WithinNResult {
  /** P(at least one target within N pulls), 0..1. */
  chance: number;
  /** Expected pulls until the first target; Infinity when no pull can give one. */
  expectedPulls: number;
}

/** Survival P(no target in the first n pulls) for n = 0..maxN. */
export function survivalCurve(plan: ChancePlan, maxN: number): number[] {
  const dists = plan.stages.map((rule) => stageTargetDistribution(plan.stageEntries, rule));
  const q = 1 - targetShare(plan.plainEntries);
  const out = [1];
  let before = 1;
  for (let n = 1; n <= maxN; n++) {
    const stage = Math.floor((n - 1) / MULTI_PULL_COUNT);
    const dist = dists[stage];
    if (dist) {
      const r = n - stage * MULTI_PULL_COUNT;
      if (r === 1) before = out[n - 1] ?? 0;
      out.push(before * missFirst(dist, r));
    } else out.push((out[n - 1] ?? 0) * q);
  }
  return out;
}

export const MAX_PULLS = 1000;

export function withinN(plan: ChancePlan, n: number): WithinNResult {
  const pulls = Math.max(1, Math.min(MAX_PULLS, Math.floor(n)));
  const stagePulls = plan.stages.length * MULTI_PULL_COUNT;
  const curve = survivalCurve(plan, Math.max(pulls, stagePulls));
  const p = targetShare(plan.plainEntries);
  // E = sum over n >= 0 of P(no target in the first n pulls); after the stages the tail is geometric.
  let expected = 0;
  for (let i = 0; i < stagePulls; i++) expected += curve[i] ?? 0;
  const tail = curve[stagePulls] ?? 0;
  expected += tail === 0 ? 0 : p > 0 ? tail / p : Infinity;
  return { chance: 1 - (curve[pulls] ?? 1), expectedPulls: expected };
}
