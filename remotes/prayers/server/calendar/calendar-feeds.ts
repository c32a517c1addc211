import type { PrayerType } from 'shared-domain/constants/prayer-kinds';
import type { CalendarFeed } from '../../src/prayer-calendar-paths';

/**
 * The prayer types behind the two category feeds, as players name the banners:
 * - festival: 'normal', the Seal Crystal unit banners (festivals of every kind, their reruns, new units);
 * - limited: 'other' (Misc), the seasonal ones (summer, Halloween, New Year, anniversary, thanks) that
 *   come back only with their season.
 * God Crystal, story card, free ritual and forever prayers are in 'all' only.
 */

/** The pools that are always there (the Standard Prayer, the Friend Ritual): years-long events nobody plans for. */
const PERMANENT_TYPES: readonly PrayerType[] = ['standard', 'ritual'];
const CATEGORY_TYPES = {
  festival: ['normal'],
  limited: ['other'],
} as const satisfies Record<Exclude<CalendarFeed, 'all' | 'ending-soon'>, readonly PrayerType[]>;

/** How soon a prayer's end puts it in the 'ending-soon' feed. */
export const ENDING_SOON_MS = 24 * 60 * 60 * 1000;

/**
 * How long an ended prayer stays in a feed. A subscription is for what is on and what just ended;
 * the calendar page keeps the whole history. Years of past prayers would make every app's poll
 * download (and the server write) a feed that only grows.
 */
export const FEED_HISTORY_MS = 30 * 24 * 60 * 60 * 1000;

/** What a feed reads of a prayer. */
export interface FeedPrayer {
  start: string;
  end: string;
  prayerTypes: readonly PrayerType[];
}

/**
 * Whether a prayer is in a feed at `now`. Never one that has not started: the list leaves those out
 * (the game has not announced them), and so does every calendar. Nor one that ended more than
 * `FEED_HISTORY_MS` before.
 */
export function isInFeed(feed: CalendarFeed, prayer: FeedPrayer, now: number): boolean {
  const start = Date.parse(prayer.start);
  const end = Date.parse(prayer.end);
  if (!(start <= now) || !(now - end <= FEED_HISTORY_MS) || prayer.prayerTypes.some((type) => PERMANENT_TYPES.includes(type))) return false;
  if (feed === 'all') return true;
  if (feed === 'ending-soon') return end > now && end - now <= ENDING_SOON_MS;
  return CATEGORY_TYPES[feed].some((type) => prayer.prayerTypes.includes(type));
}

/** The feeds' names in a calendar app (iCalendar NAME, written unescaped by the library: no comma or semicolon). */
export const FEED_TITLES: Record<CalendarFeed, string> = {
  all: 'Touhou LostWord prayers',
  festival: 'Touhou LostWord festival prayers',
  limited: 'Touhou LostWord limited prayers',
  'ending-soon': 'Touhou LostWord prayers ending within 24 hours',
};

/** The reminders feed: its events carry an alarm before their end. */
export const feedReminds = (feed: CalendarFeed): boolean => feed === 'ending-soon';
