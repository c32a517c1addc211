import fc from 'fast-check';
import { BUFF_TYPES } from 'shared-domain/constants/buffs';
import { ROLES } from 'shared-domain/constants/roles';
import { STAT_IDS } from 'shared-domain/constants/stats';
import { STORY_CARD_TYPES } from 'shared-domain/constants/story-card-kinds';
import { catalogue } from '../messages/catalogue';
import { CLOSED_EFFECT_NAMES } from './effect-catalogue';
import {
  emptyCriteria,
  OBTAINING_FILTER_VALUES,
  SEARCH_RARITIES,
  type SortFilterSlot,
  type StoryCardCriteria,
} from './story-card-criteria';
import { mergeStoryCardQuery, parseStoryCardQuery, parseSortWord, parseTargetWord, serialiseStoryCardQuery } from './story-card-query';

const parse = (query: string) => parseStoryCardQuery(new URLSearchParams(query));
const parsed = (query: string) => parse(query).criteria;
const c = (patch: Partial<StoryCardCriteria>): StoryCardCriteria => ({ ...emptyCriteria(), ...patch });
const none: SortFilterSlot = { kind: 'none' };

describe('parseStoryCardQuery: tables', () => {
  it.each<[string, Partial<StoryCardCriteria>]>([
    ['', {}],
    ['name=lbf,Reimu', { name: 'lbf,Reimu' }],
    ['types=p,o', { types: ['plum', 'orchid'] }],
    ['types=bc', { types: ['chrysanthemum', 'bamboo'] }],
    ['types=Plum,BAMBOO', { types: ['plum', 'bamboo'] }],
    ['type=o&type=p', { types: ['plum', 'orchid'] }],
    ['rarities=5,4', { rarities: [4, 5] }],
    ['rarity=1', { rarities: [1] }],
    ['star=3,3', { rarities: [3] }],
    ['featured=2015,1001', { featured: [2015, 1001] }],
    ['artist=Kusanagi%20Nao', { artist: 'Kusanagi Nao' }],
    ['obtaining=event,prayer', { obtaining: ['prayer', 'event'] }],
    ['role=Attack', { role: 'attack' }],
    ['owned=yes', { owned: 'yes' }],
    ['owned=NO', { owned: 'no' }],
    [
      'effects=stat:yang-atk-up:desc:multi',
      { slots: [{ kind: 'effect', attrType: 'stat', attrName: 'yang-atk-up', sort: 'desc', target: 'multi' }, none, none] },
    ],
    [
      'options=elem:fire:ascending:solo',
      { slots: [{ kind: 'effect', attrType: 'elem', attrName: 'fire', sort: 'asc', target: 'single' }, none, none] },
    ],
    [
      'effects=misc:p-gain:turn:all',
      { slots: [{ kind: 'effect', attrType: 'misc', attrName: 'p-gain', sort: 'turn', target: 'multi' }, none, none] },
    ],
    ['effects=misc:p-gain', { slots: [{ kind: 'effect', attrType: 'misc', attrName: 'p-gain', sort: 'desc', target: 'any' }, none, none] }],
    ['effects=none,card-stat:agi:asc', { slots: [none, { kind: 'stat', stat: 'agi', sort: 'asc' }, none] }],
    ['effects=card-stat:total', { slots: [{ kind: 'stat', stat: 'total', sort: 'desc' }, none, none] }],
    ['effects=date:2022-01-01:null:asc', { slots: [{ kind: 'date', start: '2022-01-01', end: null, sort: 'asc' }, none, none] }],
    ['effects=date:2022-01-01:2022-12-31', { slots: [{ kind: 'date', start: '2022-01-01', end: '2022-12-31', sort: 'desc' }, none, none] }],
    ['effects=date:2022-01-01:now:desc', { slots: [{ kind: 'date', start: '2022-01-01', end: 'now', sort: 'desc' }, none, none] }],
  ])('%p', (query, expected) => {
    expect(parse(query)).toEqual({ criteria: c(expected), problems: [] });
  });

  it.each<[string, Partial<StoryCardCriteria>, RegExp]>([
    ['types=x', {}, /Unknown story card type "x"/],
    ['rarities=2', {}, /Rarity "2" was ignored/],
    ['featured=abc,5', { featured: [5] }, /"abc" is not a character id/],
    ['obtaining=shop', {}, /Unknown obtaining source "shop"/],
    ['role=tank', {}, /Unknown role "tank"/],
    // Spec 5: unknown buff names fall back to hp recovery.
    [
      'effects=stat:luck-up:asc:self',
      { slots: [{ kind: 'effect', attrType: 'misc', attrName: 'hp-recovery', sort: 'asc', target: 'single' }, none, none] },
      /unknown effect "stat:luck-up"/,
    ],
    [
      'effects=bogus',
      { slots: [{ kind: 'effect', attrType: 'misc', attrName: 'hp-recovery', sort: 'desc', target: 'any' }, none, none] },
      /unknown effect "bogus"/,
    ],
    ['effects=card-stat:luck:asc', { slots: [{ kind: 'stat', stat: 'hp', sort: 'asc' }, none, none] }, /Undefined stat id "luck"/],
    [
      'effects=date:2022-02-30:null',
      { slots: [{ kind: 'date', start: '2021-05-11', end: null, sort: 'desc' }, none, none] },
      /"2022-02-30" is not a date/,
    ],
    [
      'effects=date:2022-01-01:soon',
      { slots: [{ kind: 'date', start: '2022-01-01', end: null, sort: 'desc' }, none, none] },
      /"soon" is not a date/,
    ],
    [
      'effects=date:2022-01-01,date:2023-01-01',
      { slots: [{ kind: 'date', start: '2022-01-01', end: null, sort: 'desc' }, none, none] },
      /only one slot may hold a date range/,
    ],
    ['effects=none,none,none,misc:p-gain', {}, /Only 3 sort\/filter slots exist/],
    ['owned=maybe', {}, /^Collection filter "maybe" was ignored \(choose owned=yes or owned=no\)\.$/],
  ])('%p is read with a message', (query, expected, message) => {
    const result = parse(query);
    expect(result.criteria).toEqual(c(expected));
    expect(result.problems).toHaveLength(1);
    const problem = result.problems[0]!;
    expect(catalogue.in('en')(problem.key, problem.values)).toMatch(message);
  });

  it('says a problem in Japanese too', async () => {
    await catalogue.load('ja');
    const [problem] = parse('role=tank').problems;
    expect(catalogue.in('ja')(problem!.key, problem!.values)).toBe('不明なロール「tank」は無視しました。');
  });

  it.each<[string | undefined, string]>([
    ['asc', 'asc'],
    ['ascending', 'asc'],
    ['ASC', 'asc'],
    ['turn', 'turn'],
    ['turns', 'turn'],
    ['desc', 'desc'],
    ['whatever', 'desc'],
    [undefined, 'desc'],
  ])('sort word %p -> %p', (word, expected) => {
    expect(parseSortWord(word)).toBe(expected);
  });

  it.each<[string | undefined, string]>([
    ['multi', 'multi'],
    ['all', 'multi'],
    ['party', 'multi'],
    ['single', 'single'],
    ['solo', 'single'],
    ['self', 'single'],
    ['aoe', 'any'],
    [undefined, 'any'],
  ])('target word %p -> %p', (word, expected) => {
    expect(parseTargetWord(word)).toBe(expected);
  });
});

