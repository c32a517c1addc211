import { emptyCriteria, withSlot, type SortFilterSlot, type StoryCardCriteria } from './story-card-criteria';
import { roleCompatible, searchStoryCards } from './story-card-filter';
import { indexStoryCards } from './story-card-index';
import { testBuff, testCard } from './story-card-test-support';

const NOW = Date.parse('2026-11-22T19:00:00Z');
const ids = (cards: ReturnType<typeof indexStoryCards>, criteria: StoryCardCriteria, jpContent = false, now = NOW) =>
  searchStoryCards(cards, criteria, { now, jpContent }).map((c) => c.card.id);
const criteria = (patch: Partial<StoryCardCriteria>): StoryCardCriteria => ({ ...emptyCriteria(), ...patch });
const withSlots = (...slots: SortFilterSlot[]) => slots.reduce((c, s, i) => withSlot(c, i, s), emptyCriteria());
const effect = (attr: string, target: 'any' | 'single' | 'multi' = 'any', sort: 'asc' | 'desc' | 'turn' = 'desc'): SortFilterSlot => {
  const [attrType, attrName] = attr.split(':') as ['stat', string];
  return { kind: 'effect', attrType, attrName, sort, target };
};

describe('effect filter (spec 5): buff fixed or random; single = self/solo, multi = party/aoe; role rule', () => {
  const cards = indexStoryCards([
    testCard(1, { buffs: [testBuff('stat:yang-atk-up', { target: 'self', values: [1, 2, 3, 4, 5] })] }),
    testCard(2, { buffs: [testBuff('stat:yang-atk-up', { target: 'solo', values: [9] })] }),
    testCard(3, { buffs: [testBuff('stat:yang-atk-up', { target: 'party', values: [7] })] }),
    testCard(4, { buffs: [testBuff('stat:yang-atk-up', { target: 'aoe', role: 'attack', values: [3] })] }),
    testCard(5, { randomBuffs: [[testBuff('stat:yang-atk-up', { target: 'party', values: [4] }), testBuff('misc:p-gain')]] }),
    testCard(6, { buffs: [testBuff('stat:yin-atk-up', { target: 'party' })] }),
    testCard(7, { buffs: [testBuff('stat:yang-atk-up', { target: 'self', values: [6] }), testBuff('misc:p-gain', { role: 'heal' })] }),
  ]);

  it.each<[string, SortFilterSlot, number[]]>([
    ['any target, by value descending (max limit break)', effect('stat:yang-atk-up'), [2, 3, 7, 1, 5, 4]],
    ['single = self or solo', effect('stat:yang-atk-up', 'single'), [2, 7, 1]],
    ['multi = party or aoe, random alternatives count', effect('stat:yang-atk-up', 'multi'), [3, 5, 4]],
    ['ascending', effect('stat:yang-atk-up', 'any', 'asc'), [4, 5, 1, 7, 3, 2]],
    ['another buff', effect('stat:yin-atk-up'), [6]],
    ['a buff no card has', effect('stat:eva-up'), []],
  ])('%s', (_, slot, expected) => {
    expect(ids(cards, withSlots(slot))).toEqual(expected);
  });

  it.each<[string, StoryCardCriteria['role'], number[]]>([
    // Card 4's buff is ONLY attack; card 7 has another buff ONLY heal, which excludes it for any other role.
    ['role attack keeps buffs for any role or attack, drops cards with a heal-only buff', 'attack', [2, 3, 1, 5, 4]],
    ['role heal drops the attack-only buff and keeps card 7', 'heal', [2, 3, 7, 1, 5]],
    ['role speed drops both', 'speed', [2, 3, 1, 5]],
  ])('%s', (_, role, expected) => {
    expect(ids(cards, { ...withSlots(effect('stat:yang-atk-up')), role })).toEqual(expected);
  });

  it('the role alone filters too', () => {
    expect(ids(cards, criteria({ role: 'heal' }))).toEqual([1, 2, 3, 5, 6, 7]);
  });

  it('two effect slots: the card needs both, sorted by the first then the second', () => {
    expect(ids(cards, withSlots(effect('stat:yang-atk-up'), effect('misc:p-gain')))).toEqual([7, 5]);
  });

  it('turn order: longest first, value breaks ties', () => {
    const timed = indexStoryCards([
      testCard(1, { buffs: [testBuff('misc:p-gain', { turn: 1, values: [50] })] }),
      testCard(2, { buffs: [testBuff('misc:p-gain', { turn: 3, values: [5] })] }),
      testCard(3, { buffs: [testBuff('misc:p-gain', { turn: 3, values: [8] })] }),
      testCard(4, { buffs: [testBuff('misc:p-gain', { turn: null, values: [99] })] }),
    ]);
    expect(ids(timed, withSlots(effect('misc:p-gain', 'any', 'turn')))).toEqual([3, 2, 1, 4]);
  });

  it('roleCompatible', () => {
    expect(roleCompatible([], 'attack')).toBe(true);
    expect(roleCompatible(['attack'], null)).toBe(true);
    expect(roleCompatible(['attack', 'heal'], 'attack')).toBe(false);
  });
});

