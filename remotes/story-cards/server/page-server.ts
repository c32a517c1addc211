import { DEFAULT_LOCALE } from 'shared-domain/i18n/locales';
import { storyCardsContract as api } from 'shared-domain/api/contract/story-cards';
import { apiUrlFor, preparedPerText, type PageServer } from 'shared-domain/federation/page-server';
import type { StoryCardListItem } from 'shared-domain/schemas/api/story-cards';
import { imagePathSchema, isoDateTimeSchema } from 'shared-domain/schemas/common';
import { catalogue } from '../src/messages/catalogue';
import { hasCriteria } from '../src/story-card-list/story-card-criteria';
import { searchStoryCards } from '../src/story-card-list/story-card-filter';
import { indexStoryCards, type IndexedCard } from '../src/story-card-list/story-card-index';
import { parseStoryCardQuery } from '../src/story-card-list/story-card-query';
import {
  cardCount,
  featuredNameOf,
  storyCardSearchDescription,
  storyCardSearchPhrase,
  storyCardSearchTitle,
  storyCardSearchWords,
} from '../src/story-card-list/story-card-search-title';
import { searchDocuments } from './search-documents';

const cardImageSchema = imagePathSchema.nullable();

/**
 * Each card's release time and image, checked with the contract's own field schemas; null when any
 * is off. Only the fields the default view needs: validating and indexing every card would hold
 * the server's thread far longer.
 */
const cardImages = preparedPerText((json) => {
  const content = typeof json === 'object' && json !== null ? (json as { content?: unknown }).content : undefined;
  if (!Array.isArray(content)) return null;
  const out: Array<{ releaseMs: number; image: string | null }> = [];
  for (const item of content as Array<{ releaseDate?: unknown; image?: unknown } | null>) {
    const release = isoDateTimeSchema.safeParse(item?.releaseDate);
    const image = cardImageSchema.safeParse(item?.image);
    if (!release.success || !image.success) return null;
    out.push({ releaseMs: Date.parse(release.data), image: image.data });
  }
  return out;
});

interface FeaturingCard {
  releaseMs: number;
  featured: number[];
}

/** The cards (released or not) with the characters each features. */
const featuring = preparedPerText((json) => {
  const content = typeof json === 'object' && json !== null ? (json as { content?: unknown }).content : undefined;
  if (!Array.isArray(content)) return null;
  const cards: FeaturingCard[] = [];
  for (const card of content as Array<{ releaseDate?: unknown; featured?: unknown } | null>) {
    const release = isoDateTimeSchema.safeParse(card?.releaseDate);
    if (!release.success || !Array.isArray(card?.featured)) return null;
    cards.push({ releaseMs: Date.parse(release.data), featured: card.featured.filter((id): id is number => Number.isInteger(id)) });
  }
  return cards;
});

/**
 * The list indexed as the page indexes it, so a link's count is the page's. Not validated against
 * the contract (that would hold the server's thread many times longer): a list the index cannot
 * read gives no words.
 */
const searchable = preparedPerText((json) => {
  const { content, chips } = (typeof json === 'object' && json !== null ? json : {}) as { content?: unknown; chips?: unknown };
  if (!Array.isArray(content) || !Array.isArray(chips)) return null;
  if (
    !content.every(
      (c: { name?: unknown; releaseDate?: unknown } | null) =>
        typeof c?.name === 'string' && isoDateTimeSchema.safeParse(c.releaseDate).success,
    )
  )
    return null;
  const named = (chips as Array<{ id?: unknown; universalName?: unknown } | null>).flatMap((chip) =>
    typeof chip?.id === 'number' && typeof chip.universalName === 'string' ? [{ id: chip.id, universalName: chip.universalName }] : [],
  );
  return { index: indexStoryCards(content as StoryCardListItem[]), chips: named };
});

const LIST = '/story-cards';

export const pageServer: PageServer = {
  searchDocuments,
  // The list searched: the query in words and how many cards it shows, as the page's own title says
  // (released cards only, as a visitor first sees it).
  async pageMeta(url, apiText, now, locale = DEFAULT_LOCALE) {
    if (url.pathname !== LIST) return null;
    const { criteria } = parseStoryCardQuery(url.searchParams);
    if (!hasCriteria(criteria)) return null;
    const text = await apiText(apiUrlFor(api.storyCardList));
    const list = text === null ? null : searchable(text);
    if (!list) return null;
    // In the link's language.
    await catalogue.load(locale);
    const t = catalogue.in(locale);
    const released = (card: IndexedCard) => card.releaseMs <= now;
    const words = storyCardSearchWords(criteria, featuredNameOf(list.index, list.chips, released), t);
    if (!words) return null;
    const cards = searchStoryCards(list.index, criteria, { now, jpContent: false }).map((c) => c.card);
    return {
      title: storyCardSearchTitle(t, words, cards.length),
      description: storyCardSearchDescription(t, words, cards),
      card: {
        kicker: t('story-card-list.searchKicker'),
        heading: storyCardSearchPhrase(t, words),
        lines: [cardCount(t, cards.length), ...cards.slice(0, 3).map((c) => c.name)],
        accent: '#6cc070',
      },
    };
  },
  // Each character a released card features: the list searched by that character.
  async sitemapUrls(apiText, now) {
    const text = await apiText(apiUrlFor(api.storyCardList));
    if (text === null) throw new Error('the API did not answer');
    const cards = featuring(text);
    if (!cards) return [];
    const ids = new Set(cards.filter((c) => c.releaseMs <= now).flatMap((c) => c.featured));
    return [...ids].sort((a, b) => a - b).map((id) => `${LIST}?featured=${id}`);
  },
  firstData(url) {
    if (url.pathname === '/story-cards') return [apiUrlFor(api.storyCardList)];
    if (url.pathname === '/story-cards/illustrators') return [apiUrlFor(api.illustrators)];
    return [];
  },
  // The list's largest first paint is its first cards' images: unreleased cards show only with JP
  // content on (off by default), and a query (the card search) is left to the page.
  async firstImages(url, apiText, now) {
    if (url.pathname !== '/story-cards' || url.search !== '') return [];
    const text = await apiText(apiUrlFor(api.storyCardList));
    const cards = text === null ? null : cardImages(text);
    return cards ? cards.flatMap((c) => (c.releaseMs <= now && c.image ? [c.image] : [])) : [];
  },
};