describe('serialise', () => {
  it.each<[Partial<StoryCardCriteria>, string]>([
    [{}, ''],
    [{ name: 'lbf, reimu' }, 'name=lbf,+reimu'],
    [{ types: ['plum', 'bamboo'], rarities: [4, 5] }, 'types=p,b&rarities=4,5'],
    [{ featured: [2015], artist: 'yaha', obtaining: ['prayer'], role: 'heal' }, 'featured=2015&artist=yaha&obtaining=prayer&role=heal'],
    [{ slots: [none, { kind: 'stat', stat: 'hp', sort: 'desc' }, none] }, 'effects=none,card-stat:hp:desc'],
    [{ rarities: [5], owned: 'no' }, 'rarities=5&owned=no'],
    [{ slots: [{ kind: 'date', start: '2021-05-11', end: null, sort: 'asc' }, none, none] }, 'effects=date:2021-05-11:null:asc'],
    [
      { slots: [{ kind: 'effect', attrType: 'tag', attrName: 'kappa', sort: 'turn', target: 'single' }, none, none] },
      'effects=tag:kappa:turn:single',
    ],
  ])('%j -> %p', (patch, expected) => {
    expect(serialiseStoryCardQuery(c(patch))).toBe(expected);
  });

  it('keeps parameters it does not own (an open character modal) and drops its own aliases', () => {
    expect(mergeStoryCardQuery(new URLSearchParams('star=5&character=1001&options=bogus'), c({ rarities: [3] }))).toBe(
      'rarities=3&character=1001',
    );
  });
});

