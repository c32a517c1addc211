import { PRAYER_TYPES, type PrayerType } from 'shared-domain/constants/prayer-kinds';
import { CHARACTER_QUERY_KEY } from 'shared-domain/routing/character-query';
import type { Message } from '../messages/catalogue';
import {
  CHAR_TYPE_FILTERS,
  DEFAULT_SEARCH_START,
  EMPTY_SEARCH,
  type CharTypeFilter,
  type PrayerSearch,
  type StepUpFilter,
} from './prayer-search';

type Field = Exclude<keyof PrayerSearch, never>;

/** Canonical query keys, in the order they are written. */
export const QUERY_KEYS: Record<Field, string> = {
  name: 'name',
  characters: 'characters',
  cards: 'story-cards',
  prayerTypes: 'prayer-types',
  charTypes: 'char-types',
  stepUps: 'step-ups',
  start: 'start',
  end: 'end',
};

/**
 * Key spellings (lower-cased, hyphens and underscores stripped) → field. The site's spellings plus plurals.
 * The singular `character` is left out: every page reserves it for the open character modal
 * (shared-domain/routing/character-query), so opening a rate-up from the list never filters it.
 */
const KEY_ALIASES: Record<string, Field> = {
  name: 'name',
  characters: 'characters',
  chars: 'characters',
  char: 'characters',
  chara: 'characters',
  charas: 'characters',
  storycards: 'cards',
  storycard: 'cards',
  cards: 'cards',
  card: 'cards',
  prayertypes: 'prayerTypes',
  prayertype: 'prayerTypes',
  ptype: 'prayerTypes',
  ptypes: 'prayerTypes',
  types: 'prayerTypes',
  type: 'prayerTypes',
  chartypes: 'charTypes',
  chartype: 'charTypes',
  ctype: 'charTypes',
  ctypes: 'charTypes',
  charactertypes: 'charTypes',
  charactertype: 'charTypes',
  stepups: 'stepUps',
  stepup: 'stepUps',
  steps: 'stepUps',
  step: 'stepUps',
  start: 'start',
  from: 'start',
  end: 'end',
  to: 'end',
};

const squash = (s: string): string =>
  s
    .trim()
    .toLowerCase()
    .replace(/[-_\s]/g, '');

/** Character-type values: the filter names plus the banner codes they stand for. */
const CHAR_TYPE_WORDS: Record<string, CharTypeFilter> = {
  ...Object.fromEntries(Object.keys(CHAR_TYPE_FILTERS).map((k) => [squash(k), k as CharTypeFilter])),
  gen: 'standard',
  std: 'standard',
  fes: 'l1-festival',
  festival: 'l1-festival',
  afes: 'a-festival',
  sfes: 'main-ufes',
  mfes: 'hifuu-ufes',
  wfes: 'pfes',
  purefes: 'pfes',
};

const PRAYER_TYPE_WORDS: Record<string, PrayerType> = {
  ...Object.fromEntries(PRAYER_TYPES.map((t) => [squash(t), t])),
  forever: 'forever-prayer',
  fp: 'forever-prayer',
  sc: 'normal',
  godcrystal: 'gc',
  sealcrystal: 'normal',
  storycard: 'story-card',
  misc: 'other',
  freeritual: 'free-ritual',
};

/** Step-up values: asc…/desc… map to asc/desc, with a hyphen to asc-2/desc-2; 'none'. */
export function parseStepUpValue(raw: string): StepUpFilter | null {
  const v = raw.trim().toLowerCase();
  if (v === 'none' || v === 'no') return 'none';
  const guaranteed = v.includes('-');
  if (v.startsWith('asc')) return guaranteed ? 'asc-2' : 'asc';
  if (v.startsWith('desc')) return guaranteed ? 'desc-2' : 'desc';
  return null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day 'YYYY-MM-DD' (Feb 30 is not). */
export function isUtcDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === value;
}

export interface ParsedPrayerQuery {
  search: PrayerSearch;
  /** What was ignored, for a clear message (never a blank page): `values.key` is the query key it was under. */
  problems: Message[];
}

