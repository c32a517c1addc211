import type { Translate } from '../messages/catalogue';
import { monthWord } from './calendar-month';

const weekday = (t: Translate, day: number) => t('calendar.weekday', { day });
const weekdayShort = (t: Translate, day: number) => t('calendar.weekdayShort', { day });

/** A day key ('2026-11-10') in words: 'Tuesday, November 10, 2026', in the page's language. */
export function dayLabel(t: Translate, key: string): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return t('calendar.dayLabel', {
    weekday: weekday(t, day),
    weekdayShort: weekdayShort(t, day),
    monthName: monthWord(t, m),
    month: m,
    day: d,
    year: y,
  });
}

/** The week's day names, Sunday first, long and short. */
export const weekdayNames = (t: Translate) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ long: weekday(t, day), short: weekdayShort(t, day) }));
