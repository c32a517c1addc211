import type { IllustratorResponse, StoryCardListResponse } from 'shared-domain/schemas/api/story-cards';
import type { Content } from '../content/content-types';
import { toSimple } from './character-shapes';
import { ms } from './time';

/** Cards by id with their artist's names; chips = every featured character, by universal name. */
export const storyCardListView = (content: Content): StoryCardListResponse => {
  const featured = new Set<number>();
  for (const card of content.storyCards) card.featured.forEach((id) => featured.add(id));
  return {
    content: content.storyCards.map((card) => {
      const artist = card.artist ? content.artistById.get(card.artist) : undefined;
      return { ...card, artistName: artist?.name ?? null, artistJp: artist?.jp ?? null };
    }),
    tags: content.tags.map((t) => ({ ...t })),
    chips: [...featured]
      .flatMap((id) => {
        const c = content.characterById.get(id);
        return c ? [toSimple(c)] : [];
      })
      .sort((a, b) => a.universalName.localeCompare(b.universalName) || a.id - b.id),
    lastUpdate: content.lastUpdate.storyCards,
  };
};

/** Illustrators with at least one card, by name; their cards by release date. */
export const illustratorView = (content: Content): IllustratorResponse => {
  const cardsByArtist = new Map<string, IllustratorResponse['content'][number]['storyCards']>();
  for (const card of content.storyCards) {
    if (!card.artist) continue;
    const entry = {
      id: card.id,
      name: card.name,
      nameJp: card.nameJp,
      sort: card.sortKey,
      rarity: card.rarity,
      releaseDate: card.releaseDate,
      image: card.image,
    };
    cardsByArtist.set(card.artist, [...(cardsByArtist.get(card.artist) ?? []), entry]);
  }
  return {
    content: content.artists
      .filter((a) => cardsByArtist.has(a.id))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
      .map((a) => ({
        ...a,
        storyCards: [...(cardsByArtist.get(a.id) ?? [])].sort((x, y) => ms(x.releaseDate) - ms(y.releaseDate) || x.id - y.id),
      })),
    lastUpdate: Math.max(content.lastUpdate.storyCards, content.lastUpdate.artists),
  };
};
