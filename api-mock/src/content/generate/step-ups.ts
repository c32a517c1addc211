import { STEP_UP_KINDS } from 'shared-domain/constants/prayer-kinds';
import type { StepUp, StepItem } from 'shared-domain/schemas/prayer';
import type { Rng } from './prng';

/**
 * Step-up stages: 'asc' costs rise, 'desc' costs fall; the '-2' kinds also guarantee characters in
 * their later stages (the last one a pick-up). Multipliers grow towards the last stage.
 */
export function makeStepUps(prayerId: number, start: string, end: string, count: number, r: Rng): StepUp[] {
  return Array.from({ length: count }, (_, i): StepUp => {
    const kind = r.pick(STEP_UP_KINDS);
    const stages = r.int(3, 5);
    const costs = Array.from({ length: stages }, (_, s) => 500 + 250 * s);
    if (kind.startsWith('desc')) costs.reverse();
    if (r.chance(0.3)) costs[0] = 0; // a free first stage
    const guaranteed = kind.endsWith('-2');
    const stepItems = costs.map((cost, s): StepItem => {
      const last = s === stages - 1;
      return {
        cost,
        guaranteed: guaranteed && s >= stages - 2 ? (last ? 2 : 1) : 0,
        multiplier: [1, 1, 1.5, 2, 3][s + (5 - stages)] ?? 1,
        pickUpGuaranteed: guaranteed && last,
        dust: 10 * (s + 1),
      };
    });
    return { index: i + 1, id: prayerId * 10 + i + 1, kind, start, end, stepItems };
  });
}
