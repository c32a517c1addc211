import { CHARACTER_TYPES, type CharacterType } from 'shared-domain/characters/character-types';
import { isListedCharacter, thumbnailFacts, type SpoilerView } from 'shared-domain/characters/spoilers';
import type { Collection } from 'shared-domain/collection/collection-model';

type UnitFacts = Parameters<typeof thumbnailFacts>[0] & { id: number; type: CharacterType };
interface CardFacts {
  id: number;
  rarity: number;
  releaseDate: string;
}

export interface CollectionSummary {
  /** Owned characters per unit type, in the types' display order, types owned none of left out. */
  unitsByType: { type: CharacterType; owned: number }[];
  /** Owned story cards per rarity (stars), highest first. */
  cardsByRarity: { rarity: number; owned: number }[];
  /** Owned items the spoiler rule hides (JP-only, future): counted only with JP content on. */
  hidden: number;
  /** Owned ids the data does not know (a card without an illustrator, an id from another version). */
  unknown: number;
}

/**
 * What the home page sums up. The same spoiler rule as the lists: with JP content off, JP-only and
 * future units and cards released after `now` are not counted (only said to be hidden).
 */
export function summarizeCollection(
  c: Collection,
  units: readonly UnitFacts[],
  cards: readonly CardFacts[],
  view: SpoilerView,
): CollectionSummary {
  const byType = new Map<CharacterType, number>();
  const byRarity = new Map<number, number>();
  let hidden = 0;
  let knownUnits = 0;
  for (const u of units) {
    if (!Object.hasOwn(c.units, String(u.id))) continue;
    knownUnits += 1;
    if (isListedCharacter(thumbnailFacts(u), view)) byType.set(u.type, (byType.get(u.type) ?? 0) + 1);
    else hidden += 1;
  }
  const seenCards = new Set<number>();
  for (const card of cards) {
    if (seenCards.has(card.id) || !Object.hasOwn(c.cards, String(card.id))) continue;
    seenCards.add(card.id);
    if (view.jpContent || Date.parse(card.releaseDate) <= view.now) byRarity.set(card.rarity, (byRarity.get(card.rarity) ?? 0) + 1);
    else hidden += 1;
  }
  return {
    unitsByType: CHARACTER_TYPES.flatMap((type) => (byType.get(type) ? [{ type, owned: byType.get(type)! }] : [])),
    cardsByRarity: [...byRarity.entries()].sort(([a], [b]) => b - a).map(([rarity, owned]) => ({ rarity, owned })),
    hidden,
    unknown: Object.keys(c.units).length - knownUnits + (Object.keys(c.cards).length - seenCards.size),
  };
}

/** Compared with one's own: what the other collection owns that one misses, and the other way round. */
export function compareCollections(mine: Collection, theirs: Collection): { theyOwnYouMiss: number; youOwnTheyMiss: number } {
  const missing = (from: Collection, by: Collection) =>
    Object.keys(from.units).filter((id) => !Object.hasOwn(by.units, id)).length +
    Object.keys(from.cards).filter((id) => !Object.hasOwn(by.cards, id)).length;
  return { theyOwnYouMiss: missing(theirs, mine), youOwnTheyMiss: missing(mine, theirs) };
}
