import { CHANCE_PRECISION } from 'shared-domain/constants/prayer-kinds';
import type { Pool, PoolEntry } from 'shared-domain/schemas/prayer';

// Chances are built in integer units of 1e-5 % (100 % = 10,000,000 units) and divided only once
// at the end, so every pool's SC and GC chances sum to exactly 100 %.

export const TOTAL_UNITS = 100 * CHANCE_PRECISION;

/** Splits `total` integer units over n entries as evenly as possible (the first ones get the remainder). */
export function splitUnits(total: number, n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(total / n);
  const rest = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

/** Units to a percent with at most 5 decimals. */
export const unitsToChance = (units: number): number => units / CHANCE_PRECISION;

/** Category shares in units; each set must total TOTAL_UNITS. */
export interface PoolShares {
  chara: number;
  card5: number;
  card4: number;
  card3: number;
}

/** Percent -> units, e.g. 4 -> 400000. */
export const pct = (percent: number): number => Math.round(percent * CHANCE_PRECISION);

export const CHARACTER_BANNER_SHARES = {
  sc: { chara: pct(4), card5: pct(18), card4: pct(30), card3: pct(48) },
  // GC pulls never give 3-star cards.
  gc: { chara: pct(8), card5: pct(40), card4: pct(52), card3: 0 },
} satisfies Record<'sc' | 'gc', PoolShares>;

export const CARD_BANNER_SHARES = {
  sc: { chara: 0, card5: pct(20), card4: pct(30), card3: pct(50) },
  gc: { chara: 0, card5: pct(45), card4: pct(55), card3: 0 },
} satisfies Record<'sc' | 'gc', PoolShares>;

export interface PoolSpec {
  pickUpChars: readonly number[];
  otherChars: readonly number[];
  pickUpCards: readonly number[];
  otherCard5: readonly number[];
  card4: readonly number[];
  card3: readonly number[];
  shares: { sc: PoolShares; gc: PoolShares };
  /** Part of a category's share that goes to its pick-ups when there are others too. */
  pickUpFraction: number;
}

/** Moves the share of an empty category to the next non-empty one so nothing is lost. */
function settleShares(shares: PoolShares, sizes: Record<keyof PoolShares, number>): PoolShares {
  const out = { ...shares };
  const order: (keyof PoolShares)[] = ['chara', 'card5', 'card4', 'card3'];
  for (const k of order) {
    if (sizes[k] === 0 && out[k] > 0) {
      const i = order.indexOf(k);
      const target = [...order.slice(i + 1), ...order.slice(0, i).reverse()].find((o) => sizes[o] > 0);
      if (!target) throw new Error('pool without entries');
      out[target] += out[k];
      out[k] = 0;
    }
  }
  // A category whose entries would all get nothing is fine (e.g. 3-stars in GC pulls).
  return out;
}

/** One category: pick-ups share `pickUpFraction` of its units, the others the rest. */
function categoryUnits(units: number, pickUps: number, others: number, fraction: number): number[] {
  if (pickUps === 0) return splitUnits(units, others);
  if (others === 0) return splitUnits(units, pickUps);
  const pickUpUnits = Math.round(units * fraction);
  return [...splitUnits(pickUpUnits, pickUps), ...splitUnits(units - pickUpUnits, others)];
}

export function buildPool(spec: PoolSpec): Pool {
  const sizes = {
    chara: spec.pickUpChars.length + spec.otherChars.length,
    card5: spec.pickUpCards.length + spec.otherCard5.length,
    card4: spec.card4.length,
    card3: spec.card3.length,
  };
  const sc = settleShares(spec.shares.sc, sizes);
  const gc = settleShares(spec.shares.gc, sizes);
  const list = (pickUps: readonly number[], others: readonly number[], key: keyof PoolShares): PoolEntry[] => {
    const scUnits = categoryUnits(sc[key], pickUps.length, others.length, spec.pickUpFraction);
    const gcUnits = categoryUnits(gc[key], pickUps.length, others.length, spec.pickUpFraction);
    return [...pickUps, ...others].map((id, i) => ({
      id,
      rateType: i < pickUps.length ? 'pick-up' : 'normal',
      chance: { sc: unitsToChance(scUnits[i] ?? 0), gc: unitsToChance(gcUnits[i] ?? 0) },
    }));
  };
  return {
    chara: list(spec.pickUpChars, spec.otherChars, 'chara'),
    card3: list([], spec.card3, 'card3'),
    card4: list([], spec.card4, 'card4'),
    card5: list(spec.pickUpCards, spec.otherCard5, 'card5'),
  };
}
