import {
  compareNames,
  displayName,
  displayNameParts,
  personName,
  gameTextParts,
  personNameParts,
  type NameFields,
  type NameSettings,
} from './display-name';

const PLAIN: NameSettings = { useTranslitName: false, useTraditionalName: false };
const TRADITIONAL: NameSettings = { useTranslitName: false, useTraditionalName: true };
const TRANSLIT: NameSettings = { useTranslitName: true, useTraditionalName: false };
const BOTH: NameSettings = { useTranslitName: true, useTraditionalName: true };

const reimu = { en: 'Reimu Hakurei', translit: 'Hakurei Reimu', enFamilyFirst: 'Hakurei Reimu' };
const alice = { en: 'Alice Margatroid', translit: 'Arisu Magatoroido', enFamilyFirst: 'Alice Margatroid' };
const sanae = { en: 'Sanae Kochiya', translit: 'Kochiya Sanae', enFamilyFirst: 'Kochiya Sanae' };

describe('personName', () => {
  it.each([
    [reimu, PLAIN, 'Reimu Hakurei'],
    [reimu, TRADITIONAL, 'Hakurei Reimu'],
    [reimu, TRANSLIT, 'Hakurei Reimu'],
    [alice, TRADITIONAL, 'Alice Margatroid'],
    [alice, TRANSLIT, 'Arisu Magatoroido'],
    [alice, BOTH, 'Arisu Magatoroido'],
    [{ en: 'Rumia' }, TRANSLIT, 'Rumia'],
    [{ en: 'Rumia', translit: null, enFamilyFirst: null }, TRADITIONAL, 'Rumia'],
  ])('%j with %j -> %p', (name, settings, text) => {
    expect(personName(name, settings)).toBe(text);
  });
});

describe('displayName (universal name)', () => {
  it.each([
    [{ name: reimu, universe: 'L1', title: 'Shrine Maiden of Paradise' }, PLAIN, 'Reimu Hakurei'],
    [{ name: reimu, universe: null, title: 'Shrine Maiden of Paradise' }, PLAIN, 'Reimu Hakurei'],
    [{ name: reimu }, TRADITIONAL, 'Hakurei Reimu'],
    [{ name: reimu, universe: 'A1', title: 'x' }, PLAIN, 'Reimu Hakurei (Scarlet)'],
    [{ name: reimu, universe: 'A2', title: 'x' }, TRANSLIT, 'Hakurei Reimu (Cherry Blossom)'],
    [{ name: sanae, universe: 'A5', title: 'x' }, TRADITIONAL, 'Kochiya Sanae (Faith)'],
    [{ name: reimu, universe: 'A8', title: 'x' }, PLAIN, 'Reimu Hakurei (Desires)'],
    [{ name: reimu, universe: 'C5>', title: 'Miko of the Faraway' }, PLAIN, 'Reimu Hakurei (Miko of the Faraway)'],
    [{ name: reimu, universe: 'L10.1', title: 'Midsummer Maiden' }, TRADITIONAL, 'Hakurei Reimu (Midsummer Maiden)'],
    [{ name: alice, universe: 'B2', title: null }, PLAIN, 'Alice Margatroid'],
    // An 'A' code with no arc in the table and no title: no empty brackets.
    [{ name: alice, universe: 'A12&', title: null }, PLAIN, 'Alice Margatroid'],
    [{ name: alice, universe: 'A12&', title: 'Seven-Colored Puppeteer' }, PLAIN, 'Alice Margatroid (Seven-Colored Puppeteer)'],
  ])('%j with %j -> %p', (unit, settings, text) => {
    expect(displayName(unit, settings)).toBe(text);
  });
});

// Names as api-mock/roster/persons.json has them.
const REIMU: NameFields = {
  en: 'Reimu Hakurei',
  translit: 'Hakurei Reimu',
  enFamilyFirst: 'Hakurei Reimu',
  jp: '博麗霊夢',
  kana: 'はくれいれいむ',
};
const MARISA: NameFields = { en: 'Marisa Kirisame', enFamilyFirst: 'Kirisame Marisa', jp: '霧雨魔理沙', kana: 'きりさめまりさ' };
const REMILIA: NameFields = {
  en: 'Remilia Scarlet',
  enFamilyFirst: 'Remilia Scarlet',
  jp: 'レミリア・スカーレット',
  kana: 'レミリア・スカーレット',
};
const SAKUYA: NameFields = { en: 'Sakuya Izayoi', enFamilyFirst: 'Izayoi Sakuya', jp: '十六夜咲夜', kana: 'いざよいさくや' };
const MEILING: NameFields = { en: 'Hong Meiling', enFamilyFirst: 'Hong Meiling', jp: '紅美鈴', kana: 'ホン・メイリン' };
const KOAKUMA: NameFields = { en: 'Koakuma', enFamilyFirst: 'Koakuma', jp: '小悪魔', kana: 'こあくま' };
const YUKARI: NameFields = { en: 'Yukari Yakumo', enFamilyFirst: 'Yakumo Yukari', jp: '八雲紫', kana: 'やくもゆかり' };
const YOUMU: NameFields = { en: 'Youmu Konpaku', enFamilyFirst: 'Konpaku Youmu', jp: '魂魄妖夢', kana: 'こんぱくようむ' };

const EN: NameSettings = { ...PLAIN, nameScript: 'en' };
const JA: NameSettings = { ...PLAIN, nameScript: 'ja' };
const BOTH_SCRIPTS: NameSettings = { ...PLAIN, nameScript: 'both' };

