import {
  EMPTY_COLLECTION,
  cardLimitBreak,
  isEmptyCollection,
  isOwnedUnit,
  isRebirthDone,
  ownedCardCount,
  ownedUnitCount,
  withCard,
  withRebirth,
  withUnitOwned,
} from './collection-model';

describe('collection marks', () => {
  it('marks a unit owned, then its rebirth, and unmarking forgets both', () => {
    const owned = withUnitOwned(EMPTY_COLLECTION, 1001, true);
    expect(owned.units).toEqual({ '1001': { fr: false } });
    const reborn = withRebirth(owned, 1001, true);
    expect(isRebirthDone(reborn, 1001)).toBe(true);
    const gone = withUnitOwned(reborn, 1001, false);
    expect(gone.units).toEqual({});
    expect(isOwnedUnit(gone, 1001)).toBe(false);
  });

  it('marks the unit owned when its rebirth is marked done', () => {
    const c = withRebirth(EMPTY_COLLECTION, 1002, true);
    expect(c.units).toEqual({ '1002': { fr: true } });
    expect(withRebirth(EMPTY_COLLECTION, 1002, false)).toBe(EMPTY_COLLECTION);
  });

  it('keeps a card with its limit breaks, 0 counting as owned', () => {
    const c = withCard(withCard(EMPTY_COLLECTION, 7, 0), 8, 4);
    expect(c.cards).toEqual({ '7': 0, '8': 4 });
    expect(cardLimitBreak(c, 7)).toBe(0);
    expect(cardLimitBreak(c, 9)).toBeNull();
    expect(withCard(c, 7, null).cards).toEqual({ '8': 4 });
  });

  it('returns the same object when nothing changes (no store update, no write)', () => {
    const c = withUnitOwned(EMPTY_COLLECTION, 5, true);
    expect(withUnitOwned(c, 5, true)).toBe(c);
    expect(withRebirth(c, 5, false)).toBe(c);
    expect(withCard(c, 3, null)).toBe(c);
  });

  it('counts owned items among those a list shows', () => {
    const c = withCard(withUnitOwned(withUnitOwned(EMPTY_COLLECTION, 1, true), 3, true), 10, 2);
    expect(ownedUnitCount(c, [{ id: 1 }, { id: 2 }])).toEqual({ owned: 1, total: 2 });
    expect(ownedCardCount(c, [{ id: 10 }, { id: 11 }, { id: 12 }])).toEqual({ owned: 1, total: 3 });
    expect(isEmptyCollection(c)).toBe(false);
    expect(isEmptyCollection(EMPTY_COLLECTION)).toBe(true);
  });
});
