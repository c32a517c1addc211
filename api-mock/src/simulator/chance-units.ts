/**
 * Chances are percentages with at most 5 decimals; the simulator works in integer units of 1e-5 %,
 * so a full pool is exactly 10,000,000 units and sampling never accumulates float error.
 */
export const UNITS_PER_PERCENT = 1e5;
export const FULL_POOL_UNITS = 100 * UNITS_PER_PERCENT;

export const toUnits = (percent: number): number => {
  if (!Number.isFinite(percent) || percent < 0) return 0;
  return Math.round(percent * UNITS_PER_PERCENT);
};

export const toPercent = (units: number): number => units / UNITS_PER_PERCENT;
