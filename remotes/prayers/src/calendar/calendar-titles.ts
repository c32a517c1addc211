import { CALENDAR_TITLE } from '../prayer-pages';
import { monthName, type CalendarMonth } from './calendar-month';

/** The document title: the calendar, a month of it, and whether filters are on ('Prayer Calendar: November 2026, filtered'). */
export function calendarPageTitle(month: CalendarMonth | null, filtered: boolean): string {
  const base = month ? `${CALENDAR_TITLE}: ${monthName(month)}` : CALENDAR_TITLE;
  return filtered ? `${base}, filtered` : base;
}
