/**
 * The story-card date filter in UTC: on or after the start day at 00:00 UTC and,
 * when an end is given, no later than the end day at 23:59:59.999 UTC; an end of 'now' is the
 * current time. Days are 'YYYY-MM-DD' strings so the URL and the date input share them.
 */

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of 00:00 UTC of a real calendar day, or null ('2021-02-30' is not a day). */
export function utcDayStart(day: string): number | null {
  const m = DAY_PATTERN.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

export const isUtcDay = (day: string): boolean => utcDayStart(day) !== null;

/** The UTC day of an instant, 'YYYY-MM-DD'. */
export const utcDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export interface DateBounds {
  /** Inclusive. */
  from: number;
  /** Inclusive. */
  to: number;
}

/**
 * The bounds of a date slot at `now`. An unreadable start falls back to no lower bound and an
 * unreadable end to an open end (the query parser reports both, so the visitor sees why).
 */
export function dateBounds(start: string, end: string | null, now: number): DateBounds {
  const from = utcDayStart(start) ?? Number.NEGATIVE_INFINITY;
  let to = Number.POSITIVE_INFINITY;
  if (end === 'now') to = now;
  else if (end !== null) {
    const endStart = utcDayStart(end);
    if (endStart !== null) to = endStart + DAY_MS - 1;
  }
  return { from, to };
}

export const withinBounds = (ms: number, bounds: DateBounds): boolean => ms >= bounds.from && ms <= bounds.to;
