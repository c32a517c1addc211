import { artistMatches, nameAlternatives, nameKey, nameRank, NO_NAME_MATCH, normaliseArtistText, normaliseNameText } from './name-search';

describe('normaliseNameText (spec 5: lower-case; letters, digits, "/" and "," kept)', () => {
  it.each([
    ['Lost Bamboo Forest', 'lostbambooforest'],
    ["Remilia's Gathering", 'remiliasgathering'],
    ['LBF, Reimu', 'lbf,reimu'],
    ['a/b-c_d', 'a/bcd'],
    ['  ', ''],
    ['Ünïcode ★', 'ünïcode'],
    ['迷いの竹林', '迷いの竹林'],
    ['ＬＢＦ，ﾚｲﾑ', 'lbf,レイム'],
  ])('%p -> %p', (input, expected) => {
    expect(normaliseNameText(input)).toBe(expected);
  });
});

describe('nameAlternatives', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['lbf', ['lbf']],
    ['LBF, reimu', ['lbf', 'reimu']],
    [',, lost bamboo ,', ['lostbamboo']],
  ])('%p -> %j', (input, expected) => {
    expect(nameAlternatives(input)).toEqual(expected);
  });
});

// Card 1 of the content: "Lost Bamboo Forest", aliases lbf (priority 1) and reisen (priority 0).
const lbf = {
  name: nameKey('Lost Bamboo Forest'),
  nameJp: nameKey('迷いの竹林'),
  aliases: [
    { value: 'lbf', priority: 1 },
    { value: 'reisen', priority: 0 },
  ],
};
const ranked2 = { name: nameKey('Other'), nameJp: '', aliases: [{ value: 'oth', priority: 2 }] };

describe('nameRank', () => {
  it.each<[string, typeof lbf, string, number]>([
    ['empty query matches', lbf, '', 0],
    ['full name', lbf, 'Lost Bamboo Forest', 0],
    ['part of the name, spaces ignored', lbf, 'bamboo for', 0],
    ['exact alias with priority 1 ranks 1', lbf, 'lbf', 1],
    ['exact alias with priority 0 only matches', lbf, 'reisen', 0],
    ['part of an alias matches', lbf, 'reis', 0],
    ['part of a priority alias does not rank', lbf, 'lb', 0],
    ['no match', lbf, 'marisa', NO_NAME_MATCH],
    ['comma list: any alternative', lbf, 'marisa, lbf', 1],
    ['comma list: none matches', lbf, 'marisa, sakuya', NO_NAME_MATCH],
    ['priority 2 ranks 2', ranked2, 'OTH', 2],
    ['the Japanese name, as typed', lbf, '迷いの竹林', 0],
    ['part of the Japanese name', lbf, '竹林', 0],
    ['Japanese text that is not in the name', lbf, '博麗', NO_NAME_MATCH],
    ['a card without a Japanese name does not match Japanese text', ranked2, '竹林', NO_NAME_MATCH],
  ])('%s', (_, fields, query, expected) => {
    expect(nameRank(fields, nameAlternatives(query))).toBe(expected);
  });
});

describe('artist search (spec 5: lower-case, non-alphanumerics removed, substring)', () => {
  const keys = ['Kusanagi Nao', '草薙 ナオ', 'kusanagi-nao'].map(normaliseArtistText);
  it.each<[string, boolean]>([
    ['', true],
    ['kusanagi', true],
    ['KUSANAGI-NAO', true],
    ['gi na', true],
    ['ナオ', true],
    ['nao!', true],
    ['yaha', false],
  ])('%p -> %p', (query, expected) => {
    expect(artistMatches(keys, normaliseArtistText(query))).toBe(expected);
  });

  it('a card without an artist matches only the empty query', () => {
    expect(artistMatches([], '')).toBe(true);
    expect(artistMatches([], 'a')).toBe(false);
  });
});
