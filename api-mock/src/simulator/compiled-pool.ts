import { poolSum } from './pool-sum';
import { type Rng, below } from './prng';
import { WeightedSampler } from './weighted-sampler';

export type ChanceKind = 'sc' | 'gc';

/** One drawable pool entry, chances already in integer units (see chance-units). */
export interface SimEntry {
  kind: 'chara' | 'card';
  isPickUp: boolean;
  sc: number;
  gc: number;
}

/** A subset of the pool: its own sampler plus the pool indexes it maps back to. */
interface Subset {
  sampler: WeightedSampler;
  indexes: number[];
  /** Sum of the subset's weights (its share of the full pool). */
  weight: number;
}

/** Multipliers are kept to 1/100 (x1.25), so a class cut is an integer out of 100 x pool total (<= 2^32). */
const MULTIPLIER_SCALE = 100;

const subset = (entries: readonly SimEntry[], kind: ChanceKind, keep: (e: SimEntry) => boolean): Subset | null => {
  const indexes: number[] = [];
  const weights: number[] = [];
  entries.forEach((e, i) => {
    if (keep(e) && e[kind] > 0) {
      indexes.push(i);
      weights.push(e[kind]);
    }
  });
  if (indexes.length === 0) return null;
  const sampler = new WeightedSampler(weights);
  return { sampler, indexes, weight: sampler.total };
};

const pickFrom = (s: Subset, rng: Rng): number => s.indexes[s.sampler.pick(rng)] ?? 0;

/** A uniform float in [0, 1) with 53 random bits (for class choices whose odds are not integers). */
const uniform53 = (rng: Rng): number => ((rng() >>> 5) * 67_108_864 + (rng() >>> 6)) / 9_007_199_254_740_992;

/** The per-chance-kind samplers of one pool, built once per prayer and reused by every pull. */
export class ChanceTable {
  readonly all: Subset;
  readonly charas: Subset | null;
  readonly cards: Subset | null;
  readonly pickUpCharas: Subset | null;
  readonly otherCharas: Subset | null;
  readonly pickUps: Subset | null;
  readonly others: Subset | null;

  constructor(entries: readonly SimEntry[], kind: ChanceKind) {
    const all = subset(entries, kind, () => true);
    if (!all) throw new RangeError(`pool has no ${kind} chances`);
    this.all = all;
    this.charas = subset(entries, kind, (e) => e.kind === 'chara');
    this.cards = subset(entries, kind, (e) => e.kind === 'card');
    this.pickUpCharas = subset(entries, kind, (e) => e.kind === 'chara' && e.isPickUp);
    this.otherCharas = subset(entries, kind, (e) => e.kind === 'chara' && !e.isPickUp);
    this.pickUps = subset(entries, kind, (e) => e.isPickUp);
    this.others = subset(entries, kind, (e) => !e.isPickUp);
  }

  /** A plain draw: index i with probability chance_i / total. */
  draw(rng: Rng): number {
    return pickFrom(this.all, rng);
  }

  /**
   * A draw with the pick-up rates multiplied by m (step-up stages): the pick-up class gets probability
   * min(1, m x P/T), the other entries share the rest, each class keeps its inner proportions. Exact in
   * integers: the class is chosen by an integer draw below 100 x T.
   */
  drawMultiplied(rng: Rng, multiplier: number): number {
    const m = Math.round(multiplier * MULTIPLIER_SCALE);
    if (m === MULTIPLIER_SCALE || !this.pickUps || !this.others) return this.draw(rng);
    const scaledTotal = this.all.weight * MULTIPLIER_SCALE;
    const pickUpCut = Math.min(scaledTotal, Math.max(0, m) * this.pickUps.weight);
    return below(rng, scaledTotal) < pickUpCut ? pickFrom(this.pickUps, rng) : pickFrom(this.others, rng);
  }

  /** Probability (0..1) of each pool index under a multiplier: what drawMultiplied samples from. */
  probabilities(entries: readonly SimEntry[], kind: ChanceKind, multiplier: number): number[] {
    const total = this.all.weight;
    const m = Math.round(multiplier * MULTIPLIER_SCALE) / MULTIPLIER_SCALE;
    const { pickUps, others } = this;
    if (m === 1 || !pickUps || !others) return entries.map((e) => e[kind] / total);
    const pPick = Math.min(1, (m * pickUps.weight) / total);
    return entries.map((e) => (e.isPickUp ? (pPick * e[kind]) / pickUps.weight : ((1 - pPick) * e[kind]) / others.weight));
  }

  /**
   * A guaranteed character slot: the stage's multiplied distribution (as drawMultiplied) conditioned
   * on "is a character", so the multiplier counts here too. Null when the pool has no character.
   * Pick-up characters have class probability a = pPick x PC/P and the other characters
   * b = (1 - pPick) x OC/O (PC, OC their weights; P, O those of all pick-ups and all others).
   */
  drawCharaMultiplied(rng: Rng, multiplier: number): number | null {
    const m = Math.round(multiplier * MULTIPLIER_SCALE);
    const { charas, pickUpCharas, otherCharas, pickUps, others } = this;
    if (!charas) return null;
    // Without a multiplier, or with one class only, the plain conditional draw is exact.
    if (m === MULTIPLIER_SCALE || !pickUpCharas || !otherCharas || !pickUps || !others) return pickFrom(charas, rng);
    const pPick = Math.min(1, (m * pickUps.weight) / (MULTIPLIER_SCALE * this.all.weight));
    const a = (pPick * pickUpCharas.weight) / pickUps.weight;
    const b = ((1 - pPick) * otherCharas.weight) / others.weight;
    return uniform53(rng) * (a + b) < a ? pickFrom(pickUpCharas, rng) : pickFrom(otherCharas, rng);
  }

  /** A draw conditioned on "is a pick-up", preferring pick-up characters. */
  drawPickUp(rng: Rng): number | null {
    const s = this.pickUpCharas ?? this.pickUps;
    return s ? pickFrom(s, rng) : null;
  }
}

/** Both chance tables of a pool (a pool may lack one kind, e.g. GC-only prayers). */
export interface CompiledPool {
  entries: readonly SimEntry[];
  sc: ChanceTable | null;
  gc: ChanceTable | null;
}

/** A currency's table exists exactly when the pool-sum rule says its pulls are offered (sum 100 %). */
export const compilePool = (entries: readonly SimEntry[]): CompiledPool => {
  const table = (kind: ChanceKind): ChanceTable | null =>
    poolSum(entries.reduce((sum, e) => sum + e[kind], 0)).status === 'offered' ? new ChanceTable(entries, kind) : null;
  return { entries, sc: table('sc'), gc: table('gc') };
};