const splitList = (values: string[]): string[] =>
  values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');

const pushUnique = <T>(list: T[], value: T): void => {
  if (!list.includes(value)) list.push(value);
};

const positiveId = (raw: string): number | null => {
  if (!/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
};

/**
 * Reads a prayer-list query with every alias: repeated keys and comma lists merge, values are
 * deduplicated in order, unknown values are dropped and reported, unknown keys are ignored.
 */
export function parsePrayerQuery(params: URLSearchParams): ParsedPrayerQuery {
  const grouped = new Map<Field, string[]>();
  for (const [key, value] of params) {
    const field = KEY_ALIASES[squash(key)];
    if (!field) continue;
    grouped.set(field, [...(grouped.get(field) ?? []), value]);
  }
  const problems: Message[] = [];
  const search: PrayerSearch = { ...EMPTY_SEARCH, characters: [], cards: [], prayerTypes: [], charTypes: [], stepUps: [] };
  const list = (field: Field) => splitList(grouped.get(field) ?? []);
  const reject = (field: Field, value: string) => problems.push({ key: 'prayerList.badValue', values: { key: QUERY_KEYS[field], value } });

  search.name = (grouped.get('name') ?? [])
    .map((v) => v.trim())
    .filter(Boolean)
    .join(' ');

  for (const field of ['characters', 'cards'] as const) {
    for (const raw of list(field)) {
      const id = positiveId(raw);
      if (id === null) reject(field, raw);
      else pushUnique(search[field], id);
    }
  }
  for (const raw of list('prayerTypes')) {
    const t = PRAYER_TYPE_WORDS[squash(raw)];
    if (t) pushUnique(search.prayerTypes, t);
    else reject('prayerTypes', raw);
  }
  for (const raw of list('charTypes')) {
    const t = CHAR_TYPE_WORDS[squash(raw)];
    if (t) pushUnique(search.charTypes, t);
    else reject('charTypes', raw);
  }
  for (const raw of list('stepUps')) {
    const s = parseStepUpValue(raw);
    if (s) pushUnique(search.stepUps, s);
    else reject('stepUps', raw);
  }

  const start = (grouped.get('start') ?? []).map((v) => v.trim()).filter(Boolean);
  if (start.length > 0) {
    const value = start[start.length - 1] as string;
    if (isUtcDay(value)) search.start = value;
    else reject('start', value);
  }
  const end = (grouped.get('end') ?? []).map((v) => v.trim()).filter(Boolean);
  if (end.length > 0) {
    const value = end[end.length - 1] as string;
    if (value.toLowerCase() === 'now') search.end = null;
    else if (isUtcDay(value)) search.end = value;
    else reject('end', value);
  }
  return { search, problems };
}

/**
 * The canonical query of a search: fixed key order, comma lists, empty values and a start equal
 * to the default left out, so equal searches give equal URLs.
 */
export function serialisePrayerQuery(search: PrayerSearch, keep?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const name = search.name.trim();
  if (name) out.set(QUERY_KEYS.name, name);
  const lists = [
    ['characters', search.characters],
    ['cards', search.cards],
    ['prayerTypes', search.prayerTypes],
    ['charTypes', search.charTypes],
    ['stepUps', search.stepUps],
  ] as const;
  for (const [field, values] of lists) {
    const unique = [...new Set<string | number>(values)];
    if (unique.length > 0) out.set(QUERY_KEYS[field], unique.join(','));
  }
  if (search.start !== DEFAULT_SEARCH_START && isUtcDay(search.start)) out.set(QUERY_KEYS.start, search.start);
  if (search.end !== null && isUtcDay(search.end)) out.set(QUERY_KEYS.end, search.end);
  // Keys of other features (the open character modal) survive a search change.
  const reserved = keep?.get(CHARACTER_QUERY_KEY);
  if (reserved != null) out.set(CHARACTER_QUERY_KEY, reserved);
  return out;
}

/** True when the search filters nothing (the plain list). */
export function isEmptySearch(search: PrayerSearch): boolean {
  return serialisePrayerQuery(search).toString() === '';
}
