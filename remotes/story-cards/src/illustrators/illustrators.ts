import type { IllustratorResponse } from 'shared-domain/schemas/api/story-cards';

/** The illustrator tracker: who is listed and in which order. */

export type Illustrator = IllustratorResponse['content'][number];
export type IllustratorCard = Illustrator['storyCards'][number];

export type ArtistSortKey = 'alphabet' | 'earliest-date' | 'card-count';
export type IllustratorCardSortKey = 'alphabet' | 'release-date';
export interface SortChoice<Key extends string> {
  key: Key;
  direction: 'asc' | 'desc';
}

export interface ListedIllustrator {
  artist: Illustrator;
  /** The cards shown: released ones, plus unreleased ones with JP content on. */
  cards: IllustratorCard[];
  /** Release of the earliest shown card (ms). */
  earliestMs: number;
}

/**
 * Illustrators with their shown cards; those left without a card are dropped,
 * so an illustrator of only unreleased cards appears with JP content alone.
 */
export function listIllustrators(
  content: readonly Illustrator[],
  { now, jpContent }: { now: number; jpContent: boolean },
): ListedIllustrator[] {
  const listed: ListedIllustrator[] = [];
  for (const artist of content) {
    const cards = artist.storyCards.filter((c) => {
      const ms = Date.parse(c.releaseDate);
      return ms > 0 && (jpContent || ms <= now);
    });
    if (cards.length === 0) continue;
    listed.push({ artist, cards, earliestMs: Math.min(...cards.map((c) => Date.parse(c.releaseDate))) });
  }
  return listed;
}

const byName = (a: ListedIllustrator, b: ListedIllustrator) =>
  a.artist.name.localeCompare(b.artist.name, 'en') || a.artist.id.localeCompare(b.artist.id);

/** Artists by the chosen key and direction (ties by name, ascending); each artist's cards by the card sort. */
export function sortIllustrators(
  list: readonly ListedIllustrator[],
  artistSort: SortChoice<ArtistSortKey>,
  cardSort: SortChoice<IllustratorCardSortKey>,
): ListedIllustrator[] {
  const sign = artistSort.direction === 'asc' ? 1 : -1;
  const key = (x: ListedIllustrator): number => (artistSort.key === 'earliest-date' ? x.earliestMs : x.cards.length);
  const cardSign = cardSort.direction === 'asc' ? 1 : -1;
  const compareCards = (a: IllustratorCard, b: IllustratorCard): number =>
    cardSort.key === 'alphabet'
      ? cardSign * (a.sort.localeCompare(b.sort, 'en') || a.id - b.id)
      : cardSign * (Date.parse(a.releaseDate) - Date.parse(b.releaseDate) || a.id - b.id);
  return [...list]
    .sort((a, b) => (artistSort.key === 'alphabet' ? sign * byName(a, b) : sign * (key(a) - key(b)) || byName(a, b)))
    .map((x) => ({ ...x, cards: [...x.cards].sort(compareCards) }));
}
