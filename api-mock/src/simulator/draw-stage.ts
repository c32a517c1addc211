import type { ChanceTable, SimEntry } from './compiled-pool';
import type { Rng } from './prng';

/** The rules one set of pulls is drawn under (a plain multi is: no multiplier, no guarantee). */
export interface StageRules {
  count: number;
  /** Character rate multiplier (1 = the pool's chances). */
  multiplier: number;
  /** At least this many results are characters. */
  guaranteedCharas: number;
  /** At least one result is a pick-up (rate-up) entry, a character when the pool has one. */
  pickUpGuaranteed: boolean;
}

export const PLAIN = (count: number): StageRules => ({ count, multiplier: 1, guaranteedCharas: 0, pickUpGuaranteed: false });

/**
 * Draws `count` results, then enforces the guarantees the way a pity slot does: the last results
 * that miss the guarantee are redrawn from the guaranteed class (its own relative chances).
 * Returns pool indexes in pull order.
 */
export const drawStage = (table: ChanceTable, entries: readonly SimEntry[], rules: StageRules, rng: Rng): number[] => {
  const out: number[] = [];
  for (let i = 0; i < rules.count; i++) out.push(table.drawMultiplied(rng, rules.multiplier));

  const isChara = (idx: number): boolean => entries[idx]?.kind === 'chara';
  let missing = Math.min(rules.guaranteedCharas, rules.count) - out.filter(isChara).length;
  for (let slot = out.length - 1; slot >= 0 && missing > 0; slot--) {
    if (isChara(out[slot] ?? -1)) continue;
    const redraw = table.drawChara(rng);
    if (redraw === null) break;
    out[slot] = redraw;
    missing--;
  }

  if (rules.pickUpGuaranteed && rules.count > 0 && !out.some((idx) => entries[idx]?.isPickUp)) {
    const redraw = table.drawPickUp(rng);
    if (redraw !== null) {
      // Replace a card when there is one, so a character guarantee already met stays met.
      let slot = out.length - 1;
      for (let s = out.length - 1; s >= 0; s--) {
        if (!isChara(out[s] ?? -1)) {
          slot = s;
          break;
        }
      }
      if (isChara(redraw) || !isChara(out[slot] ?? -1)) out[slot] = redraw;
    }
  }
  return out;
};
