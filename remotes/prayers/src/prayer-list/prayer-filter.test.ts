import type { CharacterType } from 'shared-domain/characters/character-types';
import type { PrayerType, StepUpKind } from 'shared-domain/constants/prayer-kinds';
import { filterPrayers, indexPrayer, nameKey, type FilterablePrayer } from './prayer-filter';
import { EMPTY_SEARCH, type PrayerSearch } from './prayer-search';

const prayer = (
  id: number,
  name: string,
  opts: {
    start?: string;
    end?: string;
    types?: PrayerType[];
    chars?: [number, CharacterType][];
    cards?: number[];
    steps?: StepUpKind[];
  } = {},
): FilterablePrayer => ({
  id,
  name,
  start: opts.start ?? '2022-01-01T03:00:00Z',
  end: opts.end ?? '2022-01-15T03:00:00Z',
  prayerTypes: opts.types ?? ['normal'],
  stepUps: (opts.steps ?? []).map((kind) => ({ kind })),
  rateUp: {
    characters: (opts.chars ?? []).map(([character, type]) => ({ character, type })),
    cards: (opts.cards ?? []).map((card) => ({ card })),
  },
});

const PRAYERS = [
  prayer(1, "Reimu's Fes. Prayer!", {
    chars: [
      [10, 'fes'],
      [11, 'gen'],
    ],
    types: ['normal'],
    steps: ['asc'],
  }),
  prayer(2, 'Marisa U.Fes Prayer', { chars: [[20, 'sfes']], types: ['gc'], steps: ['desc-2', 'asc'] }),
  prayer(3, 'Hifuu Renko Prayer', {
    chars: [
      [30, 'mfes'],
      [10, 'fes'],
    ],
    types: ['normal', 'story-card'],
    cards: [7, 8],
  }),
  prayer(4, 'Story Card Prayer', { types: ['story-card'], cards: [7], start: '2021-05-01T03:00:00Z', end: '2021-05-11T00:00:00Z' }),
  prayer(5, 'Pure Fes Sanae', {
    chars: [
      [50, 'wfes'],
      [51, 'afes'],
    ],
    types: ['normal'],
    start: '2023-06-01T03:00:00Z',
    end: '2023-06-10T03:00:00Z',
  }),
  prayer(6, 'Epic relic genic', {
    chars: [
      [60, 'epic'],
      [61, 'relic'],
      [62, 'genic'],
    ],
    types: ['other'],
    steps: ['desc'],
  }),
];
const INDEX = PRAYERS.map(indexPrayer);
const NOW = Date.parse('2024-01-01T00:00:00Z');
const ids = (search: Partial<PrayerSearch>, now = NOW) => filterPrayers(INDEX, { ...EMPTY_SEARCH, ...search }, now).map((p) => p.id);

describe('nameKey', () => {
  it.each([
    ["Reimu's Fes. Prayer!", 'reimusfesprayer'],
    ['U.Fes', 'ufes'],
    ['  A-b_C 1 ', 'abc1'],
    ['霊夢 Prayer', '霊夢prayer'],
  ])('%s → %s', (text, key) => expect(nameKey(text)).toBe(key));
});

describe('filterPrayers', () => {
  it('the empty search keeps every prayer that ends after the default start', () => {
    // Prayer 4 ends exactly at 2021-05-11 00:00 UTC: not after the start.
    expect(ids({})).toEqual([1, 2, 3, 5, 6]);
  });

  it.each([
    ['reimus fes', [1]],
    ['REIMU’S', [1]],
    ['ufes', [2]],
    ['u.fes', [2]],
    ['prayer', [1, 2, 3]],
    ['zzz', []],
  ])('name %p → %p', (name, expected) => expect(ids({ name })).toEqual(expected));

  it.each([
    [[10], [1, 3]],
    [[10, 11], [1]],
    [[10, 30], [3]],
    [[99], []],
  ])('characters %p are all rate-up (AND) → %p', (characters, expected) => expect(ids({ characters })).toEqual(expected));

  it.each([
    [[7], [3]],
    [[7, 8], [3]],
    [[8, 9], []],
  ])('cards %p (AND) → %p', (cards, expected) => expect(ids({ cards })).toEqual(expected));

  it('cards: prayer 4 is included once the start allows it', () => {
    expect(ids({ cards: [7], start: '2021-01-01' })).toEqual([3, 4]);
  });

  it.each<[PrayerType[], number[]]>([
    [['gc'], [2]],
    [
      ['gc', 'story-card'],
      [2, 3],
    ],
    [['other'], [6]],
    [['forever-prayer'], []],
  ])('prayer types %p (ANY) → %p', (prayerTypes, expected) => expect(ids({ prayerTypes })).toEqual(expected));

  it.each<[PrayerSearch['charTypes'], number[]]>([
    [['standard'], [1]],
    [['l1-festival'], [1, 3]],
    [['a-festival'], [5]],
    [['main-ufes'], [2]],
    [['hifuu-ufes'], [3]],
    [['ufes'], [2, 3]],
    [['ufes', 'l1-festival'], [3]],
    [['genic'], [6]],
    [['relic', 'epic'], [6]],
    [['pfes'], [5]],
    [['pfes', 'standard'], []],
  ])('character types %p (ALL) → %p', (charTypes, expected) => expect(ids({ charTypes })).toEqual(expected));

  it.each<[PrayerSearch['stepUps'], number[]]>([
    [['asc'], [1, 2]],
    [['asc', 'desc-2'], [2]],
    [['desc'], [6]],
    [['asc-2'], []],
    [['none'], [3, 5]],
    [['none', 'asc'], []],
  ])('step-ups %p (every) → %p', (stepUps, expected) => expect(ids({ stepUps })).toEqual(expected));

  it.each<[string, string | null, number[]]>([
    // Overlap: ends after start day 00:00 and begins before the end day is over.
    ['2023-06-10', null, [5]],
    ['2023-06-11', null, []],
    ['2021-05-10', '2021-05-10', [4]],
    ['2022-01-15', '2022-01-15', [1, 2, 3, 6]],
    ['2022-01-16', '2023-05-31', []],
    ['2023-05-31', '2023-06-01', [5]],
  ])('dates %s..%s → %p', (start, end, expected) => expect(ids({ start, end })).toEqual(expected));

  it("end 'now' leaves out prayers that begin later", () => {
    expect(ids({}, Date.parse('2022-06-01T00:00:00Z'))).toEqual([1, 2, 3, 6]);
  });
});
