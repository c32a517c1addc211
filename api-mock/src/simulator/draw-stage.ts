import type { ChanceTable, SimEntry } from './compiled-pool';
import { below, type Rng } from './prng';

/** The rules one set of pulls is drawn under (a plain multi is: no multiplier, no guarantee). */
export interface StageRules {
  count: number;
  /** Pick-up rate multiplier (1 = the pool's chances). */
  multiplier: number;
  /** This many of the results are characters. */
  guaranteedCharas: number;
  /** One of the guaranteed results is a pick-up character (a pick-up card when the pool has none). */
  pickUpGuaranteed: boolean;
}

export const PLAIN = (count: number): StageRules => ({ count, multiplier: 1, guaranteedCharas: 0, pickUpGuaranteed: false });

/** Fisher-Yates with the pull's own stream: every order of the results is equally likely. */
const shuffle = (items: number[], rng: Rng): void => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
};

/**
 * Draws one stage as guaranteed slots plus free slots, then shuffles them:
 * - max(guaranteedCharas, pickUpGuaranteed ? 1 : 0) slots (at most `count`) are guaranteed. With
 *   pickUpGuaranteed the first is drawn among the pick-up characters (their relative chances);
 *   the others among all characters under the stage's multiplier (drawCharaMultiplied);
 * - every other slot is a free draw under the multiplier (drawMultiplied).
 * A class the pool lacks falls back to the next (pick-up → character → free). Returns pool indexes
 * in the (shuffled) order they are shown.
 */
export const drawStage = (table: ChanceTable, _entries: readonly SimEntry[], rules: StageRules, rng: Rng): number[] => {
  const pickUpSlots = rules.pickUpGuaranteed ? 1 : 0;
  const guaranteed = Math.min(rules.count, Math.max(rules.guaranteedCharas, pickUpSlots));
  const out: number[] = [];
  for (let slot = 0; slot < guaranteed; slot++) {
    const drawn =
      (slot < pickUpSlots ? table.drawPickUp(rng) : null) ??
      table.drawCharaMultiplied(rng, rules.multiplier) ??
      table.drawMultiplied(rng, rules.multiplier);
    out.push(drawn);
  }
  while (out.length < rules.count) out.push(table.drawMultiplied(rng, rules.multiplier));
  // Free draws alone are already in a fair order; guaranteed slots must not sit in fixed places.
  if (guaranteed > 0) shuffle(out, rng);
  return out;
};
