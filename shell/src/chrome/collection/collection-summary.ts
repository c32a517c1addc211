import type { CharacterType } from 'shared-domain/characters/character-types';
import { countOwnedIn } from 'shared-domain/collection/id-ranges';
import type { Collection } from 'shared-domain/collection/collection-model';
import type { Collectable } from 'shared-domain/schemas/api/general';

/** What the summary counts, as ranges of ids: every unit type and card rarity the lists show. */
export interface SummaryRows {
  units: { type: CharacterType; ids: string }[];
  cards: { rarity: number; ids: string }[];
}

const joined = (...ranges: string[]) => ranges.filter((r) => r !== '').join(',');

/**
 * The rows of the summary: with JP content off, the ids a global player may see (the lists' one
 * spoiler rule); with it on, every id. A type or rarity with no id to count has no row.
 */
export function summaryRows(collectable: Collectable, jpContent: boolean): SummaryRows {
  const idsOf = (row: { ids: string; later: string }) => (jpContent ? joined(row.ids, row.later) : row.ids);
  return {
    units: collectable.units.flatMap((row) => (idsOf(row) === '' ? [] : [{ type: row.type, ids: idsOf(row) }])),
    cards: collectable.cards.flatMap((row) => (idsOf(row) === '' ? [] : [{ rarity: row.rarity, ids: idsOf(row) }])),
  };
}

export interface CollectionSummary {
  /** Owned characters per row (unit type), in the rows' order; a row owned none of reads 0. */
  unitsByType: { type: CharacterType; owned: number }[];
  /** Owned story cards per row (rarity), highest first. */
  cardsByRarity: { rarity: number; owned: number }[];
  /** Owned items the spoiler rule hides (JP-only, future, not out yet): counted only with JP content on. */
  hidden: number;
  /** Owned ids the content does not know (an id from another version, a hand-edited file). */
  unknown: number;
}

/** What the home page sums up: the collection counted against the summary's rows (summaryRows of `collectable`). */
export function summarizeCollection(c: Collection, collectable: Collectable, rows: SummaryRows): CollectionSummary {
  const known = (kind: 'units' | 'cards', owned: Readonly<Record<string, unknown>>) =>
    collectable[kind].reduce((n, row) => n + countOwnedIn(joined(row.ids, row.later), owned), 0);
  const unitsByType = rows.units.map(({ type, ids }) => ({ type, owned: countOwnedIn(ids, c.units) }));
  const cardsByRarity = rows.cards.map(({ rarity, ids }) => ({ rarity, owned: countOwnedIn(ids, c.cards) }));
  const counted = [...unitsByType, ...cardsByRarity].reduce((n, row) => n + row.owned, 0);
  const knownUnits = known('units', c.units);
  const knownCards = known('cards', c.cards);
  return {
    unitsByType,
    cardsByRarity,
    hidden: knownUnits + knownCards - counted,
    unknown: Object.keys(c.units).length - knownUnits + Object.keys(c.cards).length - knownCards,
  };
}

/** Compared with one's own: what the other collection owns that one misses, and the other way round. */
export function compareCollections(mine: Collection, theirs: Collection): { theyOwnYouMiss: number; youOwnTheyMiss: number } {
  const missing = (from: Collection, by: Collection) =>
    Object.keys(from.units).filter((id) => !Object.hasOwn(by.units, id)).length +
    Object.keys(from.cards).filter((id) => !Object.hasOwn(by.cards, id)).length;
  return { theyOwnYouMiss: missing(theirs, mine), youOwnTheyMiss: missing(mine, theirs) };
}
