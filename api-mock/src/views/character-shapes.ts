import type { CharacterType } from 'shared-domain/characters/character-types';
import { isReleasedStatus } from 'shared-domain/characters/character-statuses';
import { universalName } from 'shared-domain/constants/universes';
import { isDebutEstimated } from 'shared-domain/characters/provenance';
import type { Character } from 'shared-domain/schemas/character';
import type { CharacterThumbnail, SimpleCharacter, UpcomingCharacter } from 'shared-domain/schemas/character-views';
import type { SERIES_GROUPS } from 'shared-domain/schemas/character-views';

export type SeriesGroupId = (typeof SERIES_GROUPS)[number];

/** Playable in the global version (released status and not JP-only), as the content was written. */
export const isPlayable = (c: Character): boolean => isReleasedStatus(c.status) && !c.release.jp;

/**
 * Playable in global at some time: as written, or JP-only with a global debut that ends the flag
 * once it passes. Lists send these, and each page keeps the ones the spoiler rule shows at its time.
 */
export const isPlayableOnceOut = (c: Character): boolean => isPlayable(c) || (isReleasedStatus(c.status) && c.release.debut !== null);

/** The current rarity of a non-limited unit is gen, otherwise its type. */
export const currentRarity = (c: Character): CharacterType => (c.status === 'non-limited' ? 'gen' : c.type);

export const toThumbnail = (c: Character, bottomText: string | null = null): CharacterThumbnail => ({
  id: c.id,
  jpReleased: c.release.jpDebut !== null,
  fr: c.fr.available,
  frDate: c.fr.date,
  img: c.images.thumbnail,
  altThumbnail: c.images.altThumbnail,
  spoilerSafeThumbnail: c.images.spoilerSafeThumbnail,
  frThumbnail: c.images.frThumbnail,
  universe: c.meta.universe,
  role: c.meta.role,
  type: c.type,
  announced: c.announced,
  status: c.status,
  released: isPlayable(c),
  bottomText,
  name: { en: c.name.en, translit: c.name.translit, enFamilyFirst: c.name.enFamilyFirst, jp: c.name.jp, kana: c.name.kana },
  title: c.title.en,
  jp: c.release.jp,
  debut: c.release.debut,
  debutEstimated: isDebutEstimated(c),
});

export const toSimple = (c: Character): SimpleCharacter => ({
  id: c.id,
  name: c.name.en,
  universalName: universalName(c.name.en, c.meta.universe, c.title.en),
  universalTranslitName: universalName(c.name.translit, c.meta.universe, c.title.en),
  universe: c.meta.universe,
  type: c.type,
});

export const toUpcoming = (c: Character, debut: string): UpcomingCharacter => ({
  id: c.id,
  name: c.name.en,
  translit: c.name.translit,
  jpName: c.name.jp,
  debut,
  world: c.meta.universe,
  type: c.type,
  debutEstimated: isDebutEstimated(c),
});

const PC98_SERIES = new Set(['HRtP', 'SoEW', 'PoDD', 'LLS', 'MS']);
export const isPc98 = (c: Character): boolean => PC98_SERIES.has(c.series);
export const isPrintWork = (c: Character): boolean => /\((print|music CD)\)/.test(c.series);

/**
 * The conventional list's tab of a unit: relic units are the MV project, mfes the hifuu line,
 * 'A' universes (and A-type festivals) the classic line, PC-98 debuts their own tab, L1 the base
 * world, and every other universe "main".
 */
export const seriesGroupOf = (c: Character): SeriesGroupId => {
  if (c.type === 'relic') return 'mv';
  if (c.type === 'mfes') return 'hifuu';
  if (c.meta.universe.startsWith('A') || c.type === 'afes') return 'classic';
  if (isPc98(c)) return 'pc98';
  if (c.meta.universe === 'L1') return 'l1';
  return 'main';
};

export const SERIES_GROUP_NAMES: Record<SeriesGroupId, string> = {
  pc98: 'PC-98',
  l1: 'L1 (Gensokyo)',
  classic: "Classic / 'A' Worlds",
  main: 'Other Worlds',
  hifuu: 'Hifuu',
  mv: 'MV / Relic',
};

/** Units in conventional order: by person (1 = Reimu, 2 = Marisa, ...), then unit id. */
export const byConventionalOrder = (a: Character, b: Character): number => a.personId - b.personId || a.id - b.id;

/** "L1" first, then codes in natural order (A2 before A10). */
export const compareUniverse = (a: string, b: string): number =>
  a === b ? 0 : a === 'L1' ? -1 : b === 'L1' ? 1 : a.localeCompare(b, 'en', { numeric: true });
