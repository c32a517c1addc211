import { listIllustrators, sortIllustrators, type Illustrator } from './illustrators';

const NOW = Date.parse('2026-11-22T19:00:00Z');
const card = (id: number, name: string, releaseDate: string) => ({
  id,
  name,
  sort: name.toLowerCase(),
  rarity: 5 as const,
  releaseDate,
  image: null,
});
const artist = (id: string, name: string, cards: ReturnType<typeof card>[]): Illustrator => ({
  id,
  name,
  jp: name,
  pixiv: null,
  twitter: null,
  website: null,
  storyCards: cards,
});

const content = [
  artist('b', 'Beta', [card(1, 'Zebra', '2021-06-01T03:00:00Z'), card(2, 'Apple', '2022-06-01T03:00:00Z')]),
  artist('a', 'alpha', [card(3, 'Mango', '2023-01-01T03:00:00Z')]),
  artist('c', 'Gamma', [
    card(4, 'Kiwi', '2021-05-11T03:00:00Z'),
    card(5, 'Fig', '2021-07-01T03:00:00Z'),
    card(6, 'Soon', '2026-12-24T03:00:00Z'),
  ]),
  artist('f', 'Future', [card(7, 'Later', '2027-01-01T03:00:00Z')]),
];

describe('listIllustrators', () => {
  it('drops unreleased cards and illustrators left without one', () => {
    const listed = listIllustrators(content, { now: NOW, jpContent: false });
    expect(listed.map((x) => [x.artist.id, x.cards.map((c) => c.id)])).toEqual([
      ['b', [1, 2]],
      ['a', [3]],
      ['c', [4, 5]],
    ]);
  });

  it('with JP content, unreleased cards and their illustrators appear', () => {
    const listed = listIllustrators(content, { now: NOW, jpContent: true });
    expect(listed.map((x) => [x.artist.id, x.cards.length])).toEqual([
      ['b', 2],
      ['a', 1],
      ['c', 3],
      ['f', 1],
    ]);
  });
});

describe('sortIllustrators', () => {
  const listed = listIllustrators(content, { now: NOW, jpContent: false });
  const order = (key: 'alphabet' | 'earliest-date' | 'card-count', direction: 'asc' | 'desc') =>
    sortIllustrators(listed, { key, direction }, { key: 'alphabet', direction: 'asc' }).map((x) => x.artist.id);

  it.each<[Parameters<typeof order>[0], 'asc' | 'desc', string[]]>([
    ['alphabet', 'asc', ['a', 'b', 'c']],
    ['alphabet', 'desc', ['c', 'b', 'a']],
    // earliest: Gamma 2021-05-11, Beta 2021-06-01, alpha 2023-01-01
    ['earliest-date', 'asc', ['c', 'b', 'a']],
    ['earliest-date', 'desc', ['a', 'b', 'c']],
    // cards: Beta 2, Gamma 2, alpha 1; ties by name
    ['card-count', 'asc', ['a', 'b', 'c']],
    ['card-count', 'desc', ['b', 'c', 'a']],
  ])('%s %s', (key, direction, expected) => {
    expect(order(key, direction)).toEqual(expected);
  });

  it.each<['alphabet' | 'release-date', 'asc' | 'desc', number[]]>([
    ['alphabet', 'asc', [2, 1]],
    ['alphabet', 'desc', [1, 2]],
    ['release-date', 'asc', [1, 2]],
    ['release-date', 'desc', [2, 1]],
  ])('cards of Beta by %s %s', (key, direction, expected) => {
    const beta = sortIllustrators(listed, { key: 'alphabet', direction: 'asc' }, { key, direction }).find((x) => x.artist.id === 'b');
    expect(beta?.cards.map((c) => c.id)).toEqual(expected);
  });
});
