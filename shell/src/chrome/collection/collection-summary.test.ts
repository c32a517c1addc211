import type { Collection } from 'shared-domain/collection/collection-model';
import { compareCollections, summarizeCollection } from './collection-summary';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const unit = (
  id: number,
  type: 'gen' | 'sfes' | 'epic',
  extra: { jp?: boolean; debut?: string | null; status?: 'limited' | 'upcoming' } = {},
) => ({
  id,
  type,
  status: extra.status ?? ('limited' as const),
  announced: false,
  released: !extra.jp,
  jpReleased: true,
  jp: extra.jp ?? false,
  debut: extra.debut ?? null,
});
const units = [
  unit(1001, 'gen'),
  unit(1002, 'gen'),
  unit(2001, 'sfes'),
  // Out in the Japanese version only.
  unit(3001, 'epic', { jp: true }),
  // Dated in global next year, not announced: a future unit.
  unit(3002, 'epic', { debut: '2027-06-01T00:00:00Z', status: 'limited' }),
];
const cards = [
  { id: 1, rarity: 5, releaseDate: '2022-01-01T00:00:00Z' },
  { id: 2, rarity: 3, releaseDate: '2023-01-01T00:00:00Z' },
  { id: 3, rarity: 5, releaseDate: '2024-01-01T00:00:00Z' },
  // Released next year.
  { id: 4, rarity: 4, releaseDate: '2027-01-01T00:00:00Z' },
];
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

describe('summarizeCollection', () => {
  it('counts owned characters by type and cards by rarity, leaving JP-only and future items out with JP content off', () => {
    expect(summarizeCollection(mine, units, cards, { jpContent: false, now: NOW })).toEqual({
      unitsByType: [
        { type: 'gen', owned: 2 },
        { type: 'sfes', owned: 1 },
      ],
      cardsByRarity: [{ rarity: 5, owned: 2 }],
      hidden: 3,
      unknown: 2,
    });
  });

  it('counts them all with JP content on', () => {
    expect(summarizeCollection(mine, units, cards, { jpContent: true, now: NOW })).toEqual({
      unitsByType: [
        { type: 'gen', owned: 2 },
        { type: 'sfes', owned: 1 },
        { type: 'epic', owned: 2 },
      ],
      cardsByRarity: [
        { rarity: 5, owned: 2 },
        { rarity: 4, owned: 1 },
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
