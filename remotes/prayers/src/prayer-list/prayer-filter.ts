import type { CharacterType } from 'shared-domain/characters/character-types';
import type { PrayerType, StepUpKind } from 'shared-domain/constants/prayer-kinds';
import { CHAR_TYPE_FILTERS, type PrayerSearch } from './prayer-search';

/** The fields of a prayer the filter reads (a subset of the list response's summary). */
export interface FilterablePrayer {
  id: number;
  name: string;
  start: string;
  end: string;
  prayerTypes: readonly PrayerType[];
  stepUps: readonly { kind: StepUpKind }[];
  rateUp: { characters: readonly { character: number; type: CharacterType }[]; cards: readonly { card: number }[] };
}

/** A prayer with its search fields normalised once, so each keystroke only compares. */
export interface IndexedPrayer<P> {
  prayer: P;
  nameKey: string;
  characters: ReadonlySet<number>;
  cards: ReadonlySet<number>;
  prayerTypes: ReadonlySet<PrayerType>;
  charTypes: ReadonlySet<CharacterType>;
  stepUps: ReadonlySet<StepUpKind>;
  startMs: number;
  endMs: number;
}

const NON_ALPHANUMERIC = /[^\p{L}\p{N}]+/gu;

/** Name matching ignores case and everything that is not a letter or digit. */
export const nameKey = (text: string): string => text.toLowerCase().replace(NON_ALPHANUMERIC, '');

export function indexPrayer<P extends FilterablePrayer>(prayer: P): IndexedPrayer<P> {
  return {
    prayer,
    nameKey: nameKey(prayer.name),
    characters: new Set(prayer.rateUp.characters.map((c) => c.character)),
    cards: new Set(prayer.rateUp.cards.map((c) => c.card)),
    prayerTypes: new Set(prayer.prayerTypes),
    charTypes: new Set(prayer.rateUp.characters.map((c) => c.type)),
    stepUps: new Set(prayer.stepUps.map((s) => s.kind)),
    startMs: Date.parse(prayer.start),
    endMs: Date.parse(prayer.end),
  };
}

const DAY_MS = 86_400_000;

/** A search compiled once per change: the checks it needs and nothing else. */
export type PrayerPredicate<P> = (entry: IndexedPrayer<P>) => boolean;

/**
 * The list's filter: a name substring (normalised); every chosen character and card is a
 * rate-up (AND); any chosen prayer type; every chosen character type present among the rate-ups
 * (ufes = sfes or mfes); every chosen step-up kind ('none' = no step-up); and the prayer overlaps
 * [start day 00:00 UTC, end day 24:00 UTC or now).
 */
export function compileSearch<P>(search: PrayerSearch, now: number): PrayerPredicate<P> {
  const name = nameKey(search.name);
  const fromMs = Date.parse(`${search.start}T00:00:00Z`);
  const toMs = search.end === null ? now : Date.parse(`${search.end}T00:00:00Z`) + DAY_MS;
  const charTypeGroups = search.charTypes.map((t) => CHAR_TYPE_FILTERS[t] as readonly CharacterType[]);
  const wantsNone = search.stepUps.includes('none');
  const kinds = search.stepUps.filter((s): s is StepUpKind => s !== 'none');
  return (e) => {
    if (name && !e.nameKey.includes(name)) return false;
    if (!(e.endMs > fromMs && e.startMs < toMs)) return false;
    for (const id of search.characters) if (!e.characters.has(id)) return false;
    for (const id of search.cards) if (!e.cards.has(id)) return false;
    if (search.prayerTypes.length > 0 && !search.prayerTypes.some((t) => e.prayerTypes.has(t))) return false;
    for (const group of charTypeGroups) if (!group.some((t) => e.charTypes.has(t))) return false;
    if (wantsNone && e.stepUps.size > 0) return false;
    for (const kind of kinds) if (!e.stepUps.has(kind)) return false;
    return true;
  };
}

export function filterPrayers<P>(entries: readonly IndexedPrayer<P>[], search: PrayerSearch, now: number): P[] {
  const matches = compileSearch<P>(search, now);
  const out: P[] = [];
  for (const e of entries) if (matches(e)) out.push(e.prayer);
  return out;
}
