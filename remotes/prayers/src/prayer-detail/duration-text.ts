import type { Translate } from '../messages/catalogue';

const HOUR_MS = 3_600_000;

/** A prayer's length in whole days and hours ('14 days 0 hours'), in the page's language. */
export function durationText(t: Translate, ms: number): string {
  const total = Math.max(0, Math.floor(ms / HOUR_MS));
  return t('prayerDetail.duration', { days: Math.floor(total / 24), hours: total % 24 });
}
