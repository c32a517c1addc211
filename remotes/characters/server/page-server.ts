import { charactersContract as api } from 'shared-domain/api/contract/characters';
import type { AnyEndpoint } from 'shared-domain/api/contract/endpoint';
import { apiUrlFor, preparedPerText, type PageMeta, type PageServer } from 'shared-domain/federation/page-server';
import { CHARACTER_TYPE_INFO } from 'shared-domain/characters/character-types';
import {
  characterFacts,
  isListedCharacter,
  isNamedCharacter,
  linkAsksForJpContent,
  thumbnailFacts,
} from 'shared-domain/characters/spoilers';
import { characterFromSearch } from 'shared-domain/routing/character-query';
import { characterModalResponseSchema, chronologicalResponseSchema } from 'shared-domain/schemas/api/characters';
import type { CharacterPagePath } from '../src/character-pages';
import { characterTitle } from '../src/character-detail/character-detail-rules';
import { searchDocuments } from './search-documents';

/** The one list each character page asks for first (the menu page asks for none). */
const FIRST_DATA: Record<CharacterPagePath, AnyEndpoint> = {
  'conventional-list': api.chronological,
  'variant-tracker': api.variants,
  'universe-tracker': api.universe,
  'release-order': api.releaseDate,
  'rebirth-order': api.rebirthDate,
  'rebirth-costume-order': api.rebirthCostumeDate,
  'unreleased-characters': api.unreleased,
  'prayer-type': api.prayerType,
  'role-type': api.roleType,
};

/** The page a character's own link opens on (the modal over the full list). */
const CHARACTER_PAGE = '/characters/conventional-list';
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A character link's head: name, title, type and role; null for a unit a global player may not see yet (unless the link asks for JP content). */
export function characterMeta(json: unknown, { jpContent, now }: { jpContent: boolean; now: number }): PageMeta | null {
  const parsed = characterModalResponseSchema.safeParse(json);
  if (!parsed.success) return null;
  const c = parsed.data;
  if (!isNamedCharacter(characterFacts(c), { jpContent, now })) return null;
  const name = characterTitle(c);
  const type = CHARACTER_TYPE_INFO[c.type].display;
  const role = capital(c.meta.role);
  const debut = c.release.debut ? `Global debut ${c.release.debut.slice(0, 10)}` : 'Not dated in global yet';
  const path = `${CHARACTER_PAGE}?character=${c.id}${jpContent ? '&jp=1' : ''}`;
  return {
    title: name,
    description: `${name}: a ${type} unit with the ${role} role in Touhou LostWord (global). ${debut}.`,
    canonical: path,
    type: 'profile',
    card: { kicker: 'Character', heading: name, lines: [`${type} unit · ${role} role`, debut], accent: c.colors[0]!, art: c.img.full },
    breadcrumbs: [{ name, path }],
  };
}

const modalMeta = preparedPerText((json) => (jpContent: boolean, now: number) => characterMeta(json, { jpContent, now }));

/** Every unit the lists show a global player (the sitemap leaves spoilers out). */
const listedIds = preparedPerText((json) => (now: number) => {
  const parsed = chronologicalResponseSchema.safeParse(json);
  if (!parsed.success) return null;
  const units = parsed.data.content.flatMap((group) => group.data);
  return units.filter((u) => isListedCharacter(thumbnailFacts(u), { jpContent: false, now })).map((u) => u.id);
});

export const pageServer: PageServer = {
  searchDocuments,
  async linkMeta(url, apiText, now) {
    const query = characterFromSearch(url.search);
    if (query?.kind !== 'id') return null;
    const { id } = query;
    const text = await apiText(apiUrlFor(api.characterModal, { id }));
    return text === null ? null : (modalMeta(text)?.(linkAsksForJpContent(url.searchParams), now) ?? null);
  },
  async sitemapUrls(apiText, now) {
    const text = await apiText(apiUrlFor(api.chronological));
    if (text === null) throw new Error('the API did not answer');
    const ids = listedIds(text)?.(now);
    return [...new Set(ids ?? [])].map((id) => `${CHARACTER_PAGE}?character=${id}`);
  },
  firstData(url) {
    const page = /^\/characters\/([a-z-]+)$/.exec(url.pathname)?.[1];
    const endpoint = page && Object.hasOwn(FIRST_DATA, page) ? FIRST_DATA[page as CharacterPagePath] : undefined;
    return endpoint ? [apiUrlFor(endpoint)] : [];
  },
};
