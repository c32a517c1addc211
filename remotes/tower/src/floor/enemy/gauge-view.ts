import { GAUGE_COLOURS } from 'shared-domain/constants/tower-kinds';

/** The gauge view index meaning "every gauge at once". */
export const ALL_GAUGES = -1;

export type GaugeLabel = 'all' | (typeof GAUGE_COLOURS)[keyof typeof GAUGE_COLOURS];

const whole = (n: number) => Math.max(1, Math.trunc(n));

/**
 * The next gauge view: -1 (all), 0 … count-1. Forward past the last gauge wraps to all; backward
 * past all wraps to the last gauge. An index outside the range (a floor with fewer gauges) starts
 * again from all.
 */
export function stepGaugeIndex(index: number, count: number, step: 1 | -1): number {
  const n = whole(count);
  const from = Number.isInteger(index) && index >= ALL_GAUGES && index < n ? index : ALL_GAUGES;
  // Positions 0..n stand for -1..n-1; stepping is arithmetic modulo n + 1.
  const position = (from + 1 + step + (n + 1)) % (n + 1);
  return position - 1;
}

/** How many HP gauges remain in a view: all of them for 'all', otherwise count - index. */
export function remainingGauges(index: number, count: number): number {
  const n = whole(count);
  return index === ALL_GAUGES ? n : Math.max(1, Math.min(n, n - index));
}

/** The colour of a gauge by the gauges that remain: 3 red, 2 yellow, 1 green. */
export function gaugeColour(remaining: number): (typeof GAUGE_COLOURS)[keyof typeof GAUGE_COLOURS] {
  const r = Math.max(1, Math.min(3, Math.trunc(remaining))) as 1 | 2 | 3;
  return GAUGE_COLOURS[r];
}

/** The toggle's label: 'all', or the colour of the gauge the view shows. */
export function gaugeLabel(index: number, count: number): GaugeLabel {
  return index === ALL_GAUGES ? 'all' : gaugeColour(remainingGauges(index, count));
}

/** The barrier count in a view: a plain number applies to every gauge; a per-gauge list is indexed. */
export function barriersInView(barriers: number | readonly number[], index: number): number | readonly number[] {
  if (typeof barriers === 'number') return barriers;
  if (index === ALL_GAUGES) return barriers;
  return barriers[index] ?? barriers[barriers.length - 1] ?? 0;
}

/** Skills used in a view: every skill for 'all', else those listing the gauge (1-based) of the view. */
export function skillsInView<T extends { gauges: readonly number[] }>(skills: readonly T[], index: number): T[] {
  return index === ALL_GAUGES ? [...skills] : skills.filter((s) => s.gauges.includes(index + 1));
}

/** An affinity's values in a view: all per-gauge values, or the one of that gauge. */
export function affinityInView(values: readonly (1 | -1)[], index: number): (1 | -1)[] {
  if (index === ALL_GAUGES) return [...values];
  const v = values[index];
  return v === undefined ? [] : [v];
}
