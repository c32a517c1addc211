import { ROLES, type Role } from 'shared-domain/constants/roles';
import type { MessageValues } from 'shared-ui/i18n/catalogue';
import type { MessageKey } from '../messages/catalogue';
import { STORY_CARD_TYPES, type StoryCardType } from 'shared-domain/constants/story-card-kinds';
import { isUtcDay } from './date-bounds';
import { FALLBACK_EFFECT, isBuffType, isKnownEffect, type EffectOptions } from './effect-catalogue';
import { isStatId } from './card-stats';
import {
  DEFAULT_DATE_START,
  NONE_SLOT,
  OBTAINING_FILTER_VALUES,
  SEARCH_RARITIES,
  SLOT_COUNT,
  emptyCriteria,
  type EffectSort,
  type EffectTarget,
  type SearchRarity,
  type SortDirection,
  type SortFilterSlot,
  type StoryCardCriteria,
} from './story-card-criteria';

/**
 * The story-card list's URL query: the visible form of the criteria, so a pasted
 * link reproduces the list and its open slots. Parsing is tolerant (aliases, any case, unknown
 * values dropped) and says what it dropped; serialising writes one canonical form and leaves
 * every empty criterion out.
 *
 *   name=lbf,reimu            name text as typed
 *   types=p,o                 first letters of plum, orchid, chrysanthemum, bamboo
 *   rarities=4,5              also rarity= or star=
 *   featured=1001,2015        character ids
 *   artist=yaha
 *   obtaining=prayer,event    groups or obtaining types
 *   role=attack
 *   effects=stat:yang-atk-up:desc:multi,card-stat:hp:asc,date:2022-01-01:null:desc
 *                             also options=; one item per slot, 'none' keeps a slot empty
 *   owned=yes                 the player's collection: yes (owned) or no (missing)
 */

/** The parameter names this page owns, with the aliases it reads. Anything else in the query is left alone. */
export const QUERY_KEYS = {
  name: ['name'],
  types: ['types', 'type'],
  rarities: ['rarities', 'rarity', 'star', 'stars'],
  featured: ['featured'],
  artist: ['artist'],
  obtaining: ['obtaining'],
  role: ['role'],
  effects: ['effects', 'options'],
  owned: ['owned'],
} as const;
export const ALL_QUERY_KEYS: readonly string[] = Object.values(QUERY_KEYS).flat();

/** The item type word of a stat slot ('stat' is taken by the stat buffs). */
export const STAT_SLOT_WORD = 'card-stat';
export const DATE_SLOT_WORD = 'date';
export const NONE_SLOT_WORD = 'none';

/** One thing of a query that was ignored or replaced: a sentence of the catalogue and its values. */
export interface QueryProblem {
  key: MessageKey;
  values: MessageValues;
}

export interface ParsedStoryCardQuery {
  criteria: StoryCardCriteria;
  /** What was ignored or replaced, one sentence each, for the page to show in its language. */
  problems: QueryProblem[];
}

