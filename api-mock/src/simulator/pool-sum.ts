import { FULL_POOL_UNITS, toUnits } from './chance-units';

/**
 * The one pool-sum rule, used by the content check and the simulator alike. For each currency
 * (SC, GC) a pool's chances, summed in integer units of 1e-5 %, are either exactly 100 % (that
 * currency's pulls are offered) or all 0 (they are not: a GC-only prayer). Anything else is an error.
 * A pool must offer at least one of the two.
 */
export type PoolSum = { status: 'offered' } | { status: 'absent' } | { status: 'invalid'; percent: number };

export const poolSum = (units: number): PoolSum =>
  units === FULL_POOL_UNITS ? { status: 'offered' } : units === 0 ? { status: 'absent' } : { status: 'invalid', percent: units / 1e5 };

/** Sums chances given in percent (content files) exactly, through integer units. */
export const sumUnits = (percents: Iterable<number>): number => {
  let units = 0;
  for (const p of percents) units += toUnits(p);
  return units;
};
