import { UNIVERSE_ARCS } from 'shared-domain/constants/universes';
import { ROLES, type Role } from 'shared-domain/constants/roles';
import { ROULETTE_COUNT_TYPES } from 'shared-domain/schemas/kourindou-roulette';
import { isDebutEstimated } from 'shared-domain/characters/provenance';
import { characterFacts, characterReveal } from 'shared-domain/characters/spoilers';
import type { Character } from 'shared-domain/schemas/character';
import type { Batch, CharacterThumbnail, RoleGroup, UnreleasedContent, VariantGroup } from 'shared-domain/schemas/character-views';
import { SERIES_GROUPS } from 'shared-domain/schemas/character-views';
import type { HomeCounter } from 'shared-domain/schemas/api/general';
import type {
  BatchOrder,
  ChronologicalResponse,
  ForeverPrayerDetailResponse,
  ForeverPrayerListResponse,
  PoolCharactersResponse,
  PrayerTypeResponse,
  ReleaseDateResponse,
  RoleTypeResponse,
  RouletteResponse,
  UniverseResponse,
  UnreleasedResponse,
  VariantsResponse,
} from 'shared-domain/schemas/api/characters';
import { PRAYER_TYPE_TABS } from 'shared-domain/schemas/api/characters';
import type { ForeverPrayer } from 'shared-domain/schemas/forever-prayer';
import type { Content } from '../content/content-types';
import type { Built } from '../server/response-cache';
import {
  byConventionalOrder,
  compareUniverse,
  currentRarity,
  isPc98,
  isPlayable,
  isPlayableOnceOut,
  isPrintWork,
  SERIES_GROUP_NAMES,
  seriesGroupOf,
  toThumbnail,
  toUpcoming,
} from './character-shapes';
import { ms, nextChange } from './time';

const DAY_MS = 86_400_000;

/** Characters whose global debut is still ahead, soonest first. */
export const upcomingCharacters = (content: Content, now: number) =>
  content.characters
    .filter((c) => c.release.debut !== null && ms(c.release.debut) > now)
    .sort((a, b) => ms(a.release.debut ?? '') - ms(b.release.debut ?? '') || a.id - b.id)
    .map((c) => toUpcoming(c, c.release.debut ?? ''));

/** Playable units that have debuted, by current rarity (mfes counts as sfes: both are Ultra Festival). */
export const characterCounter = (content: Content, now: number): HomeCounter => {
  const counter: HomeCounter = { gen: 0, fes: 0, afes: 0, sfes: 0, exfes: 0, relic: 0, genic: 0, epic: 0, wfes: 0, ds: 0, yukkuri: 0 };
  for (const c of content.characters) {
    if (c.release.debut === null || characterReveal(characterFacts(c), now) !== 'released') continue;
    const rarity = currentRarity(c);
    counter[rarity === 'mfes' ? 'sfes' : rarity] += 1;
  }
  return counter;
};

/** Times at which the upcoming list and the counter change. */
export const debutTimes = (content: Content): number[] => content.characters.flatMap((c) => (c.release.debut ? [ms(c.release.debut)] : []));

export const chronologicalView = (content: Content, now: number): Built => {
  const sorted = [...content.characters].sort(byConventionalOrder);
  const value: ChronologicalResponse = {
    content: SERIES_GROUPS.map((id) => ({
      id,
      name: SERIES_GROUP_NAMES[id],
      data: sorted.filter((c) => seriesGroupOf(c) === id).map((c) => toThumbnail(c)),
    })),
    counter: characterCounter(content, now),
    upcoming: upcomingCharacters(content, now),
    lastUpdate: content.lastUpdate.characters,
  };
  return { value, validUntil: nextChange(now, debutTimes(content)) };
};

const byRelease = (a: Character, b: Character): number => (a.releaseNo ?? Infinity) - (b.releaseNo ?? Infinity) || a.id - b.id;

export const variantsView = (content: Content): VariantsResponse => {
  const byPerson = new Map<number, Character[]>();
  for (const c of content.characters) byPerson.set(c.personId, [...(byPerson.get(c.personId) ?? []), c]);
  const groups: VariantGroup[] = [...byPerson.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, units]) => {
      const sorted = [...units].sort(byRelease);
      const base = sorted.find((u) => u.meta.universe === 'L1') ?? sorted[0];
      return {
        jpName: base?.name.jp ?? '',
        enName: base?.name.en ?? '',
        translitName: base?.name.translit ?? '',
        enFamilyFirst: base?.name.enFamilyFirst ?? '',
        jpSize: units.filter((u) => u.release.jpDebut !== null).length,
        available: units.filter(isPlayable).length,
        total: units.length,
        characters: sorted.map((u) => toThumbnail(u)),
      };
    });
  return { content: groups, lastUpdate: content.lastUpdate.characters };
};

