import { padTwo } from './pad';

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

export interface TimeParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Splits a duration into whole days, hours, minutes and seconds (remainders floored). A past
 * target (negative duration) or a non-number counts as zero, so a countdown stops at 0.
 */
export function splitTime(ms: number): TimeParts {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / MS_PER_SECOND) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/** A countdown as the site shows it: `1d 02h 03m 04s` (days unpadded, the rest two digits). */
export function formatCountdown(ms: number): string {
  const { days, hours, minutes, seconds } = splitTime(ms);
  return `${days}d ${padTwo(hours)}h ${padTwo(minutes)}m ${padTwo(seconds)}s`;
}

/** The same duration for `<time dateTime>`: an ISO 8601 duration such as `P1DT2H3M4S`. */
export function formatIsoDuration(ms: number): string {
  const { days, hours, minutes, seconds } = splitTime(ms);
  return `P${days}DT${hours}H${minutes}M${seconds}S`;
}

/** The name the team plan uses for `splitTime`. */
export const splitSpan = splitTime;
