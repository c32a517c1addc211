import { timezoneOffsetMinutes } from 'shared-domain/formatting/time-zone';
import { zonedFields } from 'shared-domain/formatting/zoned-fields';
import { padTwo } from 'shared-domain/formatting/pad';
import type { Translate } from '../messages/catalogue';

/** A month of the calendar (month 1..12). */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The game's server runs on UTC (its daily reset is at UTC midnight): "server time" is UTC. */
export const SERVER_ZONE = 'UTC';

/** The first month with a global prayer (the global launch, May 2021): nothing is before it. */
export const FIRST_MONTH: CalendarMonth = { year: 2021, month: 5 };
/** How far past the current month the calendar goes (the content's schedule reaches about a year ahead). */
export const MONTHS_AHEAD = 24;

export const formatMonth = ({ year, month }: CalendarMonth): string => `${year}-${padTwo(month)}`;
/** A month's name alone ('November'), in the page's language. */
export const monthWord = (t: Translate, month: number): string => t('calendar.month', { month });
/** A month of a year in words ('November 2026'), in the page's language. */
export const monthName = (t: Translate, { year, month }: CalendarMonth): string =>
  t('calendar.monthYear', { monthName: monthWord(t, month), month, year });
export const monthIndex = ({ year, month }: CalendarMonth): number => year * 12 + (month - 1);
const fromIndex = (index: number): CalendarMonth => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });
export const addMonths = (m: CalendarMonth, n: number): CalendarMonth => fromIndex(monthIndex(m) + n);

/** The month an instant falls in, in a zone. */
export function monthOf(ms: number, zone: string): CalendarMonth {
  const f = zonedFields(ms, zone);
  return { year: f.year, month: f.month };
}

/** A day as 'YYYY-MM-DD'. */
export const dayKey = (year: number, month: number, day: number): string => `${year}-${padTwo(month)}-${padTwo(day)}`;

/** The day an instant falls on, in a zone. */
export function dayOf(ms: number, zone: string): string {
  const f = zonedFields(ms, zone);
  return dayKey(f.year, f.month, f.day);
}

/** Calendar arithmetic on day keys (no zone: a day is a day). */
export function addDays(key: string, n: number): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return dayKey(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** 0 = Sunday. */
export function weekdayOf(key: string): number {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export const daysInMonth = ({ year, month }: CalendarMonth): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The instant a day starts in a zone (its local midnight). The offset is read twice: once near
 * the day, once at the guess, so a day right after a daylight-saving change gets its own offset.
 */
export function startOfDay(key: string, zone: string): number {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  const guess = utcMidnight + timezoneOffsetMinutes(zone, utcMidnight) * 60_000;
  return utcMidnight + timezoneOffsetMinutes(zone, guess) * 60_000;
}

/** The month as instants in a zone: [its first midnight, the next month's first midnight). */
export function monthWindow(m: CalendarMonth, zone: string): { from: number; to: number } {
  const next = addMonths(m, 1);
  return { from: startOfDay(dayKey(m.year, m.month, 1), zone), to: startOfDay(dayKey(next.year, next.month, 1), zone) };
}

/** The range of months the calendar shows, around `now` (server time). */
export function monthRange(now: number): { first: CalendarMonth; last: CalendarMonth } {
  return { first: FIRST_MONTH, last: addMonths(monthOf(now, SERVER_ZONE), MONTHS_AHEAD) };
}

/** `m` moved into the range: the nearest month the calendar has. */
export function clampMonth(m: CalendarMonth, now: number): CalendarMonth {
  const { first, last } = monthRange(now);
  return fromIndex(Math.min(Math.max(monthIndex(m), monthIndex(first)), monthIndex(last)));
}
