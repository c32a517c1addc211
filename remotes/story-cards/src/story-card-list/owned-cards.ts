import { type Collection, type OwnedCount } from 'shared-domain/collection/collection-model';
import { STORY_CARD_RARITIES, STORY_CARD_TYPES, type StoryCardRarity, type StoryCardType } from 'shared-domain/constants/story-card-kinds';
import type { OwnedFilter } from './story-card-criteria';

// One Set of owned card ids per collection object (a marking makes a new one): a number lookup
// per card instead of a string key in a large object.
const idSets = new WeakMap<object, ReadonlySet<number>>();
function ownedCardIds(cards: Collection['cards']): ReadonlySet<number> {
  let ids = idSets.get(cards);
  if (!ids) idSets.set(cards, (ids = new Set(Object.keys(cards).map(Number))));
  return ids;
}

interface CountedCard {
  id: number;
  rarity: StoryCardRarity;
  type: StoryCardType;
}

export interface OwnedCardCounts {
  all: OwnedCount;
  /** Highest rarity first; only rarities the list holds. */
  byRarity: Array<OwnedCount & { rarity: StoryCardRarity }>;
  /** In suit order; only suits the list holds. */
  bySuit: Array<OwnedCount & { suit: StoryCardType }>;
}

/**
 * "Owned X of Y" of the cards a list shows, overall and by rarity and suit, in one pass. Null
 * collection (not read yet): totals only, owned 0 (the view shows '–').
 */
export function ownedCardCounts(cards: readonly CountedCard[], collection: Collection | null): OwnedCardCounts {
  // Counters mutated in place and one hasOwn per card: this runs on every marking, over every card.
  const rarity = new Map<StoryCardRarity, OwnedCount>();
  const suit = new Map<StoryCardType, OwnedCount>();
  const all = { owned: 0, total: 0 };
  const owned = collection ? ownedCardIds(collection.cards) : null;
  for (const card of cards) {
    const has = owned?.has(card.id) ? 1 : 0;
    let r = rarity.get(card.rarity);
    if (!r) rarity.set(card.rarity, (r = { owned: 0, total: 0 }));
    let s = suit.get(card.type);
    if (!s) suit.set(card.type, (s = { owned: 0, total: 0 }));
    r.owned += has;
    r.total += 1;
    s.owned += has;
    s.total += 1;
    all.owned += has;
    all.total += 1;
  }
  return {
    all,
    byRarity: [...STORY_CARD_RARITIES].reverse().flatMap((r) => {
      const count = rarity.get(r);
      return count ? [{ rarity: r, ...count }] : [];
    }),
    bySuit: STORY_CARD_TYPES.flatMap((s) => {
      const count = suit.get(s);
      return count ? [{ suit: s, ...count }] : [];
    }),
  };
}

/** The cards the owned filter keeps; all of them before the collection is read. */
export function filterOwnedCards<T extends { card: { id: number } }>(
  items: readonly T[],
  collection: Collection | null,
  filter: OwnedFilter,
): readonly T[] {
  if (!filter || !collection) return items;
  const want = filter === 'yes';
  const owned = ownedCardIds(collection.cards);
  return items.filter((item) => owned.has(item.card.id) === want);
}
