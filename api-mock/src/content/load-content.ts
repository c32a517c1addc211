import { checkContent } from './check/check-content';
import type { Sourced } from './check/validate-schemas';
import { ContentError, type Content } from './content-types';
import { LAST_UPDATE_SECTIONS, type LastUpdateSection } from './last-update';

export { ContentError, type Content } from './content-types';
export { CONTENT_DIR, DEFAULT_CONTENT_DIR, resolveContentDir } from './content-dir';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const values = <T>(items: readonly Sourced<T>[]): T[] => items.map((s) => s.value);
const byKey = <T, K>(items: readonly T[], key: (t: T) => K): ReadonlyMap<K, T> => new Map(items.map((t) => [key(t), t]));
const sortedBy = <T>(items: T[], key: (t: T) => number | string): T[] =>
  items.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });

/**
 * Loads and validates a content directory (schemas and every cross-file rule). Throws a
 * ContentError listing every problem if anything is wrong, so nothing is ever half-loaded.
 */
export async function loadContent(dir: string): Promise<Content> {
  const { dir: absDir, errors, content: c } = await checkContent(dir);
  if (errors.length > 0 || !c.tags || !c.rewardItems || !c.kourindouRoulette || !c.lastUpdate) {
    throw new ContentError(absDir, errors.length ? errors : ['content is incomplete']);
  }
  const stamps = c.lastUpdate.value;
  return contentOf({
    dir: absDir,
    characters: sortedBy(values(c.characters), (x) => x.id),
    storyCards: sortedBy(values(c.storyCards), (x) => x.id),
    artists: sortedBy(values(c.artists), (x) => x.id),
    prayers: sortedBy(values(c.prayers), (x) => x.id),
    foreverPrayers: sortedBy(values(c.foreverPrayers), (x) => x.id),
    kourindouRoulette: c.kourindouRoulette.value,
    floors: sortedBy(values(c.floors), (x) => x.floor),
    rewardItems: c.rewardItems.value,
    tags: c.tags.value,
    updates: sortedBy(values(c.updates), (x) => x.number),
    maintenance: sortedBy(values(c.maintenance), (x) => x.id),
    lastUpdate: Object.fromEntries(LAST_UPDATE_SECTIONS.map((s) => [s, Date.parse(stamps[s])])) as Record<LastUpdateSection, number>,
  });
}

/** Content without its lookups: plain data (what a test keeps between files). */
export type ContentLists = Omit<Content, `${string}By${string}`>;

/** The content's lists, without the lookups `contentOf` makes from them. */
export const listsOf = (content: Content): ContentLists =>
  Object.fromEntries(Object.entries(content).filter(([, value]) => !(value instanceof Map))) as ContentLists;

/** The content of checked, sorted lists: with its lookups by id, and read-only throughout. */
export function contentOf(c: ContentLists): Content {
  const content: Content = {
    ...c,
    characterById: byKey(c.characters, (x) => x.id),
    storyCardById: byKey(c.storyCards, (x) => x.id),
    artistById: byKey(c.artists, (x) => x.id),
    prayerById: byKey(c.prayers, (x) => x.id),
    foreverPrayerById: byKey(c.foreverPrayers, (x) => x.id),
    floorByNumber: byKey(c.floors, (x) => x.floor),
    rewardItemById: byKey(c.rewardItems, (x) => x.id),
    tagById: byKey(c.tags, (x) => x.id),
    updateByNumber: byKey(c.updates, (x) => x.number),
  };
  // A Map is not frozen by Object.freeze; its entities are.
  for (const list of [
    c.characters,
    c.storyCards,
    c.artists,
    c.prayers,
    c.foreverPrayers,
    c.floors,
    c.updates,
    c.maintenance,
    c.tags,
    c.rewardItems,
  ])
    deepFreeze(list);
  deepFreeze(c.kourindouRoulette);
  return Object.freeze(content);
}

/** Counts per kind, for summaries. */
export function contentCounts(content: Content): Record<string, number> {
  return {
    characters: content.characters.length,
    'story cards': content.storyCards.length,
    artists: content.artists.length,
    prayers: content.prayers.length,
    'forever prayers': content.foreverPrayers.length,
    'tower floors': content.floors.length,
    'reward items': content.rewardItems.length,
    tags: content.tags.length,
    updates: content.updates.length,
    maintenance: content.maintenance.length,
  };
}
