import type { MessageKey, Translate } from './messages/catalogue';

/**
 * Headings of the prayer pages, as message keys: their English messages are the titles of the
 * page manifest, their Japanese ones its translations (its test and the routes test check every one).
 */
export const PRAYER_LIST_TITLE = 'prayerList.title' satisfies MessageKey;
export const PRAYER_MENU_TITLE = 'prayerMenu.title' satisfies MessageKey;
export const FOREVER_PRAYER_TITLE = 'foreverPrayer.title' satisfies MessageKey;
export const ROULETTE_TITLE = 'kourindouRoulette.title' satisfies MessageKey;
export const RERUNS_TITLE = 'reruns.title' satisfies MessageKey;
export const RERUNS_PATH = '/prayers/reruns';
export const CALENDAR_TITLE = 'calendar.title' satisfies MessageKey;
/** The calendar's page (its aliases: /calendar, /prayers/timeline, /prayers/schedule). */
export const CALENDAR_PATH = '/prayers/calendar';

/** The standard and ritual pools share one route shape: characters, date order, simulator. */
export const POOLS = {
  standard: { path: 'standard-prayer' },
  ritual: { path: 'ritual-prayer' },
} as const;
export type Pool = keyof typeof POOLS;

const POOL_TITLES: Record<Pool, { characters: MessageKey; dateOrder: MessageKey; simulator: MessageKey }> = {
  standard: { characters: 'pools.standardCharacters', dateOrder: 'pools.standardByDate', simulator: 'pools.standardSimulator' },
  ritual: { characters: 'pools.ritualCharacters', dateOrder: 'pools.ritualByDate', simulator: 'pools.ritualSimulator' },
};

/** The titles of a pool's three pages, as message keys. */
export const poolTitles = (pool: Pool) => POOL_TITLES[pool];

/** A prayer's page is titled by its name; 'Prayer' while the name loads (or when it cannot). */
export const prayerDetailTitle = (t: Translate, name: string | undefined) => name ?? t('prayerDetail.title');
export const foreverPrayerTitle = (t: Translate, id: number | null) =>
  id === null ? t(FOREVER_PRAYER_TITLE) : t('foreverPrayer.titleWithId', { id });

/** The list filtered to forever prayers: where the forever prayer page's back link goes. */
export const FOREVER_PRAYER_LIST_SEARCH = '?prayer-types=forever-prayer';
