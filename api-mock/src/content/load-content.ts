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
  const characters = sortedBy(values(c.characters), (x) => x.id);
  const storyCards = sortedBy(values(c.storyCards), (x) => x.id);
  const artists = sortedBy(values(c.artists), (x) => x.id);
  const prayers = sortedBy(values(c.prayers), (x) => x.id);
  const foreverPrayers = sortedBy(values(c.foreverPrayers), (x) => x.id);
  const floors = sortedBy(values(c.floors), (x) => x.floor);
  const updates = sortedBy(values(c.updates), (x) => x.number);
  const maintenance = sortedBy(values(c.maintenance), (x) => x.id);
  const tags = c.tags.value;
  const rewardItems = c.rewardItems.value;
  const stamps = c.lastUpdate.value;
  const lastUpdate = Object.fromEntries(LAST_UPDATE_SECTIONS.map((s) => [s, Date.parse(stamps[s])])) as Record<LastUpdateSection, number>;

  const content: Content = {
    dir: absDir,
    characters,
    characterById: byKey(characters, (x) => x.id),
    storyCards,
    storyCardById: byKey(storyCards, (x) => x.id),
    artists,
    artistById: byKey(artists, (x) => x.id),
    prayers,
    prayerById: byKey(prayers, (x) => x.id),
    foreverPrayers,
    foreverPrayerById: byKey(foreverPrayers, (x) => x.id),
    kourindouRoulette: c.kourindouRoulette.value,
    floors,
    floorByNumber: byKey(floors, (x) => x.floor),
    rewardItems,
    rewardItemById: byKey(rewardItems, (x) => x.id),
    tags,
    tagById: byKey(tags, (x) => x.id),
    updates,
    updateByNumber: byKey(updates, (x) => x.number),
    maintenance,
    lastUpdate,
  };
  // Maps are not frozen by Object.freeze; their contents (the entities) are.
  for (const list of [characters, storyCards, artists, prayers, foreverPrayers, floors, updates, maintenance, tags, rewardItems])
    deepFreeze(list);
  deepFreeze(content.kourindouRoulette);
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
