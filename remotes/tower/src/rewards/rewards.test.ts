import { groupRewards, normaliseItemSearch, type RewardSource } from './rewards-grouping';
import { isRewardVisible, visibleRewards } from './reward-visibility';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const OUT = { global: '2025-01-01T03:00:00Z', jp: '2024-01-01T03:00:00Z' };
const NEXT_WEEK = { global: '2026-11-29T03:00:00Z', jp: '2026-01-01T03:00:00Z' };
const JP_ONLY = { global: null, jp: '2026-10-01T03:00:00Z' };

describe('isRewardVisible', () => {
  it.each<[string, { global: string | null }, boolean, boolean]>([
    ['released, JP off', OUT, false, true],
    ['released, JP on', OUT, true, true],
    ['dated later, JP off', NEXT_WEEK, false, false],
    ['dated later, JP on', NEXT_WEEK, true, true],
    ['JP only, JP off', JP_ONLY, false, false],
    ['JP only, JP on', JP_ONLY, true, true],
  ])('%s → %p', (_case, release, jp, expected) => {
    expect(isRewardVisible(release, NOW, jp)).toBe(expected);
  });

  it('shows a floor reward from the moment its time passes', () => {
    const at = Date.parse('2026-11-29T03:00:00Z');
    expect(visibleRewards(['coin'], NEXT_WEEK, at - 1, false)).toEqual([]);
    expect(visibleRewards(['coin'], NEXT_WEEK, at, false)).toEqual(['coin']);
  });
});

const CONTENT: RewardSource[] = [
  {
    item: 'gold-coin',
    name: 'Gold Coin',
    image: '/images/items/gold-coin.webp',
    glow: null,
    values: [
      { floor: 12, amount: 2000, release: OUT },
      { floor: 3, amount: 1000, release: OUT },
      { floor: 14, amount: 5000, release: JP_ONLY },
    ],
  },
  {
    item: 'spirit-tome-3',
    name: 'Spirit Tome (Supreme)',
    image: '/images/items/spirit-tome-3.webp',
    glow: 'gold',
    values: [{ floor: 13, amount: 1, release: NEXT_WEEK }],
  },
  {
    item: 'upgrade-tome-2',
    name: 'Upgrade Tome (Greater)',
    image: '/images/items/upgrade-tome-2.webp',
    glow: 'red',
    values: [{ floor: 5, amount: 3, release: OUT }],
  },
];

describe('groupRewards', () => {
  it('without JP content keeps released floors, lowest first, and drops items with none', () => {
    expect(groupRewards(CONTENT, { lastFloor: 12, now: NOW, jpContent: false })).toEqual([
      {
        item: 'gold-coin',
        name: 'Gold Coin',
        image: '/images/items/gold-coin.webp',
        glow: null,
        floors: [
          { floor: 3, amount: 1000, jp: false },
          { floor: 12, amount: 2000, jp: false },
        ],
      },
      {
        item: 'upgrade-tome-2',
        name: 'Upgrade Tome (Greater)',
        image: '/images/items/upgrade-tome-2.webp',
        glow: 'red',
        floors: [{ floor: 5, amount: 3, jp: false }],
      },
    ]);
  });

  it('with JP content lists every floor and marks those beyond the last global floor JP', () => {
    const groups = groupRewards(CONTENT, { lastFloor: 12, now: NOW, jpContent: true });
    expect(groups.map((g) => [g.item, g.floors.map((f) => `${f.floor}${f.jp ? ' JP' : ''}`)])).toEqual([
      ['gold-coin', ['3', '12', '14 JP']],
      ['spirit-tome-3', ['13 JP']],
      ['upgrade-tome-2', ['5']],
    ]);
  });

  it('a floor the clock released since the answer is no longer JP', () => {
    const groups = groupRewards(CONTENT, { lastFloor: 12, now: Date.parse('2026-11-30T00:00:00Z'), jpContent: true });
    expect(groups.find((g) => g.item === 'spirit-tome-3')?.floors).toEqual([{ floor: 13, amount: 1, jp: false }]);
  });

  it.each([
    ['tome', ['upgrade-tome-2']],
    ['UPGRADE  tome', ['upgrade-tome-2']],
    ['(greater)', ['upgrade-tome-2']],
    ['coin', ['gold-coin']],
    ['', ['gold-coin', 'upgrade-tome-2']],
    ['crystal', []],
  ])('search %p → %p', (search, items) => {
    expect(groupRewards(CONTENT, { lastFloor: 12, now: NOW, jpContent: false, search }).map((g) => g.item)).toEqual(items);
  });

  it('normalises searches to letters and digits', () => {
    expect(normaliseItemSearch(' Spirit-Tome (Supreme) ')).toBe('spirittomesupreme');
  });
});
