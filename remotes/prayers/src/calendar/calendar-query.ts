import { CHARACTER_QUERY_KEY } from 'shared-domain/routing/character-query';
import { echoedText } from 'shared-domain/formatting/echoed-text';
import type { Message, MessageKey } from '../messages/catalogue';
import { parsePrayerQuery, serialisePrayerQuery } from '../prayer-list/prayer-query';
import { EMPTY_SEARCH, type PrayerSearch } from '../prayer-list/prayer-search';
import { clampMonth, formatMonth, monthIndex, monthOf, SERVER_ZONE, type CalendarMonth } from './calendar-month';

export const CALENDAR_VIEWS = ['month', 'timeline', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** Each view's name, as a message key. */
export const VIEW_LABELS: Record<CalendarView, MessageKey> = {
  month: 'calendar.viewMonth',
  timeline: 'calendar.viewTimeline',
  agenda: 'calendar.viewAgenda',
};

/** The calendar's own filters, beside the list's search (whose keys and values it reads the same way). */
export interface CalendarFilters {
  search: PrayerSearch;
  reruns: boolean;
  /** Prayers with a rate-up the player does not own (the collection kept in this browser). */
  unowned: boolean;
}

export interface CalendarQuery {
  /** null: none asked for; the page then shows the month grid on a wide screen and the agenda on a phone. */
  view: CalendarView | null;
  month: CalendarMonth;
  /** The month was named in the link (a month's own title and preview). */
  monthGiven: boolean;
  filters: CalendarFilters;
  /** What was ignored or changed, as messages (never a blank page or an error). */
  notes: Message[];
}

export const NO_FILTERS: CalendarFilters = { search: EMPTY_SEARCH, reruns: false, unowned: false };

/** Keys that belong to the calendar; `jp` (a shared link's JP flag) and the open character modal are kept as they are. */
const VIEW_KEY = 'view';
const MONTH_KEY = 'month';
const RERUNS_KEY = 'reruns';
const UNOWNED_KEY = 'unowned';
const KEPT_KEYS = [CHARACTER_QUERY_KEY, 'jp'];
const squash = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[-_\s]/g, '');
const OWN_KEYS: Record<string, 'view' | 'month' | 'reruns' | 'unowned'> = {
  view: 'view',
  month: 'month',
  reruns: 'reruns',
  rerun: 'reruns',
  unowned: 'unowned',
  notowned: 'unowned',
  missing: 'unowned',
};

const YES = ['1', 'true', 'yes', 'on'];
const NO = ['0', 'false', 'no', 'off', ''];

/** Whether the list's query reads the key: a value it cannot read is reported, and a name is any text. */
function listField(key: string): 'search' | 'dates' | null {
  const { search, problems } = parsePrayerQuery(new URLSearchParams([[key, '~']]));
  if (problems.some((p) => p.values?.key === 'start' || p.values?.key === 'end')) return 'dates';
  return problems.length > 0 || search.name !== '' ? 'search' : null;
}

const MONTH = /^(\d{4})-(\d{1,2})$/;

/** A month as the link writes it, moved to the nearest month the calendar has; the note says what changed. */
function readMonth(raw: string, now: number): { month: CalendarMonth; note: Message | null } {
  const current = monthOf(now, SERVER_ZONE);
  const m = MONTH.exec(raw.trim());
  if (!m) return { month: current, note: { key: 'calendar.noteBadMonth', values: { value: echoedText(raw) } } };
  const asked = { year: Number(m[1]), month: Math.min(Math.max(Number(m[2]), 1), 12) };
  const month = clampMonth(asked, now);
  const exact = Number(m[2]) === asked.month && monthIndex(month) === monthIndex(asked);
  return {
    month,
    note: exact ? null : { key: 'calendar.noteMonthOutOfRange', values: { value: echoedText(raw), month: formatMonth(month) } },
  };
}

/**
 * Reads the calendar's URL: the view, the month (server time's current month by default) and the
 * filters, every list key read as the prayer list reads it. Anything it cannot use is left out and
 * said in `notes`; it never throws.
 */
export function parseCalendarQuery(params: URLSearchParams, now: number): CalendarQuery {
  const notes: Message[] = [];
  const listParams = new URLSearchParams();
  let view: CalendarView | null = null;
  let month = monthOf(now, SERVER_ZONE);
  let monthGiven = false;
  let reruns = false;
  let unowned = false;
  for (const [key, value] of params) {
    const own = OWN_KEYS[squash(key)];
    if (own === 'view') {
      const v = value.trim().toLowerCase();
      if ((CALENDAR_VIEWS as readonly string[]).includes(v)) view = v as CalendarView;
      else notes.push({ key: 'calendar.noteBadView', values: { value: echoedText(value) } });
    } else if (own === 'month') {
      const read = readMonth(value, now);
      month = read.month;
      monthGiven = true;
      if (read.note) notes.push(read.note);
    } else if (own === 'reruns' || own === 'unowned') {
      const v = value.trim().toLowerCase();
      const on = YES.includes(v);
      if (!on && !NO.includes(v)) notes.push({ key: 'calendar.noteBadYesNo', values: { key: own, value: echoedText(value) } });
      if (own === 'reruns') reruns = on;
      else unowned = on;
    } else if (KEPT_KEYS.includes(key)) {
      continue;
    } else {
      const field = listField(key);
      if (field === 'search') listParams.append(key, value);
      else if (field === 'dates') notes.push({ key: 'calendar.noteDates', values: { key: echoedText(key) } });
      else notes.push({ key: 'calendar.noteUnknownKey', values: { key: echoedText(key) } });
    }
  }
  const { search, problems } = parsePrayerQuery(listParams);
  return { view, month, monthGiven, filters: { search, reruns, unowned }, notes: [...notes, ...problems] };
}

/** The canonical query: view, month, then the list's keys in its own order, then the calendar's own filters. */
export function serialiseCalendarQuery(
  q: { view: CalendarView | null; month: CalendarMonth | null; filters: CalendarFilters },
  keep?: URLSearchParams,
): URLSearchParams {
  const out = new URLSearchParams();
  if (q.view) out.set(VIEW_KEY, q.view);
  if (q.month) out.set(MONTH_KEY, formatMonth(q.month));
  for (const [key, value] of serialisePrayerQuery(q.filters.search)) out.set(key, value);
  if (q.filters.reruns) out.set(RERUNS_KEY, '1');
  if (q.filters.unowned) out.set(UNOWNED_KEY, '1');
  for (const key of KEPT_KEYS) {
    const value = keep?.get(key);
    if (value != null) out.set(key, value);
  }
  return out;
}

/** A link's `?…` (empty for none). */
export const queryString = (params: URLSearchParams): string => {
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Whether any filter is set (a filtered view has its own title). */
export const hasFilters = (f: CalendarFilters): boolean => f.reruns || f.unowned || serialisePrayerQuery(f.search).toString() !== '';
