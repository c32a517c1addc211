import { DEFAULT_LOCALE, type Locale } from 'shared-domain/i18n/locales';
import type { ApiText, PageMeta } from 'shared-domain/federation/page-server';
import { CALENDAR_PATH, CALENDAR_TITLE, PRAYER_LIST_TITLE } from '../src/prayer-pages';
import { filterSchedule } from '../src/calendar/calendar-filter';
import {
  addMonths,
  formatMonth,
  monthIndex,
  monthName,
  monthOf,
  monthWindow,
  FIRST_MONTH,
  SERVER_ZONE,
} from '../src/calendar/calendar-month';
import { hasFilters, parseCalendarQuery, queryString, serialiseCalendarQuery, type CalendarFilters } from '../src/calendar/calendar-query';
import { calendarPageTitle } from '../src/calendar/calendar-titles';
import { EVENT_KIND_LABELS, EVENT_KINDS, overlapping, scheduleEvents, type ScheduleEvent } from '../src/calendar/schedule-model';
import { CHAR_TYPE_FILTER_LABELS, PRAYER_TYPE_LABELS } from '../src/prayer-list/prayer-search';
import type { Translate } from '../src/messages/catalogue';
import { monthPictureSvg } from './calendar-preview';
import { serverMessages } from './server-messages';
import { readPrayerList, type ListedPrayer } from './listed-prayers';

/** A prayer's first day in a card's line ('Nov 3', '11月3日'), server time. */
const shortDay = (t: Translate, ms: number) => {
  const d = new Date(ms);
  return t('meta.calendarDay', { month: d.getUTCMonth() + 1, day: d.getUTCDate() });
};

/** The calendar's filters in words ('reruns only, Seal Crystal'); the featured character by its named rate-up, else its id. */
export function filtersInWords(t: Translate, filters: CalendarFilters, characterName: (id: number) => string): string {
  const { search } = filters;
  // Joined as the prayer list's preview joins its filters (its words for "and", "or" and between parts).
  const and = (list: readonly string[]) => list.join(t('meta.and'));
  return [
    search.prayerTypes.length ? search.prayerTypes.map((type) => t(PRAYER_TYPE_LABELS[type])).join(t('meta.or')) : '',
    search.charTypes.length
      ? t('meta.calendarCharTypes', { types: and(search.charTypes.map((type) => t(CHAR_TYPE_FILTER_LABELS[type]))) })
      : '',
    search.characters.length ? t('meta.calendarWithCharacters', { names: and(search.characters.map(characterName)) }) : '',
    filters.reruns ? t('meta.calendarRerunsOnly') : '',
    filters.unowned ? t('meta.calendarUnowned') : '',
  ]
    .filter(Boolean)
    .join(t('meta.partSeparator'));
}

/** How many of each kind, in words ('4 Seal Crystal, 2 Story Card'). */
function kindCounts(t: Translate, events: readonly ScheduleEvent[]): string {
  return EVENT_KINDS.map((k) => [k, events.filter((e) => e.kind === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => t('meta.calendarKindCount', { count: n, kind: t(EVENT_KIND_LABELS[k]) }))
    .join(t('meta.partSeparator'));
}

/**
 * The calendar's head for a link: its month and filters in the title and description, a preview
 * card of the month (a picture of its grid; in words, its prayers counted by kind and the first to
 * start, for the image's text alternative), and the month's prayers as
 * the page's list. Only the global schedule: never a projection (those wait for JP content, which a
 * link preview cannot have), and "not owned" cannot be read here (the collection is the browser's).
 * In the link's language.
 */
export async function calendarMeta(url: URL, apiText: ApiText, now: number, locale: Locale = DEFAULT_LOCALE): Promise<PageMeta> {
  const t = await serverMessages(locale);
  const query = parseCalendarQuery(url.searchParams, now);
  const { month, filters } = query;
  const { entries } = await readPrayerList(apiText);
  const prayers: ListedPrayer[] = entries.map((e) => e.prayer);
  const view = { jpContent: false, now };
  const window = monthWindow(month, SERVER_ZONE);
  const events = overlapping(scheduleEvents(filterSchedule(prayers, filters, null), view), window.from, window.to);
  const names = new Map<number, string>();
  for (const e of scheduleEvents(prayers, view)) for (const r of e.rateUps) if (r.name) names.set(r.character, r.name);
  const words = filtersInWords(t, filters, (id) => names.get(id) ?? `#${id}`);
  const filtered = hasFilters(filters);
  const title = calendarPageTitle(t, query.monthGiven || filtered ? month : null, filtered);
  const kinds = kindCounts(t, events);
  const kindsPart = kinds ? t('meta.calendarKindsPart', { kinds }) : '';
  const monthWords = monthName(t, month);
  const starting = events.filter((e) => e.start >= window.from).slice(0, 3);
  // The canonical address: the nearest valid view of what the link asked for (a bad month or filter left out).
  const canonical = `${CALENDAR_PATH}${queryString(serialiseCalendarQuery({ view: query.view, month: query.monthGiven ? month : null, filters }))}`;
  return {
    title,
    description: t('meta.calendarDescription', {
      count: events.length,
      month: monthWords,
      filters: words ? t('meta.calendarFiltersPart', { filters: words }) : '',
      kinds: kindsPart,
    }),
    canonical,
    card: {
      kicker: t('meta.calendarKicker', { filtered: words ? 'yes' : 'no' }),
      heading: monthWords,
      lines: [
        t('meta.calendarCount', { count: events.length, kinds: kindsPart }),
        ...(words ? [t('meta.calendarFiltersLine', { filters: words })] : []),
        ...starting.map((e) => t('meta.calendarStartLine', { date: shortDay(t, e.start), name: e.name })),
      ],
      accent: '#e0a84f',
      picture: monthPictureSvg(t, month, events, SERVER_ZONE),
    },
    breadcrumbs: [
      { name: t(PRAYER_LIST_TITLE), path: '/prayers' },
      { name: t(CALENDAR_TITLE), path: CALENDAR_PATH },
      ...(query.monthGiven ? [{ name: monthWords, path: `${CALENDAR_PATH}?month=${formatMonth(month)}` }] : []),
    ],
    items: events.slice(0, 20).map((e) => ({ name: e.name, path: `/prayers/info/${e.id}` })),
  };
}

/** The calendar and each of its months up to now (server time), for search engines: never a month ahead. */
export function calendarSitemapUrls(now: number): string[] {
  const current = monthOf(now, SERVER_ZONE);
  const months: string[] = [];
  for (let m = FIRST_MONTH; monthIndex(m) <= monthIndex(current); m = addMonths(m, 1))
    months.push(`${CALENDAR_PATH}?month=${formatMonth(m)}`);
  return [CALENDAR_PATH, ...months];
}
