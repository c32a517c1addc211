import type { Collection } from 'shared-domain/collection/collection-model';
import { filterOwnedCards, ownedCardCounts } from './owned-cards';

const cards = [
  { id: 1, rarity: 5, type: 'plum' },
  { id: 2, rarity: 5, type: 'bamboo' },
  { id: 3, rarity: 4, type: 'plum' },
  { id: 4, rarity: 3, type: 'orchid' },
  { id: 5, rarity: 5, type: 'plum' },
] as const;
const mine: Collection = { units: {}, cards: { '1': 0, '3': 4, '99': 2 } };

describe('owned story-card counts', () => {
  it('counts overall, by rarity (highest first) and by suit (suit order), listing only what the list holds', () => {
    expect(ownedCardCounts(cards, mine)).toEqual({
      all: { owned: 2, total: 5 },
      byRarity: [
        { rarity: 5, owned: 1, total: 3 },
        { rarity: 4, owned: 1, total: 1 },
        { rarity: 3, owned: 0, total: 1 },
      ],
      bySuit: [
        { suit: 'plum', owned: 2, total: 3 },
        { suit: 'orchid', owned: 0, total: 1 },
        { suit: 'bamboo', owned: 0, total: 1 },
      ],
    });
  });

  it('before the collection is read: the totals, none owned', () => {
    expect(ownedCardCounts(cards, null).byRarity[0]).toEqual({ rarity: 5, owned: 0, total: 3 });
  });

  it('an empty list has no rarity or suit to show', () => {
    expect(ownedCardCounts([], mine)).toEqual({ all: { owned: 0, total: 0 }, byRarity: [], bySuit: [] });
  });
});

describe('owned filter on story cards', () => {
  const items = cards.map((card) => ({ card }));
  it('keeps owned or missing cards; all of them without a filter or before the collection is read', () => {
    expect(filterOwnedCards(items, mine, 'yes').map((i) => i.card.id)).toEqual([1, 3]);
    expect(filterOwnedCards(items, mine, 'no').map((i) => i.card.id)).toEqual([2, 4, 5]);
    expect(filterOwnedCards(items, mine, null)).toBe(items);
    expect(filterOwnedCards(items, null, 'yes')).toBe(items);
  });
});
