import { STORY_CARD_TYPES } from 'shared-domain/constants/story-card-kinds';
import { echoedText } from 'shared-domain/formatting/echoed-text';
import { nameAlternatives, normaliseArtistText } from './name-search';
import { OBTAINING_FILTER_LABELS } from './obtaining-filter';
import { SEARCH_RARITIES, type StoryCardCriteria } from './story-card-criteria';
import type { IndexedCard } from './story-card-index';

/** A ticked set that filters (none or all ticked is no filter), in the order of `all`. */
const ticked = <T>(selected: readonly T[], all: readonly T[]): T[] =>
  selected.length === 0 || all.every((v) => selected.includes(v)) ? [] : all.filter((v) => selected.includes(v));

const or = (words: readonly string[]) => words.join(' or ');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
export function storyCardSearchWords(c: StoryCardCriteria, characterName: (id: number) => string | undefined): SearchWords | null {
  if (c.owned !== null || c.slots.some((slot) => slot.kind === 'effect' || slot.kind === 'date')) return null;
  const names = c.featured.map(characterName);
  if (names.some((name) => name === undefined)) return null;
  const rarities = ticked(c.rarities, SEARCH_RARITIES).map((r) => `${r}★`);
  const types = ticked(c.types, STORY_CARD_TYPES);
  const after = [
    nameAlternatives(c.name).length > 0 ? `named '${echoedText(c.name)}'` : '',
    names.length > 0 ? `featuring ${names.join(' and ')}` : '',
    normaliseArtistText(c.artist) !== '' ? `by '${echoedText(c.artist)}'` : '',
    c.obtaining.length > 0 ? `from ${or(c.obtaining.map((o) => (OBTAINING_FILTER_LABELS[o] ?? o).replace(/ \(.*\)$/, '')))}` : '',
    c.role !== null ? `for the ${c.role} role` : '',
  ].filter(Boolean);
  const before = [or(rarities), or(types)].filter(Boolean);
  if (before.length === 0 && after.length === 0) return null;
  return { before: before.join(' '), after: after.join(', ') };
}

/** "1 card", "7 cards". */
export const cardCount = (n: number) => `${n} card${n === 1 ? '' : 's'}`;
const phrase = ({ before, after }: SearchWords, noun: string) => [before, noun, after].filter(Boolean).join(' ');

/** "Story cards named 'Lost Bamboo Forest'". */
export const storyCardSearchPhrase = (words: SearchWords): string => capital(phrase(words, 'story cards'));

/** "Story cards named 'Lost Bamboo Forest': 1 card": the list's title for its query and how many cards it shows. */
export const storyCardSearchTitle = (words: SearchWords, count: number): string => `${storyCardSearchPhrase(words)}: ${cardCount(count)}`;

/** "7 story cards featuring Seiran: Lost Bamboo Forest, Stormy Pond, …": a link's description, with the first cards' names. */
export function storyCardSearchDescription(words: SearchWords, cards: readonly { name: string }[]): string {
  if (cards.length === 0) return `No ${phrase(words, 'story cards')}.`;
  const first = cards.slice(0, 5).map((c) => c.name);
  const noun = cards.length === 1 ? 'story card' : 'story cards';
  return `${cards.length} ${phrase(words, noun)}: ${first.join(', ')}${cards.length > first.length ? ', …' : ''}.`;
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
