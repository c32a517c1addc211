import fc from 'fast-check';
import { PRAYER_TYPES } from 'shared-domain/constants/prayer-kinds';
import { isUtcDay, parsePrayerQuery, parseStepUpValue, serialisePrayerQuery } from './prayer-query';
import { CHAR_TYPE_FILTER_VALUES, EMPTY_SEARCH, STEP_UP_FILTER_VALUES, type PrayerSearch } from './prayer-search';
import { messageText, type Message } from '../messages/catalogue';
import { en } from '../messages/test-support/english';

const parse = (query: string) => parsePrayerQuery(new URLSearchParams(query));
// The problems are messages, read here in English.
const texts = (problems: Message[]) => problems.map((problem) => messageText(en, problem));

describe('parsePrayerQuery: every alias', () => {
  it.each([
    ['characters=1,2', [1, 2]],
    ['chars=1,2', [1, 2]],
    ['chara=1,2', [1, 2]],
    ['Characters=1&chars=2', [1, 2]],
    ['char=3&chara=3', [3]],
  ])('%s → characters %p', (query, ids) => {
    expect(parse(query).search.characters).toEqual(ids);
  });

  it.each(['story-cards', 'cards', 'card', 'story-card', 'story_cards', 'StoryCards'])('%s=5,9 → cards [5, 9]', (key) => {
    expect(parse(`${key}=5,9`).search.cards).toEqual([5, 9]);
  });

  it.each(['prayer-types', 'p-type', 'prayer-type', 'ptype', 'P_Types'])('%s=gc,story-card → prayer types', (key) => {
    expect(parse(`${key}=gc,story-card`).search.prayerTypes).toEqual(['gc', 'story-card']);
  });

  it.each(['char-types', 'c-type', 'chartype', 'character-types'])('%s=ufes,relic → character types', (key) => {
    expect(parse(`${key}=ufes,relic`).search.charTypes).toEqual(['ufes', 'relic']);
  });

  it.each(['step-ups', 'stepup', 'step-up', 'stepups'])('%s=asc,none → step-ups', (key) => {
    expect(parse(`${key}=asc,none`).search.stepUps).toEqual(['asc', 'none']);
  });

  it('reads name, start and end', () => {
    expect(parse('name=%20Reimu%20&start=2022-01-02&end=2023-02-28').search).toEqual({
      ...EMPTY_SEARCH,
      name: 'Reimu',
      start: '2022-01-02',
      end: '2023-02-28',
    });
  });

  it('end=now is the default end', () => {
    expect(parse('end=now').search.end).toBeNull();
    expect(parse('end=NOW').problems).toEqual([]);
  });

  it('maps banner codes to character-type filters', () => {
    expect(parse('c-type=gen,fes,afes,sfes,mfes,wfes').search.charTypes).toEqual([
      'standard',
      'l1-festival',
      'a-festival',
      'main-ufes',
      'hifuu-ufes',
      'pfes',
    ]);
  });

  it('reports bad values and keeps the good ones', () => {
    const { search, problems } = parse('chars=1,x,0,2&p-type=gc,banana&start=2021-02-30&end=soon&stepup=sideways&c-type=mystery');
    expect(search.characters).toEqual([1, 2]);
    expect(search.prayerTypes).toEqual(['gc']);
    expect(search.start).toBe('2021-05-11');
    expect(search.end).toBeNull();
    expect(texts(problems)).toEqual([
      'characters: "x" is not a valid value',
      'characters: "0" is not a valid value',
      'prayer-types: "banana" is not a valid value',
      'char-types: "mystery" is not a valid value',
      'step-ups: "sideways" is not a valid value',
      'start: "2021-02-30" is not a valid value',
      'end: "soon" is not a valid value',
    ]);
  });

  it('ignores unknown keys', () => {
    expect(parse('utm=1&foo=bar')).toEqual({ search: EMPTY_SEARCH, problems: [] });
  });

  it("leaves the character modal's key alone: ?character=ID never filters", () => {
    expect(parse('character=1001')).toEqual({ search: EMPTY_SEARCH, problems: [] });
  });
});

