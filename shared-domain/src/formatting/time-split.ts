import type { Locale } from '../i18n/locales';
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

/**
 * A countdown as the site shows it: `1d 02h 03m 04s`, in Japanese `1日 02時間 03分 04秒` (days
 * unpadded, the rest two digits, so its width holds still as it ticks).
 */
export function formatCountdown(ms: number, locale: Locale = 'en'): string {
  const { days, hours, minutes, seconds } = splitTime(ms);
  return locale === 'ja'
    ? `${days}日 ${padTwo(hours)}時間 ${padTwo(minutes)}分 ${padTwo(seconds)}秒`
    : `${days}d ${padTwo(hours)}h ${padTwo(minutes)}m ${padTwo(seconds)}s`;
}

/**
 * A length of whole days and hours in words, as a prayer's duration is shown: `14 days 1 hour`,
 * in Japanese `14日1時間` (minutes dropped, a negative length counts as zero).
 */
export function formatDaysHours(ms: number, locale: Locale = 'en'): string {
  const hoursTotal = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / MS_PER_HOUR) : 0;
  const days = Math.floor(hoursTotal / 24);
  const hours = hoursTotal % 24;
  return locale === 'ja' ? `${days}日${hours}時間` : `${days} ${days === 1 ? 'day' : 'days'} ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The same duration for `<time dateTime>`: an ISO 8601 duration such as `P1DT2H3M4S`. */
export function formatIsoDuration(ms: number): string {
  const { days, hours, minutes, seconds } = splitTime(ms);
  return `P${days}DT${hours}H${minutes}M${seconds}S`;
}

/** The name the team plan uses for `splitTime`. */
export const splitSpan = splitTime;