/** Every value of every alias of a parameter, split on commas, trimmed, empties dropped. */
function listOf(params: URLSearchParams, keys: readonly string[]): string[] {
  return keys
    .flatMap((k) => params.getAll(k))
    .flatMap((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
}

function textOf(params: URLSearchParams, keys: readonly string[]): string {
  for (const k of keys) {
    const v = params.get(k);
    if (v !== null) return v;
  }
  return '';
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];
const inOrder = <T>(values: readonly T[], order: readonly T[]): T[] => order.filter((v) => values.includes(v));

/** Sort words starting 'asc' mean ascending, starting 'turn' mean turn order; anything else descending. */
export function parseSortWord(word: string | undefined): EffectSort {
  const w = (word ?? '').toLowerCase();
  if (w.startsWith('asc')) return 'asc';
  if (w.startsWith('turn')) return 'turn';
  return 'desc';
}

/** multi, all, party → multi; single, solo, self → single; anything else → any. */
export function parseTargetWord(word: string | undefined): EffectTarget {
  const w = (word ?? '').toLowerCase();
  if (['multi', 'all', 'party'].includes(w)) return 'multi';
  if (['single', 'solo', 'self'].includes(w)) return 'single';
  return 'any';
}

const direction = (word: string | undefined): SortDirection => (parseSortWord(word) === 'asc' ? 'asc' : 'desc');

function parseSlot(
  item: string,
  position: number,
  dateTaken: boolean,
  options: EffectOptions | undefined,
  problems: QueryProblem[],
): SortFilterSlot {
  const parts = item.split(':');
  const word = (parts[0] ?? '').toLowerCase();
  const slot = position + 1;
  if (word === '' || word === NONE_SLOT_WORD) return NONE_SLOT;
  if (word === DATE_SLOT_WORD) {
    if (dateTaken) {
      problems.push({ key: 'story-card-list.problemDateTaken', values: { slot, item } });
      return NONE_SLOT;
    }
    let start = parts[1] ?? '';
    if (!isUtcDay(start)) {
      if (start !== '') problems.push({ key: 'story-card-list.problemDateStart', values: { slot, start, fallback: DEFAULT_DATE_START } });
      start = DEFAULT_DATE_START;
    }
    const endWord = (parts[2] ?? '').toLowerCase();
    let end: string | null = null;
    if (endWord === 'now') end = 'now';
    else if (endWord !== '' && endWord !== 'null') {
      if (isUtcDay(endWord)) end = endWord;
      else problems.push({ key: 'story-card-list.problemDateEnd', values: { slot, end: parts[2] ?? '' } });
    }
    return { kind: 'date', start, end, sort: direction(parts[3]) };
  }
  if (word === STAT_SLOT_WORD) {
    const stat = (parts[1] ?? '').toLowerCase();
    if (stat === 'total' || isStatId(stat)) return { kind: 'stat', stat, sort: direction(parts[2]) };
    problems.push({ key: 'story-card-list.problemStat', values: { slot, stat: parts[1] ?? '' } });
    return { kind: 'stat', stat: 'hp', sort: direction(parts[2]) };
  }
  const name = (parts[1] ?? '').toLowerCase();
  const sort = parseSortWord(parts[2]);
  const target = parseTargetWord(parts[3]);
  if (isBuffType(word) && isKnownEffect(word, name, options)) {
    return { kind: 'effect', attrType: word, attrName: name, sort, target };
  }
  // An unknown buff name falls back to hp recovery.
  problems.push({ key: 'story-card-list.problemEffect', values: { slot, effect: parts.slice(0, 2).join(':') } });
  return { kind: 'effect', ...FALLBACK_EFFECT, sort, target };
}

/**
 * Read the criteria from a URL query. `options` (the effect picker's names) decides which effects
 * exist; without it closed vocabularies are checked and open kinds accept any slug.
 */
export function parseStoryCardQuery(params: URLSearchParams, options?: EffectOptions): ParsedStoryCardQuery {
  const problems: QueryProblem[] = [];
  const criteria = emptyCriteria();
  criteria.name = textOf(params, QUERY_KEYS.name);
  criteria.artist = textOf(params, QUERY_KEYS.artist);

  const types: StoryCardType[] = [];
  for (const item of listOf(params, QUERY_KEYS.types)) {
    const lower = item.toLowerCase();
    // 'po' is two letters; 'plum' or 'chrysanthemum' a word whose first letter counts.
    const letters = /^[pocb]+$/.test(lower) ? [...lower] : [lower.charAt(0)];
    for (const letter of letters) {
      const type = STORY_CARD_TYPES.find((t) => t.startsWith(letter));
      if (type) types.push(type);
      else problems.push({ key: 'story-card-list.problemType', values: { item } });
    }
  }
  criteria.types = inOrder(unique(types), STORY_CARD_TYPES);

  const rarities: SearchRarity[] = [];
  for (const item of listOf(params, QUERY_KEYS.rarities)) {
    const n = Number(item.replace(/(stars?|★)$/i, ''));
    if ((SEARCH_RARITIES as readonly number[]).includes(n)) rarities.push(n as SearchRarity);
    else problems.push({ key: 'story-card-list.problemRarity', values: { item } });
  }
  criteria.rarities = inOrder(unique(rarities), SEARCH_RARITIES);

  const featured: number[] = [];
  for (const item of listOf(params, QUERY_KEYS.featured)) {
    if (/^\d{1,9}$/.test(item) && Number(item) > 0) featured.push(Number(item));
    else problems.push({ key: 'story-card-list.problemFeatured', values: { item } });
  }
  criteria.featured = unique(featured);

  const obtaining: string[] = [];
  for (const item of listOf(params, QUERY_KEYS.obtaining)) {
    const value = item.toLowerCase();
    if (OBTAINING_FILTER_VALUES.includes(value)) obtaining.push(value);
    else problems.push({ key: 'story-card-list.problemObtaining', values: { item } });
  }
  criteria.obtaining = inOrder(unique(obtaining), OBTAINING_FILTER_VALUES);

  const role = textOf(params, QUERY_KEYS.role).toLowerCase();
  if ((ROLES as readonly string[]).includes(role)) criteria.role = role as Role;
  else if (role !== '') problems.push({ key: 'story-card-list.problemRole', values: { role } });

  const owned = textOf(params, QUERY_KEYS.owned).trim().toLowerCase();
  if (owned === 'yes' || owned === 'no') criteria.owned = owned;
  else if (owned !== '') problems.push({ key: 'story-card-list.problemOwned', values: { value: textOf(params, QUERY_KEYS.owned) } });

  const items = QUERY_KEYS.effects.flatMap((k) => params.getAll(k)).flatMap((v) => v.split(','));
  if (items.length > SLOT_COUNT)
    problems.push({ key: 'story-card-list.problemSlots', values: { count: SLOT_COUNT, items: items.slice(SLOT_COUNT).join(',') } });
  const slots = [...criteria.slots] as StoryCardCriteria['slots'];
  items.slice(0, SLOT_COUNT).forEach((item, i) => {
    slots[i] = parseSlot(
      item.trim(),
      i,
      slots.some((s) => s.kind === 'date'),
      options,
      problems,
    );
  });
  criteria.slots = slots;
  return { criteria, problems };
}

export function serialiseSlot(slot: SortFilterSlot): string {
  switch (slot.kind) {
    case 'none':
      return NONE_SLOT_WORD;
    case 'effect':
      return `${slot.attrType}:${slot.attrName}:${slot.sort}:${slot.target}`;
    case 'stat':
      return `${STAT_SLOT_WORD}:${slot.stat}:${slot.sort}`;
    case 'date':
      return `${DATE_SLOT_WORD}:${slot.start}:${slot.end ?? 'null'}:${slot.sort}`;
  }
}

/** The canonical parameters of the criteria, empty ones left out, in a fixed order. */
export function storyCardQueryEntries(c: StoryCardCriteria): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  if (c.name !== '') entries.push(['name', c.name]);
  if (c.types.length > 0) entries.push(['types', c.types.map((t) => t.charAt(0)).join(',')]);
  if (c.rarities.length > 0) entries.push(['rarities', c.rarities.join(',')]);
  if (c.featured.length > 0) entries.push(['featured', c.featured.join(',')]);
  if (c.artist !== '') entries.push(['artist', c.artist]);
  if (c.obtaining.length > 0) entries.push(['obtaining', c.obtaining.join(',')]);
  if (c.role !== null) entries.push(['role', c.role]);
  const slots = c.slots.map(serialiseSlot);
  while (slots.length > 0 && slots[slots.length - 1] === NONE_SLOT_WORD) slots.pop();
  if (slots.length > 0) entries.push(['effects', slots.join(',')]);
  if (c.owned !== null) entries.push(['owned', c.owned]);
  return entries;
}

/** Query-string encoding that leaves ',', ':' and '/' readable (URLSearchParams decodes either form). */
const encode = (value: string): string =>
  encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%2F/gi, '/').replace(/%20/g, '+');

/**
 * The query string (without '?') for the criteria, keeping every parameter this page does not own
 * (e.g. `character` of an open character modal) as it was.
 */
export function mergeStoryCardQuery(current: URLSearchParams, criteria: StoryCardCriteria): string {
  const kept: string[] = [];
  current.forEach((value, key) => {
    if (!ALL_QUERY_KEYS.includes(key)) kept.push(`${encode(key)}=${encode(value)}`);
  });
  const own = storyCardQueryEntries(criteria).map(([k, v]) => `${k}=${encode(v)}`);
  return [...own, ...kept].join('&');
}

export const serialiseStoryCardQuery = (criteria: StoryCardCriteria): string => mergeStoryCardQuery(new URLSearchParams(), criteria);
