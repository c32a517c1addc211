import { csvCell, csvFileName, storyCardCsv, storyCardCsvRow, CSV_COLUMNS } from './story-card-csv';
import { testBuff, testCard } from './story-card-test-support';

const NOW = Date.parse('2026-11-22T19:00:00Z');

describe('csvCell', () => {
  it.each<[string | number | null, string]>([
    ['plain', 'plain'],
    [42, '42'],
    [null, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1', "'+1"],
    ['@x', "'@x"],
  ])('%p -> %p', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('storyCardCsv', () => {
  const card = testCard(7, {
    name: 'Lost Bamboo Forest',
    type: 'chrysanthemum',
    buffs: [testBuff('stat:crit-eva-up', { target: 'solo', turn: 1, role: 'speed', values: [8, 13, 18, 23, 28] })],
    randomBuffs: [[testBuff('misc:p-gain', { values: [5, 5, 5, 5, 5] }), testBuff('tag:kappa', { target: 'party', enabled: false })]],
    obtaining: [
      { type: 'general', display: 'Standard Prayer' },
      { type: 'vs', display: 'VS' },
    ],
    links: { reference1: 'https://cards.example.com/lostword/7', reference2: null },
  });

  it('writes one row with the columns a card shows', () => {
    const row = storyCardCsvRow(card, { now: NOW, tagName: (id) => (id === 'kappa' ? 'Kappa' : undefined) });
    expect(Object.fromEntries(CSV_COLUMNS.map((col, i) => [col, row[i]]))).toEqual({
      ID: 7,
      Name: 'Lost Bamboo Forest',
      Type: 'Chrysanthemum',
      Rarity: 5,
      'HP min': 100,
      'HP max': 700,
      'Agility min': null,
      'Agility max': null,
      'Yang ATK min': 10,
      'Yang ATK max': 70,
      'Yang DEF min': null,
      'Yang DEF max': null,
      'Yin ATK min': null,
      'Yin ATK max': null,
      'Yin DEF min': null,
      'Yin DEF max': null,
      // 100*0.2 + 10 and 700*0.2 + 70.
      'Total min': 30,
      'Total max': 210,
      Effects:
        'Critical Evasion Up (Solo, 1 turn, ONLY speed): 8 / 13 / 18 / 23 / 28; Random: P Gain (Self): 5 | Tag: Kappa (Party, disabled): 10 / 12 / 14 / 16 / 18',
      Artist: 'Test Artist',
      'Release date (UTC)': '2022-01-01T03:00:00Z',
      'Obtained from': 'Standard Prayer; VS',
      'Reference 1': 'https://cards.example.com/lostword/7',
      'Reference 2': null,
    });
  });

  it("an unreleased card before its reveal keeps minimums and values hidden ('?')", () => {
    const hidden = testCard(8, { releaseDate: '2026-12-01T03:00:00Z', buffs: [testBuff('misc:p-gain')] });
    const row = storyCardCsvRow(hidden, { now: NOW });
    expect(row[CSV_COLUMNS.indexOf('HP min')]).toBe('?');
    expect(row[CSV_COLUMNS.indexOf('HP max')]).toBe(700);
    expect(row[CSV_COLUMNS.indexOf('Total min')]).toBe('?');
    expect(row[CSV_COLUMNS.indexOf('Effects')]).toBe('P Gain (Self): ?');
  });

  it('a card without buffs says (No effect); the file has a header and CRLF rows', () => {
    const csv = storyCardCsv([testCard(1), testCard(2)], { now: NOW });
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[1]).toContain(',(No effect),');
    expect(lines[3]).toBe('');
  });
});

describe('csvFileName', () => {
  it.each<[Array<[string, string]>, string]>([
    [[], 'story-cards.csv'],
    [
      [
        ['name', 'lbf'],
        ['types', 'p,o'],
      ],
      'story-cards_name-lbf_types-p-o.csv',
    ],
    [[['effects', 'stat:yang-atk-up:desc:multi']], 'story-cards_effects-stat-yang-atk-up-desc-multi.csv'],
    [[['name', '../../etc']], 'story-cards_name-etc.csv'],
  ])('%j -> %p', (entries, expected) => {
    expect(csvFileName(entries)).toBe(expected);
  });

  it('stays short', () => {
    expect(csvFileName([['name', 'x'.repeat(500)]]).length).toBeLessThanOrEqual(124);
  });
});
