import { catalogue } from '../messages/catalogue';
import { parseStoryCardQuery } from './story-card-query';
import { storyCardSearchDescription, storyCardSearchTitle, storyCardSearchWords } from './story-card-search-title';

const names: Record<number, string> = { 2021: 'Seiran (Bright Dream B3)', 1001: 'Reimu Hakurei' };
const en = () => catalogue.in('en');
const wordsOf = (query: string, t = en()) =>
  storyCardSearchWords(parseStoryCardQuery(new URLSearchParams(query)).criteria, (id) => names[id], t);
const titleOf = (query: string, count: number, t = en()) => {
  const words = wordsOf(query, t);
  return words && storyCardSearchTitle(t, words, count);
};

describe('a story-card search in words', () => {
  it('says the filter and the count', () => {
    expect(titleOf('name=Lost%20Bamboo%20Forest', 1)).toBe("Story cards named 'Lost Bamboo Forest': 1 card");
    expect(titleOf('featured=2021', 7)).toBe('Story cards featuring Seiran (Bright Dream B3): 7 cards');
    expect(titleOf('rarities=5&types=p,o&featured=2021,1001&artist=yaha', 0)).toBe(
      "5★ plum or orchid story cards featuring Seiran (Bright Dream B3) and Reimu Hakurei, by 'yaha': 0 cards",
    );
    expect(titleOf('obtaining=prayer,event&role=attack', 12)).toBe('Story cards from Prayer or Event, for the attack role: 12 cards');
    // A stat slot only sorts.
    expect(titleOf('name=lbf&effects=card-stat:hp:desc', 2)).toBe("Story cards named 'lbf': 2 cards");
  });

  it('has no words for no filter, or one it cannot say', () => {
    for (const query of ['', 'character=1001', 'name=%20%21', 'rarities=1,3,4,5', 'owned=yes', 'name=lbf&owned=no', 'featured=99999'])
      expect([query, wordsOf(query)]).toEqual([query, null]);
    expect(wordsOf('name=lbf&effects=date:2022-01-01:null:desc')).toBeNull();
    expect(wordsOf('effects=buff:yang-atk-up:desc:multi')).toBeNull();
  });

  it('repeats at most 40 characters of the link’s text, as it is (markup is escaped where it is written)', () => {
    expect(titleOf(`name=${encodeURIComponent('<script>alert(1)</script>'.repeat(4))}`, 0)).toBe(
      "Story cards named '<script>alert(1)</script><script>alert(…': 0 cards",
    );
  });

  it('describes the first cards found', () => {
    const words = wordsOf('featured=2021')!;
    const cards = ['Lost Bamboo Forest', 'Stormy Pond', "Seiran's Mansion", 'Rainy Lantern', "Seiran's Banquet", 'Sixth'].map((name) => ({
      name,
    }));
    expect(storyCardSearchDescription(en(), words, cards)).toBe(
      "6 story cards featuring Seiran (Bright Dream B3): Lost Bamboo Forest, Stormy Pond, Seiran's Mansion, Rainy Lantern, Seiran's Banquet, ….",
    );
    expect(storyCardSearchDescription(en(), wordsOf('name=lbf')!, [{ name: 'Lost Bamboo Forest' }])).toBe(
      "1 story card named 'lbf': Lost Bamboo Forest.",
    );
    expect(storyCardSearchDescription(en(), wordsOf('name=zzz')!, [])).toBe("No story cards named 'zzz'.");
  });

  it('says the search in Japanese', async () => {
    await catalogue.load('ja');
    const ja = catalogue.in('ja');
    expect(titleOf('name=Lost%20Bamboo%20Forest', 1, ja)).toBe('絵札（名前「Lost Bamboo Forest」）：1枚');
    expect(titleOf('rarities=5&types=p,o&featured=2021,1001&artist=yaha', 0, ja)).toBe(
      '5★ 梅・蘭の絵札（Seiran (Bright Dream B3)とReimu Hakurei登場、イラスト「yaha」）：0枚',
    );
    expect(titleOf('obtaining=prayer,event&role=attack', 12, ja)).toBe('絵札（入手：祈祷・イベント、攻撃ロール向け）：12枚');
    const words = wordsOf('featured=2021', ja)!;
    expect(storyCardSearchDescription(ja, words, [{ name: 'Lost Bamboo Forest' }, { name: 'Stormy Pond' }])).toBe(
      '絵札（Seiran (Bright Dream B3)登場）2枚：Lost Bamboo Forest、Stormy Pond。',
    );
  });
});
