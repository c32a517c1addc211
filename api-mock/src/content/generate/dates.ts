// Every generated time is derived from fixed dates, never from the clock, so output is reproducible.

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** "Today" for the sample content: ongoing/upcoming prayers, maintenance states and spoilers are relative to it. */
export const GENERATION_NOW = Date.parse('2026-11-21T00:00:00Z');
/** The global version's launch, and the default search start of the site. */
export const GLOBAL_LAUNCH = Date.parse('2021-05-11T03:00:00Z');
/** The prayer schedule runs through the end of this day. */
export const SCHEDULE_END = Date.parse('2027-12-31T03:00:00Z');

/** "2024-05-10T03:00:00Z" (no milliseconds). */
export const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A roster date "yyyy-mm-dd" at the given UTC hour. */
export const atHour = (day: string, hour: number): number => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

export const addDays = (ms: number, days: number): number => ms + days * DAY_MS;

/** The first instant >= ms that falls on the given weekday (0 = Sunday) at the given UTC hour. */
export function nextWeekday(ms: number, weekday: number, hour: number): number {
  const d = new Date(ms);
  let t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour);
  while (new Date(t).getUTCDay() !== weekday || t < ms) t += DAY_MS;
  return t;
}

/** The first 11th of a month (the sample's batch day) at 03:00 UTC on or after ms. */
export function nextBatchDay(ms: number): number {
  const d = new Date(ms);
  let t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 11, 3);
  if (t < ms) t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 11, 3);
  return t;
}
