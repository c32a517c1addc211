import { charactersContract as api } from 'shared-domain/api/contract/characters';
import type { AnyEndpoint } from 'shared-domain/api/contract/endpoint';
import { apiUrlFor, preparedPerText, type ApiText, type PageMeta, type PageServer } from 'shared-domain/federation/page-server';
import {
  characterFacts,
  isListedCharacter,
  isNamedCharacter,
  linkAsksForJpContent,
  thumbnailFacts,
} from 'shared-domain/characters/spoilers';
import { splitLocalePath, type Locale } from 'shared-domain/i18n/locales';
import { characterFromSearch } from 'shared-domain/routing/character-query';
import { characterModalResponseSchema, chronologicalResponseSchema } from 'shared-domain/schemas/api/characters';
import type { CharacterPagePath } from '../src/character-pages';
import { characterTitle } from '../src/character-detail/character-detail-rules';
import { catalogue, type T } from '../src/messages/catalogue';
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

/** The section's words in a language, loaded the first time a link's head or the search asks for them. */
export async function wordsIn(locale: Locale): Promise<T> {
  await catalogue.load(locale);
  return catalogue.in(locale);
}

/**
 * The language a link's head is told in: the one the shell names, else the link's own (a `/ja`
 * path); English by default. (The shell's PageServer contract does not pass a language yet.)
 */
export const linkLocale = (url: URL, locale?: Locale): Locale => locale ?? splitLocalePath(url.pathname).locale;

/**
 * A character link's head: name, title, type and role; null for a unit a global player may not see
 * yet (unless the link asks for JP content). The name and title are the game's (in English, as a
 * link's title always is); the sentence around them is in `t`'s language.
 */
export function characterMeta(json: unknown, { jpContent, now, t }: { jpContent: boolean; now: number; t: T }): PageMeta | null {
  const parsed = characterModalResponseSchema.safeParse(json);
  if (!parsed.success) return null;
  const c = parsed.data;
  if (!isNamedCharacter(characterFacts(c), { jpContent, now })) return null;
  const name = characterTitle(c);
  const type = t('characterDetail.type', { type: c.type });
  const role = t('characterDetail.role', { role: c.meta.role });
  const debut = c.release.debut ? t('pageMeta.globalDebut', { date: c.release.debut.slice(0, 10) }) : t('pageMeta.notDated');
  const path = `${CHARACTER_PAGE}?character=${c.id}${jpContent ? '&jp=1' : ''}`;
  return {
    title: name,
    description: t('pageMeta.description', { name, type, role, debut }),
    canonical: path,
    type: 'profile',
    card: {
      kicker: t('pageMeta.kicker'),
      heading: name,
      lines: [t('pageMeta.cardLine', { type, role }), debut],
      accent: c.colors[0]!,
      art: c.img.full,
    },
    breadcrumbs: [{ name, path }],
  };
}

const modalMeta = preparedPerText((json) => (jpContent: boolean, now: number, t: T) => characterMeta(json, { jpContent, now, t }));

/** Every unit the lists show a global player (the sitemap leaves spoilers out). */
const listedIds = preparedPerText((json) => (now: number) => {
  const parsed = chronologicalResponseSchema.safeParse(json);
  if (!parsed.success) return null;
  const units = parsed.data.content.flatMap((group) => group.data);
  return units.filter((u) => isListedCharacter(thumbnailFacts(u), { jpContent: false, now })).map((u) => u.id);
});

/**
 * What a `?character=ID` link to any page shows where it is pasted. `locale` is beyond today's
 * contract: a shell that names the link's language gets the head in it.
 */
export async function characterLinkMeta(url: URL, apiText: ApiText, now: number, locale?: Locale): Promise<PageMeta | null> {
  const query = characterFromSearch(url.search);
  if (query?.kind !== 'id') return null;
  const { id } = query;
  const [text, t] = await Promise.all([apiText(apiUrlFor(api.characterModal, { id })), wordsIn(linkLocale(url, locale))]);
  return text === null ? null : (modalMeta(text)?.(linkAsksForJpContent(url.searchParams), now, t) ?? null);
}

export const pageServer: PageServer = {
  searchDocuments,
  linkMeta: characterLinkMeta,
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