export const universeView = (content: Content): UniverseResponse => {
  const byUniverse = new Map<string, Character[]>();
  for (const c of content.characters) byUniverse.set(c.meta.universe, [...(byUniverse.get(c.meta.universe) ?? []), c]);
  return {
    content: [...byUniverse.entries()]
      .sort(([a], [b]) => compareUniverse(a, b))
      .map(([universe, units]) => ({
        universe,
        name: (UNIVERSE_ARCS as Record<string, string>)[universe] ?? universe,
        available: units.filter(isPlayable).length,
        total: units.length,
        characters: [...units].sort(byConventionalOrder).map((u) => toThumbnail(u)),
      })),
    lastUpdate: content.lastUpdate.characters,
  };
};

export const releaseDateView = (content: Content): ReleaseDateResponse => ({
  content: content.characters
    .filter((c) => isPlayableOnceOut(c) && c.release.debut !== null)
    .sort((a, b) => ms(a.release.debut ?? '') - ms(b.release.debut ?? '') || byRelease(a, b))
    // "~" marks a debut that is not a known fact (estimated or sample); the page explains the mark.
    .map((c) => withJpDebut(c, toThumbnail(c, `${isDebutEstimated(c) ? '~' : ''}${(c.release.debut ?? '').slice(0, 10)}`))),
  lastUpdate: content.lastUpdate.characters,
});

/** A release list's thumbnail carries the JP date too: the calendar projects global dates from it. */
const withJpDebut = (c: Character, t: CharacterThumbnail): CharacterThumbnail => ({ ...t, jpDebut: c.release.jpDebut });

/** Units not playable in the global version, each in the first section that fits it. */
export const unreleasedView = (content: Content): UnreleasedResponse => {
  const out: UnreleasedContent = { jp: [], announced: [], story: [], printWorkStory: [], pc98Story: [], mv: [] };
  for (const c of [...content.characters].sort(byConventionalOrder)) {
    if (isPlayable(c)) continue;
    const t = toThumbnail(c);
    if (c.release.jp) out.jp.push(withJpDebut(c, t));
    else if (c.status === 'announced' || c.announced) out.announced.push(t);
    else if (isPrintWork(c)) out.printWorkStory.push(t);
    else if (isPc98(c)) out.pc98Story.push(t);
    else if (c.type === 'relic') out.mv.push(t);
    else out.story.push(t);
  }
  return { content: out, lastUpdate: content.lastUpdate.characters };
};

/** The date each batch order groups by. */
const BATCH_DATE: Record<BatchOrder, (c: Character) => string | null> = {
  'rebirth-date': (c) => (c.fr.available ? c.fr.date : null),
  'rebirth-costume-date': (c) => (c.fr.available ? c.fr.costumeDate : null),
  'standard-prayer-date': (c) => c.release.general,
  'ritual-date': (c) => c.release.ritual,
};

/** Units grouped by the day they joined (rebirth, costume, standard or ritual pool), oldest first, numbered. */
export const batchView = (content: Content, order: BatchOrder): { content: Batch[]; lastUpdate: number } => {
  const byDate = new Map<string, Character[]>();
  for (const c of content.characters) {
    const date = BATCH_DATE[order](c);
    if (date) byDate.set(date, [...(byDate.get(date) ?? []), c]);
  }
  const batches: Batch[] = [...byDate.entries()]
    .sort(([a], [b]) => ms(a) - ms(b))
    .map(([date, units], i) => ({
      no: i + 1,
      date,
      dateMode: order === 'rebirth-date' || order === 'rebirth-costume-date' ? (units[0]?.fr.dateMode ?? 'all') : 'all',
      characters: [...units].sort(byConventionalOrder).map((u) => toThumbnail(u)),
    }));
  return { content: batches, lastUpdate: content.lastUpdate.characters };
};

const ROLE_KANJI: Record<Role, string> = {
  attack: '攻撃',
  debuff: '妨害',
  defense: '防御',
  destroy: '破壊',
  heal: '回復',
  speed: '速攻',
  support: '支援',
  technical: '技巧',
};

