import { kanaToRomaji, toHiragana } from './kana-romaji';
import { normaliseText, wordsOf } from './normalise-text';

describe('kana as romaji', () => {
  it.each([
    ['れいむ', 'reimu'],
    ['はくれいれいむ', 'hakureireimu'],
    ['きりさめまりさ', 'kirisamemarisa'],
    ['さいぎょうじゆゆこ', 'saigyoujiyuyuko'],
    ['しゃ', 'sha'],
    ['ちょ', 'cho'],
    ['じゅ', 'ju'],
    ['きょう', 'kyou'],
    ['こっち', 'kotchi'],
    ['がっこう', 'gakkou'],
    ['レミリア', 'remiria'],
    ['スカーレット', 'sukaaretto'],
    ['ファ', 'fa'],
  ])('%s is %s', (kana, romaji) => {
    expect(kanaToRomaji(kana)).toBe(romaji);
  });

  it('reads katakana as hiragana and keeps every other character', () => {
    expect(toHiragana('レイム')).toBe('れいむ');
    expect(kanaToRomaji('博麗れいむ')).toBe('博麗reimu');
  });
});

describe('normalised text', () => {
  it.each([
    ['case', 'Reimu HAKUREI', 'reimu hakurei'],
    ['full-width letters and digits', 'ＲＥＩＭＵ　Ｌ１', 'reimu l1'],
    ['half-width katakana', 'ﾚｲﾑ', 'reimu'],
    ['Latin accents', 'Kōishi Komeiji', 'koishi komeiji'],
    ['more accents', 'Ça fait déjà', 'ca fait deja'],
    ['hiragana and katakana alike', 'れいむ レイム', 'reimu reimu'],
    ['the voicing marks of kana kept', 'ぎょう', 'gyou'],
    ['separators as one space', '  Eiki Shiki,  Yamaxanadu ', 'eiki shiki yamaxanadu'],
    ['hyphens and the Japanese middle dot', 'Nine-tailed・fox', 'nine tailed fox'],
    ['control and bidi characters removed', 'rei\u0000mu\u202e x', 'rei mu x'],
    ['the marks of variant codes kept', "Cf1# A6& C3' L10.1 C5>", "cf1# a6& c3' l10.1 c5>"],
    ['regex-special characters as text', '.*+?^${}()|[]\\', '. $'],
    ['emoji kept as they are', 'reimu 🎍', 'reimu 🎍'],
    ['nothing', '', ''],
  ])('%s', (_, text, expected) => {
    expect(normaliseText(text)).toBe(expected);
  });

  it('splits a normalised text into its words', () => {
    expect(wordsOf('cf1# reimu')).toEqual(['cf1#', 'reimu']);
    expect(wordsOf('')).toEqual([]);
  });
});