describe('parseStepUpValue', () => {
  it.each([
    ['asc', 'asc'],
    ['ascending', 'asc'],
    ['desc', 'desc'],
    ['descending', 'desc'],
    ['asc-2', 'asc-2'],
    ['asc-guaranteed', 'asc-2'],
    ['DESC-2', 'desc-2'],
    ['none', 'none'],
    ['up', null],
    ['', null],
  ])('%s → %p', (raw, expected) => {
    expect(parseStepUpValue(raw)).toBe(expected);
  });
});

describe('serialisePrayerQuery', () => {
  it('writes canonical keys in a fixed order and leaves out empty values and the default start', () => {
    const search: PrayerSearch = {
      name: 'Fes',
      characters: [3, 1],
      cards: [],
      prayerTypes: ['gc'],
      charTypes: [],
      stepUps: ['desc-2'],
      start: '2021-05-11',
      end: '2024-01-01',
    };
    expect(serialisePrayerQuery(search).toString()).toBe('name=Fes&characters=3%2C1&prayer-types=gc&step-ups=desc-2&end=2024-01-01');
  });

  it('keeps the open character modal when the search changes', () => {
    expect(serialisePrayerQuery({ ...EMPTY_SEARCH, name: 'a' }, new URLSearchParams('character=7&name=b')).toString()).toBe(
      'name=a&character=7',
    );
  });

  it('the empty search is the empty query', () => {
    expect(serialisePrayerQuery(EMPTY_SEARCH).toString()).toBe('');
  });

  it('writes a start that differs from the default', () => {
    expect(serialisePrayerQuery({ ...EMPTY_SEARCH, start: '2022-03-04' }).toString()).toBe('start=2022-03-04');
  });
});

describe('isUtcDay', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2021-13-01', false],
    ['2021-5-11', false],
    ['2021-05-11T00:00:00Z', false],
  ])('%s → %p', (value, expected) => expect(isUtcDay(value)).toBe(expected));
});

const day = fc
  .date({ min: new Date(Date.UTC(2019, 0, 1)), max: new Date(Date.UTC(2030, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const ids = fc.uniqueArray(fc.integer({ min: 1, max: 99_999 }), { maxLength: 5 });
const subset = <T>(values: readonly T[]) => fc.uniqueArray(fc.constantFrom(...values), { maxLength: values.length });
const searchArb: fc.Arbitrary<PrayerSearch> = fc.record({
  name: fc.string({ maxLength: 12 }).map((s) => s.trim().replace(/\s+/g, ' ')),
  characters: ids,
  cards: ids,
  prayerTypes: subset(PRAYER_TYPES),
  charTypes: subset(CHAR_TYPE_FILTER_VALUES),
  stepUps: subset(STEP_UP_FILTER_VALUES),
  start: day,
  end: fc.option(day, { nil: null }),
});

describe('round trips (fast-check)', () => {
  it('parse(serialise(s)) gives s back with no problem', () => {
    fc.assert(
      fc.property(searchArb, (search) => {
        expect(parsePrayerQuery(serialisePrayerQuery(search))).toEqual({ search, problems: [] });
      }),
    );
  });

  it('serialise(parse(q)) is stable for any query string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const once = serialisePrayerQuery(parsePrayerQuery(new URLSearchParams(raw)).search);
        expect(serialisePrayerQuery(parsePrayerQuery(once).search).toString()).toBe(once.toString());
      }),
    );
  });

  it('an aliased query parses like its canonical form', () => {
    fc.assert(
      fc.property(searchArb, (search) => {
        const aliased = serialisePrayerQuery(search)
          .toString()
          .replace(/(^|&)characters=/, '$1chara=')
          .replace(/(^|&)story-cards=/, '$1card=')
          .replace(/(^|&)prayer-types=/, '$1p-type=')
          .replace(/(^|&)char-types=/, '$1c-type=')
          .replace(/(^|&)step-ups=/, '$1stepup=');
        expect(parsePrayerQuery(new URLSearchParams(aliased)).search).toEqual(search);
      }),
    );
  });
});
