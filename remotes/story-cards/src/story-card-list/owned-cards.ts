import { cardLimitBreak, type Collection, type OwnedCount } from 'shared-domain/collection/collection-model';
import { STORY_CARD_RARITIES, STORY_CARD_TYPES, type StoryCardRarity, type StoryCardType } from 'shared-domain/constants/story-card-kinds';
import type { OwnedFilter } from './story-card-criteria';

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
  const rarity = new Map<StoryCardRarity, OwnedCount>();
  const suit = new Map<StoryCardType, OwnedCount>();
  const all = { owned: 0, total: 0 };
  for (const card of cards) {
    const owned = collection !== null && cardLimitBreak(collection, card.id) !== null ? 1 : 0;
    const r = rarity.get(card.rarity) ?? { owned: 0, total: 0 };
    const s = suit.get(card.type) ?? { owned: 0, total: 0 };
    rarity.set(card.rarity, { owned: r.owned + owned, total: r.total + 1 });
    suit.set(card.type, { owned: s.owned + owned, total: s.total + 1 });
    all.owned += owned;
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
  return items.filter((item) => (cardLimitBreak(collection, item.card.id) !== null) === want);
}
