import type { StoryCardListItem } from 'shared-domain/schemas/api/story-cards';

/** Test-only builders: a valid list card with every field, overridable per test. */

type Buff = StoryCardListItem['buffs'][number];

export function testBuff(attr: string, overrides: Partial<Buff> = {}): Buff {
  const [attrType = 'misc', attrName = 'hp-recovery'] = attr.split(':');
  return {
    attr,
    attrType: attrType as Buff['attrType'],
    attrName,
    enabled: true,
    target: 'self',
    turn: null,
    role: null,
    values: [10, 12, 14, 16, 18],
    ...overrides,
  };
}

export function testCard(id: number, overrides: Partial<StoryCardListItem> = {}): StoryCardListItem {
  return {
    id,
    name: `Card ${id}`,
    aliases: [],
    sortKey: `card ${id}`,
    type: 'plum',
    rarity: 5,
    image: `/images/story-cards/${id}.svg`,
    stats: [
      { type: 'hp', min: [100, 110, 120, 130, 140], max: [500, 550, 600, 650, 700] },
      { type: 'yang-atk', min: [10, 11, 12, 13, 14], max: [50, 55, 60, 65, 70] },
    ],
    total: { min: [30, 33, 36, 39, 42], max: [150, 165, 180, 195, 210] },
    buffs: [],
    randomBuffs: [],
    artist: 'test-artist',
    artistName: 'Test Artist',
    artistJp: 'テスト',
    releaseDate: '2022-01-01T03:00:00Z',
    revealTime: null,
    isGen: false,
    obtaining: [{ type: 'general', display: 'Standard Prayer' }],
    featured: [],
    links: { reference1: null, reference2: null },
    ...overrides,
  };
}
