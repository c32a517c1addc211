import { padTwo } from './pad';

/**
 * `YYYY-MM-DD HH:mm:ss` for an instant, in UTC or in the browser's zone. Written by hand (not
 * Intl) so the settings clock reads the same in every locale and its width never jumps.
 */
export function formatClockTime(ms: number, { utc }: { utc: boolean }): string {
  const d = new Date(ms);
  const [y, mo, day, h, mi, s] = utc
    ? [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()]
    : [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];
  return `${y}-${padTwo(mo)}-${padTwo(day)} ${padTwo(h)}:${padTwo(mi)}:${padTwo(s)}`;
}

/**
 * The offset suffix after 'UTC', from `Date#getTimezoneOffset()` minutes, whose
 * sign is inverted (Tokyo is -540): zero → '', -540 → '+9', -330 → '+5:30', 300 → '-5'.
 */
export function formatUtcOffset(timezoneOffsetMinutes: number): string {
  if (!Number.isFinite(timezoneOffsetMinutes) || timezoneOffsetMinutes === 0) return '';
  const sign = timezoneOffsetMinutes <= 0 ? '+' : '-';
  const abs = Math.abs(Math.round(timezoneOffsetMinutes));
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return minutes === 0 ? `${sign}${hours}` : `${sign}${hours}:${padTwo(minutes)}`;
}
