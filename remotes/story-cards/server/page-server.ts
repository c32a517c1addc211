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

interface FeaturingCard {
  name: string;
  releaseMs: number;
  featured: number[];
}

/** The cards (released or not) with the characters each features, and the featured characters' names. */
const featuring = preparedPerText((json) => {
  const { content, chips } = (typeof json === 'object' && json !== null ? json : {}) as { content?: unknown; chips?: unknown };
  if (!Array.isArray(content) || !Array.isArray(chips)) return null;
  const cards: FeaturingCard[] = [];
  for (const card of content as Array<{ name?: unknown; releaseDate?: unknown; featured?: unknown } | null>) {
    const release = isoDateTimeSchema.safeParse(card?.releaseDate);
    if (!release.success || typeof card?.name !== 'string' || !Array.isArray(card.featured)) return null;
    cards.push({
      name: card.name,
      releaseMs: Date.parse(release.data),
      featured: card.featured.filter((id): id is number => Number.isInteger(id)),
    });
  }
  const names = new Map<number, string>();
  for (const chip of chips as Array<{ id?: unknown; universalName?: unknown } | null>)
    if (typeof chip?.id === 'number' && typeof chip.universalName === 'string') names.set(chip.id, chip.universalName);
  return { cards, names };
});

/** The released cards featuring `id` (unreleased cards show only with JP content on, off by default). */
const releasedFeaturing = (cards: readonly FeaturingCard[], id: number, now: number) =>
  cards.filter((c) => c.releaseMs <= now && c.featured.includes(id));

const LIST = '/story-cards';

export const pageServer: PageServer = {
  // The list searched by one featured character: who, and how many cards.
  async pageMeta(url, apiText, now) {
    const featured = url.searchParams.getAll('featured');
    if (url.pathname !== LIST || featured.length !== 1 || !/^[1-9]\d{0,8}$/.test(featured[0]!) || [...url.searchParams.keys()].length !== 1)
      return null;
    const text = await apiText(apiUrlFor(api.storyCardList));
    const known = text === null ? null : featuring(text);
    const id = Number(featured[0]);
    const name = known?.names.get(id);
    const cards = known && name ? releasedFeaturing(known.cards, id, now) : [];
    if (!name || cards.length === 0) return null;
    const count = `${cards.length} story card${cards.length === 1 ? '' : 's'}`;
    return {
      title: `Story cards featuring ${name}`,
      description: `${count} featuring ${name}: ${cards
        .slice(0, 5)
        .map((c) => c.name)
        .join(', ')}${cards.length > 5 ? ', …' : ''}.`,
      card: { kicker: 'Story cards', heading: name, lines: [`${count} featuring ${name}`], accent: '#6cc070' },
    };
  },
  // Each character a released card features: the list searched by that character.
  async sitemapUrls(apiText, now) {
    const text = await apiText(apiUrlFor(api.storyCardList));
    if (text === null) throw new Error('the API did not answer');
    const known = featuring(text);
    if (!known) return [];
    const ids = new Set(known.cards.filter((c) => c.releaseMs <= now).flatMap((c) => c.featured));
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