describe('the name script', () => {
  it.each([
    [REIMU, EN, 'Reimu Hakurei'],
    [REIMU, JA, '博麗霊夢'],
    [REIMU, BOTH_SCRIPTS, 'Reimu Hakurei / 博麗霊夢'],
    [REMILIA, JA, 'レミリア・スカーレット'],
    // The English part keeps following the English settings.
    [REIMU, { ...TRADITIONAL, nameScript: 'both' } as NameSettings, 'Hakurei Reimu / 博麗霊夢'],
    [SAKUYA, { ...TRADITIONAL, nameScript: 'both' } as NameSettings, 'Izayoi Sakuya / 十六夜咲夜'],
    [REIMU, { ...TRANSLIT, nameScript: 'ja' } as NameSettings, '博麗霊夢'],
    // No Japanese name: English, in either Japanese mode.
    [{ en: 'Rumia' }, JA, 'Rumia'],
    [{ en: 'Rumia', jp: null }, BOTH_SCRIPTS, 'Rumia'],
    [{ en: 'Rumia', jp: '' }, BOTH_SCRIPTS, 'Rumia'],
  ])('%j with %j -> %p', (name, settings, text) => {
    expect(personName(name, settings)).toBe(text);
  });

  it('marks the Japanese runs, and only those, as Japanese', () => {
    expect(personNameParts(REIMU, EN)).toEqual([{ text: 'Reimu Hakurei', lang: null }]);
    expect(personNameParts(REIMU, JA)).toEqual([{ text: '博麗霊夢', lang: 'ja' }]);
    expect(personNameParts(REIMU, BOTH_SCRIPTS)).toEqual([
      { text: 'Reimu Hakurei', lang: null },
      { text: ' / ', lang: null },
      { text: '博麗霊夢', lang: 'ja' },
    ]);
    expect(personNameParts({ en: 'Rumia' }, JA)).toEqual([{ text: 'Rumia', lang: null }]);
  });

  it('shows game text in the script chosen, in English where it has no Japanese, whatever the English name forms', () => {
    expect(gameTextParts({ en: 'Lost Bamboo Forest', jp: '迷いの竹林' }, 'en')).toEqual([{ text: 'Lost Bamboo Forest', lang: null }]);
    expect(gameTextParts({ en: 'Lost Bamboo Forest', jp: '迷いの竹林' }, 'ja')).toEqual([{ text: '迷いの竹林', lang: 'ja' }]);
    expect(gameTextParts({ en: 'Lost Bamboo Forest', jp: '迷いの竹林' }, 'both')).toEqual([
      { text: 'Lost Bamboo Forest', lang: null },
      { text: ' / ', lang: null },
      { text: '迷いの竹林', lang: 'ja' },
    ]);
    expect(gameTextParts({ en: "Reimu's Festival" }, 'ja')).toEqual([{ text: "Reimu's Festival", lang: null }]);
  });

  it('puts the universe after the name in every script, in English', () => {
    expect(displayName({ name: REIMU, universe: 'A1', title: 'x' }, JA)).toBe('博麗霊夢 (Scarlet)');
    expect(displayName({ name: REIMU, universe: 'A1', title: 'x' }, BOTH_SCRIPTS)).toBe('Reimu Hakurei / 博麗霊夢 (Scarlet)');
    expect(displayName({ name: YUKARI, universe: 'C5>', title: 'Border Youkai' }, JA)).toBe('八雲紫 (Border Youkai)');
    expect(displayName({ name: REIMU, universe: 'L1', title: 'x' }, JA)).toBe('博麗霊夢');
    expect(displayNameParts({ name: REIMU, universe: 'A2', title: 'x' }, JA)).toEqual([
      { text: '博麗霊夢', lang: 'ja' },
      { text: ' (Cherry Blossom)', lang: null },
    ]);
  });
});

describe('compareNames', () => {
  const people = [REIMU, MARISA, REMILIA, SAKUYA, MEILING, KOAKUMA, YUKARI, YOUMU];
  const sorted = (settings: NameSettings) => [...people].sort((a, b) => compareNames(a, b, settings)).map((p) => p.en);

  it('orders by the kana reading in Japanese (gojuon order, hiragana and katakana together)', () => {
    // い, き, こあ, こん, は, ホ, や, レ
    expect(sorted(JA)).toEqual([
      'Sakuya Izayoi',
      'Marisa Kirisame',
      'Koakuma',
      'Youmu Konpaku',
      'Reimu Hakurei',
      'Hong Meiling',
      'Yukari Yakumo',
      'Remilia Scarlet',
    ]);
  });

  it('orders by the English name in English and in both', () => {
    const english = [
      'Hong Meiling',
      'Koakuma',
      'Marisa Kirisame',
      'Reimu Hakurei',
      'Remilia Scarlet',
      'Sakuya Izayoi',
      'Youmu Konpaku',
      'Yukari Yakumo',
    ];
    expect(sorted(EN)).toEqual(english);
    expect(sorted(BOTH_SCRIPTS)).toEqual(english);
  });

  it('orders by the English form shown (family name first)', () => {
    expect(sorted({ ...TRADITIONAL, nameScript: 'en' }).slice(0, 4)).toEqual([
      'Reimu Hakurei',
      'Hong Meiling',
      'Sakuya Izayoi',
      'Marisa Kirisame',
    ]);
  });

  it('puts a name without a reading after those with one in Japanese', () => {
    const rumia: NameFields = { en: 'Rumia' };
    expect([rumia, YUKARI, REIMU].sort((a, b) => compareNames(a, b, JA)).map((p) => p.en)).toEqual([
      'Reimu Hakurei',
      'Yukari Yakumo',
      'Rumia',
    ]);
  });
});