describe('other criteria', () => {
  const cards = indexStoryCards([
    testCard(1, {
      name: 'Lost Bamboo Forest',
      nameJp: '迷いの竹林',
      aliases: [{ value: 'lbf', priority: 1 }],
      type: 'chrysanthemum',
      rarity: 5,
      featured: [2015, 1001],
    }),
    testCard(2, { name: 'Lbf Shrine', type: 'plum', rarity: 4, featured: [2015], artist: 'yaha', artistName: 'Yaha', artistJp: null }),
    testCard(3, {
      name: 'Bamboo Path',
      type: 'bamboo',
      rarity: 3,
      obtaining: [
        { type: 'vs', display: 'VS' },
        { type: 'story', display: 'Story 1-1' },
      ],
    }),
    testCard(4, { name: 'Orchid Garden', type: 'orchid', rarity: 1, obtaining: [{ type: 'event', display: 'Event (Hard)' }] }),
  ]);

  it.each<[string, Partial<StoryCardCriteria>, number[]]>([
    ['nothing set: every card in list order', {}, [1, 2, 3, 4]],
    ['exact priority alias first, then other matches in order', { name: 'lbf' }, [1, 2]],
    ['name substring', { name: 'bamboo' }, [1, 3]],
    ['comma alternatives', { name: 'orchid, path' }, [3, 4]],
    ['a Japanese name, typed in full-width or as it is', { name: '竹林' }, [1]],
    ['Japanese and English alternatives together', { name: '竹林, orchid' }, [1, 4]],
    ['featured: every chosen character', { featured: [2015] }, [1, 2]],
    ['featured: AND', { featured: [2015, 1001] }, [1]],
    ['rarities', { rarities: [4, 5] }, [1, 2]],
    ['all four rarities = no filter', { rarities: [1, 3, 4, 5] }, [1, 2, 3, 4]],
    ['types', { types: ['plum', 'bamboo'] }, [2, 3]],
    ['all four types = no filter', { types: ['plum', 'orchid', 'chrysanthemum', 'bamboo'] }, [1, 2, 3, 4]],
    ['artist', { artist: 'YA-HA' }, [2]],
    ['artist by Japanese name', { artist: 'テス' }, [1, 3, 4]],
    ['obtaining group', { obtaining: ['challenge-quest'] }, [3]],
    ['obtaining type', { obtaining: ['event', 'general'] }, [1, 2, 4]],
  ])('%s', (_, patch, expected) => {
    expect(ids(cards, criteria(patch))).toEqual(expected);
  });
});

describe('stat and date slots', () => {
  const cards = indexStoryCards([
    testCard(1, { releaseDate: '2021-05-11T03:00:00Z', stats: [{ type: 'hp', min: [1, 1, 1, 1, 1], max: [100, 100, 100, 100, 1000] }] }),
    testCard(2, {
      releaseDate: '2022-03-01T03:00:00Z',
      stats: [
        { type: 'hp', min: [1, 1, 1, 1, 1], max: [100, 100, 100, 100, 2000] },
        { type: 'agi', min: [1, 1, 1, 1, 1], max: [9, 9, 9, 9, 90] },
      ],
    }),
    testCard(3, { releaseDate: '2023-07-01T03:00:00Z', stats: [{ type: 'agi', min: [1, 1, 1, 1, 1], max: [9, 9, 9, 9, 95] }] }),
    testCard(4, { releaseDate: '2026-12-01T03:00:00Z', stats: [{ type: 'hp', min: [1, 1, 1, 1, 1], max: [1, 1, 1, 1, 5000] }] }),
  ]);

  it.each<[string, SortFilterSlot, number[]]>([
    ['stat hp descending (max level, full limit break); cards without it last', { kind: 'stat', stat: 'hp', sort: 'desc' }, [2, 1, 3]],
    ['stat hp ascending; cards without it still last', { kind: 'stat', stat: 'hp', sort: 'asc' }, [1, 2, 3]],
    ['total (hp at 0.2): 2000*0.2+90=490, 1000*0.2=200, 95', { kind: 'stat', stat: 'total', sort: 'desc' }, [2, 1, 3]],
    ['date range filters and sorts', { kind: 'date', start: '2021-05-12', end: null, sort: 'asc' }, [2, 3]],
    ['date range with an end day', { kind: 'date', start: '2021-05-11', end: '2022-03-01', sort: 'desc' }, [2, 1]],
  ])('%s', (_, slot, expected) => {
    expect(ids(cards, withSlots(slot))).toEqual(expected);
  });

  it('unreleased cards only with JP content, and they appear when their time comes', () => {
    expect(ids(cards, emptyCriteria())).toEqual([1, 2, 3]);
    expect(ids(cards, emptyCriteria(), true)).toEqual([1, 2, 3, 4]);
    expect(ids(cards, emptyCriteria(), false, Date.parse('2026-12-01T03:00:00Z'))).toEqual([1, 2, 3, 4]);
  });

  it("'now' as the end excludes future cards even with JP content", () => {
    expect(ids(cards, withSlots({ kind: 'date', start: '2021-05-11', end: 'now', sort: 'asc' }), true)).toEqual([1, 2, 3]);
  });
});

describe('index errors (spec 8)', () => {
  it("unknown stat id → 'Undefined stat id'", () => {
    expect(() => indexStoryCards([testCard(1, { stats: [{ type: 'luck' as 'hp', min: [1, 1, 1, 1, 1], max: [1, 1, 1, 1, 1] }] })])).toThrow(
      'Undefined stat id',
    );
  });
  it("unknown element → 'element not found!'", () => {
    expect(() => indexStoryCards([testCard(1, { buffs: [testBuff('elem:plasma')] })])).toThrow('element not found!');
  });
});
