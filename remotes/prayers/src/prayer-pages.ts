/**
 * Headings of the prayer pages: the titles of the page manifest (its test and the routes test
 * check every one of them).
 */
export const PRAYER_LIST_TITLE = 'Touhou LostWord Prayer Tracker';
export const PRAYER_MENU_TITLE = 'Prayer Menu';
export const FOREVER_PRAYER_TITLE = 'Forever Prayer';
export const ROULETTE_TITLE = 'Kourindou Roulette Character List';
export const RERUNS_TITLE = 'Character Reruns';
export const RERUNS_PATH = '/prayers/reruns';
export const CALENDAR_TITLE = 'Prayer Calendar';
/** The calendar's page (its aliases: /calendar, /prayers/timeline, /prayers/schedule). */
export const CALENDAR_PATH = '/prayers/calendar';

/** The standard and ritual pools share one route shape: characters, date order, simulator. */
export const POOLS = {
  standard: { path: 'standard-prayer', name: 'Standard Prayer' },
  ritual: { path: 'ritual-prayer', name: 'Ritual Prayer' },
} as const;
export type Pool = keyof typeof POOLS;

export const poolTitles = (pool: Pool) => {
  const { name } = POOLS[pool];
  return { characters: `${name} Characters`, dateOrder: `${name} by Date`, simulator: `${name} Simulator` };
};

/** A prayer's page is titled by its name; 'Prayer' while the name loads (or when it cannot). */
export const prayerDetailTitle = (name: string | undefined) => name ?? 'Prayer';
export const foreverPrayerTitle = (id: number | null) => (id === null ? FOREVER_PRAYER_TITLE : `${FOREVER_PRAYER_TITLE} #${id}`);

/** The list filtered to forever prayers: where the forever prayer page's back link goes. */
export const FOREVER_PRAYER_LIST_SEARCH = '?prayer-types=forever-prayer';
