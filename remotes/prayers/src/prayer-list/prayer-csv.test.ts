import { csvField, csvFileName, prayersCsv, type CsvPrayer } from './prayer-csv';
import { durationText, prayerPhase } from 'shared-domain/prayers/prayer-schedule';
import { catalogue } from '../messages/catalogue';
import { en } from '../messages/test-support/english';

const PRAYER: CsvPrayer = {
  id: 100,
  allNo: 57,
  typeNo: 12,
  name: 'EX Festival Rerun Prayer: "Marisa", again',
  prayerType: 'normal',
  start: '2022-06-21T03:00:00Z',
  end: '2022-07-05T03:00:00Z',
  duration: 14 * 86_400_000,
  max: null,
  rateUp: { characters: [{ name: 'Marisa' }, { name: 'Reimu' }], cards: [{ name: 'Star Dust', rarity: 5 }] },
  stepUps: [{ kind: 'asc' }, { kind: 'desc-2' }],
};

describe('prayer CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    [42, '42'],
  ])('field %p → %s', (value, expected) => expect(csvField(value)).toBe(expected));

  it('writes a header and the shown columns', () => {
    expect(prayersCsv(en, [PRAYER])).toBe(
      '\uFEFFNo,Id,Prayer,Name,Type,Start (UTC),End (UTC),Duration,Max pulls,Rate-up characters,Rate-up story cards,Step-ups\r\n' +
        '57,100,Prayer #12,"EX Festival Rerun Prayer: ""Marisa"", again",Seal Crystal,2022-06-21 03:00:00,2022-07-05 03:00:00,14 days 0 hours,,Marisa; Reimu,Star Dust (5★),Ascending; Descending (guaranteed)\r\n',
    );
  });

  it('an empty list is the header only', () => {
    expect(prayersCsv(en, []).split('\r\n')).toHaveLength(2);
  });

  it('writes its header and words in Japanese on a Japanese page', async () => {
    await catalogue.load('ja');
    expect(prayersCsv(catalogue.in('ja'), [PRAYER])).toBe(
      '\uFEFFNo,ID,祈祷,名前,種類,開始（UTC）,終了（UTC）,期間,回数上限,ピックアップキャラクター,ピックアップ絵札,ステップアップ\r\n' +
        '57,100,祈祷 #12,"EX Festival Rerun Prayer: ""Marisa"", again",封結晶,2022-06-21 03:00:00,2022-07-05 03:00:00,14日0時間,,Marisa; Reimu,Star Dust (5★),昇順; 降順（確定あり）\r\n',
    );
  });

  it.each([
    ['', 'prayers.csv'],
    ['name=Reimu+Fes', 'prayers_name-reimu-fes.csv'],
    ['prayer-types=gc%2Cstory-card&start=2022-01-01', 'prayers_prayer-types-gc-story-card_start-2022-01-01.csv'],
  ])('file name of ?%s is %s', (query, name) => expect(csvFileName(new URLSearchParams(query))).toBe(name));
});

describe('prayer schedule texts', () => {
  it.each([
    [14 * 86_400_000, '14 days 0 hours'],
    [86_400_000 + 3_600_000, '1 day 1 hour'],
    [2 * 86_400_000 + 23 * 3_600_000 + 3_599_999, '2 days 23 hours'],
    [0, '0 days 0 hours'],
    [-5, '0 days 0 hours'],
  ])('duration %i → %s', (ms, text) => expect(durationText(ms)).toBe(text));

  it.each([
    [99, 'upcoming'],
    [100, 'ongoing'],
    [199, 'ongoing'],
    [200, 'ended'],
  ] as const)('phase at %i', (now, phase) => expect(prayerPhase(100, 200, now)).toBe(phase));
});
