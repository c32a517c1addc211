import { FOLDER_KINDS, META_FILES, toContentJson } from '../content-layout';
import type { LastUpdateFile } from '../last-update';
import { Rng } from './prng';
import { readRoster, type Roster } from './roster';
import { applyBannerStats, generateCharacters } from './characters';
import { scaleCharacters } from './scale-characters';
import { generateArtists } from './artists';
import { generateRewardItems, generateTags } from './tags-and-items';
import { generateStoryCards } from './story-cards';
import { generatePrayers } from './prayers';
import { foreverPrayerStarts, generateForeverPrayers } from './forever-prayers';
import { generateKourindouRoulette } from './kourindou-roulette';
import { generateTowerFloors } from './tower';
import { generateUpdates } from './updates';
import { generateMaintenance } from './maintenance';

export interface GenerateOptions {
  seed: number;
  scale: number;
  roster?: Roster;
  /** Override base counts (tests build small fixtures this way). */
  counts?: Partial<typeof BASE_COUNTS>;
}

/** Base counts at scale 1 (the real game's order of magnitude); --scale multiplies them. */
export const BASE_COUNTS = { storyCards: 1050, artists: 160, prayers: 640, foreverPrayers: 5, floors: 210, updates: 64 };

/**
 * Builds the whole content set in memory: file path (relative to the content dir) -> file text.
 * Pure and deterministic: the same seed, scale and roster give byte-identical files.
 */
export function generateContent({ seed, scale, roster = readRoster(), counts: override = {} }: GenerateOptions): Map<string, string> {
  const rng = new Rng(seed);
  const BASE = { ...BASE_COUNTS, ...override };
  const characters = scaleCharacters(generateCharacters(roster, rng), scale);
  const tags = generateTags();
  const rewardItems = generateRewardItems();
  const artists = generateArtists(BASE.artists * scale, rng);
  const storyCards = generateStoryCards({ count: BASE.storyCards * scale, characters, artists, tags }, rng);
  const prayers = generatePrayers(
    { count: BASE.prayers * scale, characters, cards: storyCards, foreverStarts: foreverPrayerStarts(BASE.foreverPrayers * scale) },
    rng,
  );
  applyBannerStats(
    characters,
    prayers.map((p) => ({ start: p.start, characters: p.rateUp.characters.map((c) => c.character) })),
  );
  const foreverPrayers = generateForeverPrayers(prayers, characters, rng);
  const kourindouRoulette = generateKourindouRoulette(characters, rng);
  const floors = generateTowerFloors(BASE.floors * scale, characters, tags, rewardItems, rng);
  const updates = generateUpdates(BASE.updates * scale, characters, rng);
  const maintenance = generateMaintenance(rng);
  const lastUpdate: LastUpdateFile = {
    home: '2026-11-20T12:00:00Z',
    characters: '2026-11-18T09:30:00Z',
    storyCards: '2026-11-17T08:00:00Z',
    artists: '2026-11-17T08:00:00Z',
    prayers: '2026-11-20T12:00:00Z',
    towers: '2026-10-14T10:00:00Z',
    updates: updates.at(-1)?.timestamp ?? '2026-11-20T12:00:00Z',
  };

  const files = new Map<string, string>();
  const K = FOLDER_KINDS;
  const put = <T>(folder: string, fileName: (id: number | string) => string, items: readonly T[], idOf: (t: T) => number | string) => {
    for (const item of items) files.set(`${folder}/${fileName(idOf(item))}`, toContentJson(item));
  };
  put(K.characters.folder, K.characters.fileName, characters, (c) => c.id);
  put(K.storyCards.folder, K.storyCards.fileName, storyCards, (c) => c.id);
  put(K.artists.folder, K.artists.fileName, artists, (a) => a.id);
  put(K.prayers.folder, K.prayers.fileName, prayers, (p) => p.id);
  put(K.foreverPrayers.folder, K.foreverPrayers.fileName, foreverPrayers, (p) => p.id);
  put(K.floors.folder, K.floors.fileName, floors, (f) => f.floor);
  put(K.updates.folder, K.updates.fileName, updates, (u) => u.number);
  put(K.maintenance.folder, K.maintenance.fileName, maintenance, (m) => m.id);
  files.set(META_FILES.tags.file, toContentJson(tags));
  files.set(META_FILES.rewardItems.file, toContentJson(rewardItems));
  files.set(META_FILES.kourindouRoulette.file, toContentJson(kourindouRoulette));
  files.set(META_FILES.lastUpdate.file, toContentJson(lastUpdate));
  return files;
}
