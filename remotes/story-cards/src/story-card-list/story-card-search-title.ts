import { STORY_CARD_TYPES } from 'shared-domain/constants/story-card-kinds';
import { echoedText } from 'shared-domain/formatting/echoed-text';
import type { Translate } from 'shared-ui/i18n/catalogue';
import type { MessageKey } from '../messages/catalogue';
import { selectKey } from '../messages/select-key';
import { nameAlternatives, normaliseArtistText } from './name-search';
import { SEARCH_RARITIES, type StoryCardCriteria } from './story-card-criteria';
import type { IndexedCard } from './story-card-index';

/** The catalogue in one language: the page's (its title), or English on the server (a link's preview). */
type T = Translate<MessageKey>;

/** A ticked set that filters (none or all ticked is no filter), in the order of `all`. */
const ticked = <V>(selected: readonly V[], all: readonly V[]): V[] =>
  selected.length === 0 || all.every((v) => selected.includes(v)) ? [] : all.filter((v) => selected.includes(v));

/** 'a or b or c' (or 'a and b and c'), in the catalogue's words. */
const joined = (t: T, key: 'story-card-list.searchOr' | 'story-card-list.searchAnd', words: readonly string[]): string =>
  words.reduce((a, b) => t(key, { a, b }));
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** An obtaining choice's label without its note ('Prayer (any)' → 'Prayer'). */
const withoutNote = (label: string) => label.replace(/\s*[(（][^()（）]*[)）]$/, '');

/** A search in words: what goes before 'story cards' ('5★ plum') and after it ("named 'lbf', by 'yaha'"). */
export interface SearchWords {
  before: string;
  after: string;
}

/**
 * The list's query in words; null when it has none, or has what words here do not tell (an effect
 * or date slot, the player's collection, a character without a name to show): the page keeps its
 * own title then. A stat slot only sorts.
 */
export function storyCardSearchWords(c: StoryCardCriteria, characterName: (id: number) => string | undefined, t: T): SearchWords | null {
  if (c.owned !== null || c.slots.some((slot) => slot.kind === 'effect' || slot.kind === 'date')) return null;
  const names = c.featured.map(characterName);
  if (names.some((name) => name === undefined)) return null;
  const rarities = ticked(c.rarities, SEARCH_RARITIES).map((r) => `${r}★`);
  const types = ticked(c.types, STORY_CARD_TYPES).map((suit) => t('story-card-list.searchSuit', { suit }));
  const sources = c.obtaining.map((value) => withoutNote(t('story-card-list.obtainingOption', { value: selectKey(value) })));
  const after = [
    nameAlternatives(c.name).length > 0 ? t('story-card-list.searchNamed', { name: echoedText(c.name) }) : '',
    names.length > 0 ? t('story-card-list.searchFeaturing', { names: joined(t, 'story-card-list.searchAnd', names as string[]) }) : '',
    normaliseArtistText(c.artist) !== '' ? t('story-card-list.searchBy', { artist: echoedText(c.artist) }) : '',
    sources.length > 0 ? t('story-card-list.searchFrom', { sources: joined(t, 'story-card-list.searchOr', sources) }) : '',
    c.role !== null ? t('story-card-list.searchForRole', { role: c.role }) : '',
  ].filter(Boolean);
  const before = [rarities, types].filter((words) => words.length > 0).map((words) => joined(t, 'story-card-list.searchOr', words));
  if (before.length === 0 && after.length === 0) return null;
  return { before: before.join(' '), after: after.join(t('story-card-list.searchSeparator')) };
}

/** "1 card", "7 cards". */
export const cardCount = (t: T, count: number): string => t('story-card-list.searchCards', { count });

/** A count that takes the plural noun ('story cards'), for a phrase about no count in particular. */
const MANY = 2;

/** The words with the noun between them, for `count` cards (the noun's number). */
const phrase = (t: T, { before, after }: SearchWords, count: number): string =>
  t('story-card-list.searchPhrase', {
    shape: before && after ? 'both' : before ? 'before' : after ? 'after' : 'none',
    before,
    after,
    noun: t('story-card-list.searchNoun', { count }),
  });

/** "Story cards named 'Lost Bamboo Forest'". */
export const storyCardSearchPhrase = (t: T, words: SearchWords): string => capital(phrase(t, words, MANY));

/** "Story cards named 'Lost Bamboo Forest': 1 card": the list's title for its query and how many cards it shows. */
export const storyCardSearchTitle = (t: T, words: SearchWords, count: number): string =>
  t('story-card-list.searchTitle', { phrase: storyCardSearchPhrase(t, words), cards: cardCount(t, count) });

/** "7 story cards featuring Seiran: Lost Bamboo Forest, Stormy Pond, …": a link's description, with the first cards' names. */
export function storyCardSearchDescription(t: T, words: SearchWords, cards: readonly { name: string }[]): string {
  if (cards.length === 0) return t('story-card-list.searchDescriptionNone', { phrase: phrase(t, words, MANY) });
  const first = cards.slice(0, 5).map((c) => c.name);
  return t('story-card-list.searchDescription', {
    count: cards.length,
    phrase: phrase(t, words, cards.length),
    names: first.join(t('story-card-list.searchSeparator')),
    more: cards.length > first.length ? 'yes' : 'no',
  });
}

/**
 * The name of a featured character the list may show: one a card it shows features (a character
 * only unreleased cards feature stays unnamed while they are hidden).
 */
export function featuredNameOf(
  index: readonly IndexedCard[],
  chips: readonly { id: number; universalName: string }[],
  shown: (card: IndexedCard) => boolean,
): (id: number) => string | undefined {
  return (id) => {
    const name = chips.find((chip) => chip.id === id)?.universalName;
    return name !== undefined && index.some((card) => card.featured.includes(id) && shown(card)) ? name : undefined;
  };
}