// Arbitrary criteria in the canonical form the parser produces.
const subset = <T>(values: readonly T[]) => fc.subarray([...values]).map((picked) => values.filter((v) => picked.includes(v)));
const day = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
// Made once, not per sample: building a stringMatching arbitrary compiles its pattern, and took most of the test's time.
const openEffectName = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,2}$/);
const effectNames = new Map(
  BUFF_TYPES.map((attrType) => {
    const closed = CLOSED_EFFECT_NAMES[attrType];
    return [attrType, closed ? fc.constantFrom(...closed) : openEffectName] as const;
  }),
);
const effectSlot = fc.constantFrom(...BUFF_TYPES).chain((attrType) =>
  fc.record({
    kind: fc.constant('effect' as const),
    attrType: fc.constant(attrType),
    attrName: effectNames.get(attrType)!,
    sort: fc.constantFrom('asc' as const, 'desc' as const, 'turn' as const),
    target: fc.constantFrom('any' as const, 'single' as const, 'multi' as const),
  }),
);
const statSlot = fc.record({
  kind: fc.constant('stat' as const),
  stat: fc.constantFrom(...STAT_IDS, 'total' as const),
  sort: fc.constantFrom('asc' as const, 'desc' as const),
});
const dateSlot = fc.record({
  kind: fc.constant('date' as const),
  start: day,
  end: fc.oneof(fc.constant(null), fc.constant('now'), day),
  sort: fc.constantFrom('asc' as const, 'desc' as const),
});
const slot: fc.Arbitrary<SortFilterSlot> = fc.oneof(fc.constant<SortFilterSlot>({ kind: 'none' }), effectSlot, statSlot, dateSlot);
const slots = fc
  .tuple(slot, slot, slot)
  // Only one slot holds a date: later ones become empty, as the page allows.
  .map(
    (s) =>
      s.map((x, i) =>
        x.kind === 'date' && s.slice(0, i).some((y) => y.kind === 'date') ? ({ kind: 'none' } as const) : x,
      ) as StoryCardCriteria['slots'],
  );
const criteriaArb: fc.Arbitrary<StoryCardCriteria> = fc.record({
  name: fc.string(),
  featured: fc.uniqueArray(fc.integer({ min: 1, max: 99999 }), { maxLength: 4 }),
  artist: fc.string(),
  rarities: subset(SEARCH_RARITIES),
  types: subset(STORY_CARD_TYPES),
  obtaining: subset(OBTAINING_FILTER_VALUES),
  role: fc.oneof(fc.constant(null), fc.constantFrom(...ROLES)),
  slots,
  owned: fc.constantFrom(null, 'yes' as const, 'no' as const),
});

describe('round trip (fast-check)', () => {
  it('parse(serialise(c)) = c, with no problems', () => {
    fc.assert(
      fc.property(criteriaArb, (criteria) => {
        expect(parse(serialiseStoryCardQuery(criteria))).toEqual({ criteria, problems: [] });
      }),
      { numRuns: 500 },
    );
  });

  it('serialise(parse(q)) is a fixed point for any query text, and parsing never throws', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('name', 'types', 'rarities', 'star', 'effects', 'options', 'obtaining', 'role', 'featured', 'artist'),
        (value, key) => {
          const once = serialiseStoryCardQuery(parsed(`${key}=${encodeURIComponent(value)}`));
          expect(serialiseStoryCardQuery(parsed(once))).toBe(once);
        },
      ),
      { numRuns: 500 },
    );
  });
});
