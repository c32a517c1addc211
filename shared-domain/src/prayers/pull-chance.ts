import { MULTI_PULL_COUNT } from '../constants/prayer-kinds';

/**
 * The exact chance of drawing a chosen character (or any of a chosen set) within N pulls, from the
 * pool's chances and the step-up rules, in closed form (no sampling).
 *
 * The model is the simulator's: every result of a pull is an independent draw from the chance table;
 * a step-up stage multiplies the pick-up class (its share becomes min(1, m x P / T), each class keeping
 * its inner proportions); a stage that guarantees g characters redraws the missing ones from the
 * characters (same multiplied chances); a pick-up guarantee turns one result into a pick-up character
 * when none came; the ten results of a pull are shown in a fair (uniformly random) order, so the first
 * r results of a partly counted pull hold each result equally likely.
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

/** Slot classes: target?, character?, pick-up? (a card is never a target). */
interface ClassProbs {
  targetPick: number;
  targetPlain: number;
  charaPick: number;
  charaPlain: number;
  cardPick: number;
  cardPlain: number;
}

const classify = (entries: readonly ChanceEntry[], probs: readonly number[]): ClassProbs => {
  const c: ClassProbs = { targetPick: 0, targetPlain: 0, charaPick: 0, charaPlain: 0, cardPick: 0, cardPlain: 0 };
  entries.forEach((e, i) => {
    const p = probs[i] ?? 0;
    if (e.isChara && e.isTarget) c[e.isPickUp ? 'targetPick' : 'targetPlain'] += p;
    else if (e.isChara) c[e.isPickUp ? 'charaPick' : 'charaPlain'] += p;
    else c[e.isPickUp ? 'cardPick' : 'cardPlain'] += p;
  });
  return c;
};

/**
 * Distribution of the number of targets among the `count` results of one pull (index = targets).
 * A dynamic programme over slots with state (targets, characters so far capped at g, any pick-up).
 */
export function stageTargetDistribution(entries: readonly ChanceEntry[], rule: StageRule, count = MULTI_PULL_COUNT): number[] {
  const probs = drawProbabilities(entries, rule.multiplier);
  const k = classify(entries, probs);
  const g = Math.max(0, Math.min(rule.guaranteed, count));
  // state index: ((t * (g + 1)) + h) * 2 + pk
  const size = (count + 1) * (g + 1) * 2;
  const at = (t: number, h: number, pk: number) => (t * (g + 1) + h) * 2 + pk;
  let dp = new Float64Array(size);
  dp[at(0, 0, 0)] = 1;
  const moves: [number, number, number, number][] = [
    // [probability, +target, +chara, pick-up]
    [k.targetPick, 1, 1, 1],
    [k.targetPlain, 1, 1, 0],
    [k.charaPick, 0, 1, 1],
    [k.charaPlain, 0, 1, 0],
    [k.cardPick, 0, 0, 1],
    [k.cardPlain, 0, 0, 0],
  ];
  for (let slot = 0; slot < count; slot++) {
    const next = new Float64Array(size);
    for (let t = 0; t <= slot; t++)
      for (let h = 0; h <= g; h++)
        for (let pk = 0; pk < 2; pk++) {
          const p = dp[at(t, h, pk)] ?? 0;
          if (p === 0) continue;
          for (const [q, dt, dh, dpk] of moves) {
            if (q === 0) continue;
            const i = at(t + dt, Math.min(g, h + dh), pk | dpk);
            next[i] = (next[i] ?? 0) + p * q;
          }
        }
    dp = next;
  }

  // Redraws for the missing characters: conditioned on "is a character" at the stage's rates.
  const charaTotal = k.targetPick + k.targetPlain + k.charaPick + k.charaPlain;
  const r = charaTotal > 0 ? { tp: k.targetPick / charaTotal, tn: k.targetPlain / charaTotal, cp: k.charaPick / charaTotal, cn: k.charaPlain / charaTotal } : null;
  // Pick-up guarantee: a pick-up character when the pool has one, else a pick-up card.
  const pickCharas = k.targetPick + k.charaPick;
  const pityTarget = pickCharas > 0 ? k.targetPick / pickCharas : 0;
  const hasPickUp = pickCharas > 0 || k.cardPick > 0;

  const out = new Array<number>(count + 1).fill(0);
  const add = (t: number, p: number) => {
    out[Math.min(count, t)] = (out[Math.min(count, t)] ?? 0) + p;
  };
  for (let t = 0; t <= count; t++)
    for (let h = 0; h <= g; h++)
      for (let pk = 0; pk < 2; pk++) {
        const p = dp[at(t, h, pk)] ?? 0;
        if (p === 0) continue;
        const missing = r ? g - h : 0;
        // Redraw outcomes: (extra targets, got a pick-up) by a small DP over the missing slots.
        let redraw = new Map<string, number>([[`0:${pk}`, 1]]);
        for (let m = 0; m < missing && r; m++) {
          const next = new Map<string, number>();
          for (const [key, q] of redraw) {
            const [dt, got] = key.split(':').map(Number) as [number, number];
            const step: [number, number, number][] = [
              [r.tp, 1, 1],
              [r.tn, 1, 0],
              [r.cp, 0, 1],
              [r.cn, 0, 0],
            ];
            for (const [w, addT, addPk] of step) {
              if (w === 0) continue;
              const nk = `${dt + addT}:${got | addPk}`;
              next.set(nk, (next.get(nk) ?? 0) + q * w);
            }
          }
          redraw = next;
        }
        for (const [key, q] of redraw) {
          const [dt, got] = key.split(':').map(Number) as [number, number];
          const base = t + dt;
          if (rule.pickUpGuaranteed && got === 0 && hasPickUp) {
            add(base + 1, p * q * pityTarget);
            add(base, p * q * (1 - pityTarget));
          } else add(base, p * q);
        }
      }
  return out;
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
