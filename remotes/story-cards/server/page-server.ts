import { storyCardsContract as api } from 'shared-domain/api/contract/story-cards';
import { apiUrlFor, preparedPerText, type PageServer } from 'shared-domain/federation/page-server';
import { imagePathSchema, isoDateTimeSchema } from 'shared-domain/schemas/common';

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

/** The characters any card features (the list's search by featured character), from the list's answer. */
const featuredIds = preparedPerText((json) => {
  const content = typeof json === 'object' && json !== null ? (json as { content?: unknown }).content : undefined;
  if (!Array.isArray(content)) return null;
  const ids = new Set<number>();
  for (const card of content as Array<{ featured?: unknown } | null>)
    if (Array.isArray(card?.featured)) for (const id of card.featured) if (Number.isInteger(id) && id > 0) ids.add(id as number);
  return [...ids].sort((a, b) => a - b);
});

export const pageServer: PageServer = {
  async sitemapUrls(apiText) {
    const text = await apiText(apiUrlFor(api.storyCardList));
    return (text === null ? [] : (featuredIds(text) ?? [])).map((id) => `/story-cards?featured=${id}`);
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
