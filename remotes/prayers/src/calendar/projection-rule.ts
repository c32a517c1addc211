import type { Translate } from '../messages/catalogue';

const DAY_MS = 86_400_000;

/** A unit's two release dates as the API sends them (ISO; null while a version has not dated it). */
export interface ReleasePair {
  id: number;
  jpDebut: string | null;
  debut: string | null;
}

/** The recent releases the delay is measured from: few enough to follow a change of pace. */
export const DELAY_SAMPLE = 5;

/** How far behind the JP version the global one runs, and what that was measured from. */
export interface GlobalDelay {
  days: number;
  /** The median delay of the most recent units both versions released. */
  medianDays: number;
  /** How many units that median is of (up to DELAY_SAMPLE). */
  sample: number;
  /** The unit out in JP the longest that the global version still lacks, when it holds the delay up. */
  waitingSince: string | null;
}

const at = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));

/**
 * The delay the global version keeps: the median gap between the JP and the global release of the
 * most recent units both have released, and never less than the wait already run for the oldest
 * JP unit not out in global (it is behind by that much already). Whole days, rounded up. Null when
 * no unit has come out in both versions (nothing to measure).
 */
export function globalDelay(units: readonly ReleasePair[], now: number): GlobalDelay | null {
  const both = onePerId(units)
    .filter((u) => at(u.jpDebut) <= now && at(u.debut) <= now)
    .sort((a, b) => at(b.debut) - at(a.debut) || b.id - a.id)
    .slice(0, DELAY_SAMPLE);
  if (both.length === 0) return null;
  const gaps = both.map((u) => at(u.debut) - at(u.jpDebut)).sort((a, b) => a - b);
  // The lower middle for an even count: the estimate leans to the sooner date.
  const median = gaps[Math.floor((gaps.length - 1) / 2)]!;
  const waiting = pendingUnits(units, now).sort((a, b) => at(a.jpDebut) - at(b.jpDebut) || a.id - b.id)[0];
  const waited = waiting ? now - at(waiting.jpDebut) : 0;
  return {
    days: Math.ceil(Math.max(median, waited) / DAY_MS),
    medianDays: Math.round(median / DAY_MS),
    sample: both.length,
    waitingSince: waiting && waited > median ? waiting.jpDebut : null,
  };
}

/** Each unit once (the lists the units come from overlap): the first of an id wins. */
function onePerId(units: readonly ReleasePair[]): ReleasePair[] {
  const seen = new Set<number>();
  return units.filter((u) => !seen.has(u.id) && Boolean(seen.add(u.id)));
}

/** Out in JP by `now`, not yet out in global: the units a projection is about. */
const pendingUnits = (units: readonly ReleasePair[], now: number): ReleasePair[] =>
  units.filter((u) => at(u.jpDebut) <= now && !(at(u.debut) <= now));

/** A unit's projected global debut. */
export interface ProjectedDebut {
  id: number;
  /** ISO, the JP debut moved by the delay. */
  start: string;
}

/**
 * Each unit out in JP and not in global, dated at its JP debut plus the delay, kept when that is
 * from `now` to `horizonDays` ahead; soonest first.
 */
export function projectedDebuts(units: readonly ReleasePair[], delay: GlobalDelay, now: number, horizonDays: number): ProjectedDebut[] {
  const out: { id: number; at: number }[] = [];
  for (const u of pendingUnits(onePerId(units), now)) {
    const start = at(u.jpDebut) + delay.days * DAY_MS;
    if (start >= now && start <= now + horizonDays * DAY_MS) out.push({ id: u.id, at: start });
  }
  return out
    .sort((a, b) => a.at - b.at || a.id - b.id)
    .map((p) => ({ id: p.id, start: new Date(p.at).toISOString().replace('.000Z', 'Z') }));
}

/** How the delay was estimated, in words for the lane's note. */
export function delayInWords(t: Translate, delay: GlobalDelay): string {
  const measured = t('calendar.delayMeasured', { sample: delay.sample, median: delay.medianDays });
  return delay.waitingSince
    ? t('calendar.delayWaiting', { measured, since: delay.waitingSince.slice(0, 10), days: delay.days })
    : t('calendar.delayTaken', { measured, days: delay.days });
}
