/** Prayer timing texts. */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 'Prayer duration: D days H hours' body: whole days and the remaining whole hours. */
export function durationText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / HOUR_MS));
  const days = Math.floor(total / 24);
  const hours = total % 24;
  return `${days} ${days === 1 ? 'day' : 'days'} ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export type PrayerPhase = 'upcoming' | 'ongoing' | 'ended';

/** Upcoming before start (countdown 'starts'), ongoing until end (countdown 'ends'), else ended. */
export function prayerPhase(start: number, end: number, now: number): PrayerPhase {
  if (now < start) return 'upcoming';
  if (now < end) return 'ongoing';
  return 'ended';
}

/** Whole days and hours in a duration, for tables and CSV. */
export const durationDaysHours = (ms: number) => ({
  days: Math.floor(Math.max(0, ms) / DAY_MS),
  hours: Math.floor((Math.max(0, ms) % DAY_MS) / HOUR_MS),
});
