import { MS_PER_DAY } from 'shared-domain/formatting/time-split';

/** The game's daily reset (login bonus, dailies) happens at every UTC midnight. */
export function nextUtcMidnight(nowMs: number): number {
  return (Math.floor(nowMs / MS_PER_DAY) + 1) * MS_PER_DAY;
}

/** Time left until the next daily reset; exactly at midnight the next one is a full day away. */
export function msUntilNextUtcMidnight(nowMs: number): number {
  return nextUtcMidnight(nowMs) - nowMs;
}
