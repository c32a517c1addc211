import type { MessageKey } from '../messages/catalogue';

export type SortDirection = 'asc' | 'desc';

export interface SortState<Key extends string> {
  key: Key;
  direction: SortDirection;
}

/** One option of a sort bar, labelled by its message. */
export interface SortOption<Key extends string> {
  key: Key;
  label: MessageKey;
}

/**
 * The sort after a click (spec, illustrator tracker): clicking the active sort flips its direction;
 * clicking another sort starts it ascending.
 */
export function nextSort<Key extends string>(current: SortState<Key>, clicked: Key): SortState<Key> {
  if (current.key === clicked) return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key: clicked, direction: 'asc' };
}

export const ARTIST_SORTS = [
  { key: 'alphabet', label: 'illustrators.sortAlphabet' },
  { key: 'earliest-date', label: 'illustrators.sortEarliestDate' },
  { key: 'card-count', label: 'illustrators.sortCardCount' },
] as const satisfies readonly SortOption<string>[];
export type ArtistSortKey = (typeof ARTIST_SORTS)[number]['key'];

export const CARD_SORTS = [
  { key: 'alphabet', label: 'illustrators.sortAlphabet' },
  { key: 'release-date', label: 'illustrators.sortReleaseDate' },
] as const satisfies readonly SortOption<string>[];
export type CardSortKey = (typeof CARD_SORTS)[number]['key'];
