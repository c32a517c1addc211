import { charactersContract as api } from 'shared-domain/api/contract/characters';
import { apiUrlFor, preparedPerText, type ApiText } from 'shared-domain/federation/page-server';
import type { SearchDocument } from 'shared-domain/federation/search-document';
import { isNamedCharacter, thumbnailFacts } from 'shared-domain/characters/spoilers';
import { DEFAULT_LOCALE, type Locale } from 'shared-domain/i18n/locales';
import { characterSearchNamesResponseSchema, type CharacterSearchNamesResponse } from 'shared-domain/schemas/api/character-search-names';
import { chronologicalResponseSchema, type ChronologicalResponse } from 'shared-domain/schemas/api/characters';
import { catalogue, type T } from '../src/messages/catalogue';

/** The page a character's result links to without script; with script Enter opens the modal where the player is. */
const CHARACTER_PAGE = '/characters/conventional-list';

type Thumbnail = ChronologicalResponse['content'][number]['data'][number];

/**
 * Every unit by each name players type: English in both orders, Japanese, kana, the roster's Chinese
 * names, nicknames, and its variant code alone or before a name ("Cf1# Reimu"). A unit a global
 * player may not see by name yet (JP-only, future, never playable) is a spoiler. Only a unit without
 * a name is titled in `t`'s words; every name is the game's.
 */
export function characterDocuments(units: readonly Thumbnail[], names: CharacterSearchNamesResponse, now: number, t: T): SearchDocument[] {
  const persons = new Map(names.persons.map((p) => [p.personId, p]));
  const extra = new Map(names.units.map((u) => [u.id, u]));
  return units.map((unit) => {
    const more = extra.get(unit.id);
    const person = more ? persons.get(more.personId) : undefined;
    const en = unit.name?.en ?? t('searchDocuments.unnamed', { id: unit.id });
    const familyFirst = unit.name?.enFamilyFirst ?? en;
    const code = more?.variantCode ?? unit.universe;
    const spoiler = !isNamedCharacter(thumbnailFacts(unit), { jpContent: false, now });
    return {
      id: `characters:${unit.id}`,
      group: 'characters',
      title: en,
      subtitle: `${code}${unit.title ? ` · ${unit.title}` : ''}`,
      names: [
        ...new Set([
          en,
          ...(more ? [more.shortName] : []),
          familyFirst,
          ...(unit.name?.translit ? [unit.name.translit] : []),
          ...(more ? [more.jp, more.kana] : []),
          ...(person ? [...person.zh, ...person.aliases] : []),
          ...(more?.aliases ?? []),
          // A code before the name ("Cf1# Reimu", "reimu cf1#") matches this by its words' starts.
          `${code} ${en}`,
        ]),
      ],
      keywords: [code, ...(unit.title ? [unit.title] : []), unit.role],
      url: `${CHARACTER_PAGE}?character=${unit.id}`,
      character: unit.id,
      ...(spoiler ? { spoiler: true } : {}),
    };
  });
}

const parsedUnits = preparedPerText((json) => {
  const parsed = chronologicalResponseSchema.safeParse(json);
  return parsed.success ? parsed.data.content.flatMap((group) => group.data) : null;
});
const parsedNames = preparedPerText((json) => {
  const parsed = characterSearchNamesResponseSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
});

/**
 * The characters' search documents, from the API's list and its search names. `locale` is beyond
 * today's contract (the shell's search is English): a shell that builds a search per language passes it.
 */
export async function searchDocuments(apiText: ApiText, now: number, locale: Locale = DEFAULT_LOCALE): Promise<SearchDocument[]> {
  const [list, more] = await Promise.all([apiText(apiUrlFor(api.chronological)), apiText(apiUrlFor(api.searchNames))]);
  await catalogue.load(locale);
  const t = catalogue.in(locale);
  if (list === null) throw new Error('the API did not answer');
  const units = parsedUnits(list);
  if (!units) return [];
  // Without the extra names (an API from before them) the English ones still find every unit.
  const names = (more !== null ? parsedNames(more) : null) ?? { persons: [], units: [] };
  const seen = new Set<number>();
  return characterDocuments(
    units.filter((u) => !seen.has(u.id) && seen.add(u.id)),
    names,
    now,
    t,
  );
}
