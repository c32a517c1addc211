import type { Collection } from 'shared-domain/collection/collection-model';
import type { Collectable } from 'shared-domain/schemas/api/general';
import { compareCollections, summarizeCollection, summaryRows } from './collection-summary';

// Written out by hand: 3001 is out in JP only and 3002 dated in global next year (both wait for JP
// content), card 4 is not out yet; relic 1500 and 3★ card 2 are in the content but not owned.
const collectable: Collectable = {
  units: [
    { type: 'gen', ids: '1001-1002', later: '' },
    { type: 'sfes', ids: '2001', later: '' },
    { type: 'relic', ids: '1500', later: '' },
    { type: 'epic', ids: '', later: '3001-3002' },
    { type: 'wfes', ids: '', later: '' },
  ],
  cards: [
    { rarity: 5, ids: '1,3', later: '' },
    { rarity: 4, ids: '', later: '4' },
    { rarity: 3, ids: '2', later: '' },
  ],
};
const mine: Collection = {
  units: {
    '1001': { fr: false },
    '1002': { fr: true },
    '2001': { fr: false },
    '3001': { fr: false },
    '3002': { fr: false },
    '9999': { fr: false },
  },
  cards: { '1': 0, '3': 4, '4': 1, '77': 2 },
};

describe('summaryRows', () => {
  it('has a row for every type and rarity with ids a global player may see, or every id with JP content on', () => {
    expect(summaryRows(collectable, false)).toEqual({
      units: [
        { type: 'gen', ids: '1001-1002' },
        { type: 'sfes', ids: '2001' },
        { type: 'relic', ids: '1500' },
      ],
      cards: [
        { rarity: 5, ids: '1,3' },
        { rarity: 3, ids: '2' },
      ],
    });
    expect(summaryRows(collectable, true).units.map((r) => r.type)).toEqual(['gen', 'sfes', 'relic', 'epic']);
    expect(summaryRows(collectable, true).cards).toEqual([
      { rarity: 5, ids: '1,3' },
      { rarity: 4, ids: '4' },
      { rarity: 3, ids: '2' },
    ]);
  });
});

describe('summarizeCollection', () => {
  it('counts owned characters by type and cards by rarity, leaving JP-only and future items out with JP content off', () => {
    expect(summarizeCollection(mine, collectable, summaryRows(collectable, false))).toEqual({
      unitsByType: [
        { type: 'gen', owned: 2 },
        { type: 'sfes', owned: 1 },
        { type: 'relic', owned: 0 },
      ],
      cardsByRarity: [
        { rarity: 5, owned: 2 },
        { rarity: 3, owned: 0 },
      ],
      hidden: 3,
      unknown: 2,
    });
  });

  it('counts them all with JP content on', () => {
    expect(summarizeCollection(mine, collectable, summaryRows(collectable, true))).toEqual({
      unitsByType: [
        { type: 'gen', owned: 2 },
        { type: 'sfes', owned: 1 },
        { type: 'relic', owned: 0 },
        { type: 'epic', owned: 2 },
      ],
      cardsByRarity: [
        { rarity: 5, owned: 2 },
        { rarity: 4, owned: 1 },
        { rarity: 3, owned: 0 },
      ],
      hidden: 0,
      unknown: 2,
    });
  });
});

describe('compareCollections', () => {
  it('counts what each owns that the other misses, units and cards together', () => {
    const theirs: Collection = { units: { '1001': { fr: true }, '5': { fr: false } }, cards: { '1': 4, '8': 0, '9': 1 } };
    expect(compareCollections(mine, theirs)).toEqual({ theyOwnYouMiss: 3, youOwnTheyMiss: 8 });
  });
});
