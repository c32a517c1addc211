import { byChoiceName, type CharacterChoice } from './character-choices';

// Names and readings as api-mock/roster/persons.json has them.
const ja = (id: number, name: string, kana: string | null): CharacterChoice => ({ id, name, lang: 'ja', kana });
const en = (id: number, name: string): CharacterChoice => ({ id, name, lang: undefined, kana: null });

describe('byChoiceName', () => {
  it('orders Japanese names by their kana reading, not by their kanji', () => {
    const choices = [
      ja(1001, '博麗霊夢', 'はくれいれいむ'),
      ja(1044, '射命丸文', 'しゃめいまるあや'),
      ja(1002, '霧雨魔理沙', 'きりさめまりさ'),
    ];
    expect(choices.sort(byChoiceName).map((c) => c.name)).toEqual(['霧雨魔理沙', '射命丸文', '博麗霊夢']);
  });

  it('puts English names (units without a Japanese name) after the Japanese ones, in English order, as the release order does', () => {
    const choices = [en(9002, 'rumia'), ja(1001, '博麗霊夢', 'はくれいれいむ'), en(9001, 'Cirno')];
    expect(choices.sort(byChoiceName).map((c) => c.name)).toEqual(['博麗霊夢', 'Cirno', 'rumia']);
  });

  it('sorts a Japanese name without a reading after those with one, by the name itself', () => {
    expect(byChoiceName(ja(1, 'あ', null), ja(2, 'い', null))).toBeLessThan(0);
    const choices = [ja(3, 'い', null), ja(1001, '博麗霊夢', 'はくれいれいむ'), ja(4, 'あ', null)];
    expect(choices.sort(byChoiceName).map((c) => c.name)).toEqual(['博麗霊夢', 'あ', 'い']);
  });
});
