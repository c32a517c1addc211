import type { Translate } from '../messages/catalogue';
import { CALENDAR_TITLE } from '../prayer-pages';
import { monthName, type CalendarMonth } from './calendar-month';

/** The document title: the calendar, a month of it, and whether filters are on ('Prayer Calendar: November 2026, filtered'). */
export function calendarPageTitle(t: Translate, month: CalendarMonth | null, filtered: boolean): string {
  const base = month ? t('calendar.titleMonth', { month: monthName(t, month) }) : t(CALENDAR_TITLE);
  return filtered ? t('calendar.titleFiltered', { title: base }) : base;
}