export const roleTypeView = (content: Content): RoleTypeResponse => {
  const groups: RoleGroup[] = ROLES.map((role) => ({
    id: role,
    name: role[0]?.toUpperCase() + role.slice(1),
    kanji: ROLE_KANJI[role],
    characters: content.characters
      .filter((c) => c.meta.role === role && isPlayableOnceOut(c))
      .sort(byConventionalOrder)
      .map((c) => toThumbnail(c)),
  }));
  return { content: groups, lastUpdate: content.lastUpdate.characters };
};

const TAB_NAMES: Record<keyof typeof PRAYER_TYPE_TABS, string> = {
  standard: 'Standard',
  festival: 'Festival',
  ultra: 'Ultra Festival',
  relic: 'Relic',
  epic: 'Epic',
};

export const prayerTypeView = (content: Content): PrayerTypeResponse => ({
  content: (Object.keys(PRAYER_TYPE_TABS) as (keyof typeof PRAYER_TYPE_TABS)[]).map((id) => {
    const types: readonly string[] = PRAYER_TYPE_TABS[id];
    return {
      id,
      name: TAB_NAMES[id],
      types: [...PRAYER_TYPE_TABS[id]],
      characters: content.characters
        .filter((c) => isPlayableOnceOut(c) && types.includes(c.type))
        .sort(byRelease)
        .map((c) => toThumbnail(c)),
    };
  }),
  lastUpdate: content.lastUpdate.characters,
});

export const poolCharactersView = (content: Content, pool: 'standard' | 'ritual'): PoolCharactersResponse => {
  const dateOf = (c: Character): string | null => (pool === 'standard' ? c.release.general : c.release.ritual);
  const units = content.characters
    .filter((c) => dateOf(c) !== null)
    .sort((a, b) => ms(dateOf(a) ?? '') - ms(dateOf(b) ?? '') || byConventionalOrder(a, b))
    .map((c) => toThumbnail(c, (dateOf(c) ?? '').slice(0, 10)));
  return {
    title: pool === 'standard' ? 'Standard Prayer Characters' : 'Ritual Prayer Characters',
    count: units.length,
    content: units,
    lastUpdate: content.lastUpdate.characters,
  };
};

const daysOf = (fp: ForeverPrayer): number => Math.max(1, Math.ceil((ms(fp.end) - ms(fp.start)) / DAY_MS));

export const foreverPrayerListView = (content: Content): ForeverPrayerListResponse => ({
  content: [...content.foreverPrayers]
    .sort((a, b) => ms(b.start) - ms(a.start) || b.id - a.id)
    .map((fp) => ({
      id: fp.id,
      prayer: fp.prayer,
      title: fp.title,
      start: fp.start,
      end: fp.end,
      days: daysOf(fp),
      count: fp.characters.length,
    })),
  lastUpdate: content.lastUpdate.prayers,
});

const thumbnailsOf = (content: Content, ids: readonly number[]): CharacterThumbnail[] =>
  ids.flatMap((id) => {
    const c = content.characterById.get(id);
    return c ? [toThumbnail(c)] : [];
  });

export const foreverPrayerDetailView = (content: Content, fp: ForeverPrayer): ForeverPrayerDetailResponse => ({
  content: {
    head: { specific: fp.specific, id: fp.id },
    prayer: fp.prayer,
    title: fp.title,
    start: fp.start,
    end: fp.end,
    days: daysOf(fp),
    notes: [...fp.notes],
    characters: thumbnailsOf(content, fp.characters),
    thresholds: fp.thresholds.map((t) => ({ ...t })),
  },
  lastUpdate: content.lastUpdate.prayers,
});

export const rouletteView = (content: Content): RouletteResponse => {
  const r = content.kourindouRoulette;
  const counts = Object.fromEntries(ROULETTE_COUNT_TYPES.map((k) => [k, 0])) as RouletteResponse['content']['counts'];
  const keys: readonly string[] = ROULETTE_COUNT_TYPES;
  for (const id of r.characters) {
    const c = content.characterById.get(id);
    if (!c) continue;
    const rarity = currentRarity(c);
    const key = rarity === 'mfes' ? 'sfes' : rarity;
    if (keys.includes(key)) counts[key as keyof typeof counts] += 1;
  }
  return {
    content: { start: r.start, updated: r.updated, characters: thumbnailsOf(content, r.characters), counts, total: r.characters.length },
    lastUpdate: content.lastUpdate.characters,
  };
};
