import { CHARACTER_TYPES } from 'shared-domain/characters/character-types';
import { characterFacts, isListedCharacter } from 'shared-domain/characters/spoilers';
import { idRanges } from 'shared-domain/collection/id-ranges';
import type { Collectable, HomeResponse, StoryCardCounter, UpdatesResponse } from 'shared-domain/schemas/api/general';
import { STORY_CARD_RARITIES } from 'shared-domain/constants/story-card-kinds';
import { UPDATES_PAGE_SIZE } from 'shared-domain/schemas/api/general';
import type { HealthResponse } from 'shared-domain/schemas/api/common';
import { maintenanceStatusAt } from 'shared-domain/schemas/maintenance';
import type { UpdateEntry } from 'shared-domain/schemas/update-log';
import type { Content } from '../content/content-types';
import type { Built } from '../server/response-cache';
import { characterCounter, debutTimes, upcomingCharacters } from './character-views';
import { homePrayers, prayerTimes, type PrayerIndex } from './prayer-views';
import { ms, nextChange } from './time';

const storyCardCounter = (content: Content, now: number): StoryCardCounter => {
  const counter: StoryCardCounter = { s1: 0, s2: 0, s3: 0, s4: 0, s5: 0, plum: 0, orchid: 0, chrysanthemum: 0, bamboo: 0 };
  for (const card of content.storyCards) {
    if (ms(card.releaseDate) > now) continue;
    counter[`s${card.rarity}`] += 1;
    counter[card.type] += 1;
  }
  return counter;
};

/** Ids split by what a player with JP content off may count (`ids`) and what waits for JP content (`later`). */
const splitIds = <T extends { id: number }>(items: readonly T[], countedNow: (item: T) => boolean) => ({
  ids: idRanges(items.filter(countedNow).map((i) => i.id)),
  later: idRanges(items.filter((i) => !countedNow(i)).map((i) => i.id)),
});

/** What the home's collection summary counts: every unit by type and every card by rarity, as the lists show them at `now`. */
export const collectableIds = (content: Content, now: number): Collectable => ({
  units: CHARACTER_TYPES.map((type) => ({
    type,
    ...splitIds(
      content.characters.filter((c) => c.type === type),
      (c) => isListedCharacter(characterFacts(c), { jpContent: false, now }),
    ),
  })),
  cards: [...STORY_CARD_RARITIES]
    .sort((a, b) => b - a)
    .map((rarity) => ({
      rarity,
      ...splitIds(
        content.storyCards.filter((c) => c.rarity === rarity),
        (c) => ms(c.releaseDate) <= now,
      ),
    })),
});

const latest = (content: Content, keep: (u: UpdateEntry) => boolean): UpdateEntry | null => {
  for (let i = content.updates.length - 1; i >= 0; i--) {
    const u = content.updates[i];
    if (u && keep(u)) return u;
  }
  return null;
};

/** Home: everything time-derived is computed for `now`, and the view expires at the next change. */
export const homeView = (content: Content, prayers: PrayerIndex, now: number): Built => {
  const value: HomeResponse = {
    upcoming: upcomingCharacters(content, now),
    counter: characterCounter(content, now),
    storyCard: storyCardCounter(content, now),
    prayers: homePrayers(prayers, content, now),
    maintenanceData: content.maintenance
      .map((m) => ({ ...m, status: maintenanceStatusAt(m, now) }))
      .filter((m) => m.status !== 'done')
      .sort((a, b) => ms(a.start) - ms(b.start)),
    lastUpdate: content.lastUpdate.home,
    lastContent: { latest: latest(content, () => true), minor: latest(content, (u) => !u.complex) },
    collectable: collectableIds(content, now),
  };
  const validUntil = nextChange(now, [
    ...debutTimes(content),
    ...prayerTimes(content),
    ...content.storyCards.map((c) => ms(c.releaseDate)),
    ...content.maintenance.flatMap((m) => [ms(m.start), ms(m.end)]),
  ]);
  return { value, validUntil };
};

/** Newest first; `last` = the number of the last loaded entry (pages continue below it). */
export const updatesPage = (content: Content, last: number | undefined): UpdatesResponse => {
  const older = last === undefined ? content.updates : content.updates.filter((u) => u.number < last);
  const pageStart = Math.max(0, older.length - UPDATES_PAGE_SIZE);
  return {
    content: older.slice(pageStart).reverse(),
    isLast: pageStart === 0,
  };
};

export const healthView = (content: Content): HealthResponse => ({
  status: 'ok',
  counts: {
    characters: content.characters.length,
    storyCards: content.storyCards.length,
    artists: content.artists.length,
    prayers: content.prayers.length,
    foreverPrayers: content.foreverPrayers.length,
    floors: content.floors.length,
    rewardItems: content.rewardItems.length,
    updates: content.updates.length,
    maintenance: content.maintenance.length,
  },
});
