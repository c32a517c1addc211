import { padTwo } from './pad';

export interface TwelveHour {
  /** 1..12 */
  hour: number;
  period: 'AM' | 'PM';
}

/** A 0..23 hour on the 12-hour clock (AM/PM split at 12): 0 → 12 AM, 12 → 12 PM, 13 → 1 PM. */
export function toTwelveHour(hour24: number): TwelveHour {
  const h = ((Math.trunc(hour24) % 24) + 24) % 24;
  return { hour: h % 12 === 0 ? 12 : h % 12, period: h < 12 ? 'AM' : 'PM' };
}

/** '03:07 PM', or '03:07:09 PM' with seconds. */
export function formatTwelveHourTime(hour24: number, minute: number, second?: number): string {
  const { hour, period } = toTwelveHour(hour24);
  const seconds = second === undefined ? '' : `:${padTwo(second)}`;
  return `${padTwo(hour)}:${padTwo(minute)}${seconds} ${period}`;
}
