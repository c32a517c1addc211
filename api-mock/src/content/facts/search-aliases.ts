import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CharacterSearchNamesResponse } from 'shared-domain/schemas/api/character-search-names';
import type { Character } from 'shared-domain/schemas/character';

// Names players type beyond the content's own: the roster's Chinese names (persons.json) and the
// maintained nicknames (aliases.json), both beside the roster in api-mock/roster.

export const ROSTER_DIR = path.resolve(__dirname, '../../../roster');

/** One nickname: it names a person (every unit of theirs) or one unit, and says where it was seen. */
export interface SearchAlias {
  alias: string;
  personId?: number;
  unitId?: number;
  source: string;
}

export interface SearchAliasFile {
  about: string;
  aliases: SearchAlias[];
}

interface PersonNames {
  personId: number;
  zh?: string[];
  unitIds: number[];
}

export interface SearchNameFacts {
  persons: PersonNames[];
  aliases: SearchAlias[];
}

export function readSearchNameFacts(dir: string = ROSTER_DIR): SearchNameFacts {
  const read = <T>(name: string): T => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as T;
  return { persons: read<PersonNames[]>('persons.json'), aliases: read<SearchAliasFile>('aliases.json').aliases };
}

/**
 * The alias file's problems, one line each ('aliases.json: aliases[3]: …'): every alias names
 * exactly one existing person or unit, is not blank, says where it was seen, and is not listed twice for it.
 */
export function aliasProblems(
  aliases: readonly SearchAlias[],
  known: { personIds: ReadonlySet<number>; unitIds: ReadonlySet<number> },
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  aliases.forEach((a, i) => {
    const at = `aliases.json: aliases[${i}]`;
    const hasPerson = a.personId !== undefined;
    const hasUnit = a.unitId !== undefined;
    if (typeof a.alias !== 'string' || a.alias.trim() === '') problems.push(`${at}.alias: must be a non-empty name`);
    if (typeof a.source !== 'string' || a.source.trim() === '') problems.push(`${at}.source: must say where the alias was seen`);
    if (hasPerson === hasUnit) problems.push(`${at}: must name exactly one of personId or unitId`);
    if (hasPerson && !known.personIds.has(a.personId!)) problems.push(`${at}.personId: no person ${a.personId} in the roster`);
    if (hasUnit && !known.unitIds.has(a.unitId!)) problems.push(`${at}.unitId: no unit ${a.unitId} in the content`);
    const key = `${String(a.alias).toLowerCase()}|${a.personId ?? ''}|${a.unitId ?? ''}`;
    if (seen.has(key)) problems.push(`${at}.alias: "${a.alias}" is listed twice for the same target`);
    seen.add(key);
  });
  return problems;
}

/** GET /api/characters/search-names: each unit's Japanese names and code, each person's Chinese names and nicknames. */
export function searchNamesView(characters: readonly Character[], facts: SearchNameFacts): CharacterSearchNamesResponse {
  const personIds = new Set(characters.map((c) => c.personId));
  const byPerson = new Map<number, string[]>();
  const byUnit = new Map<number, string[]>();
  for (const a of facts.aliases) {
    const map = a.unitId !== undefined ? byUnit : byPerson;
    const key = a.unitId ?? a.personId!;
    map.set(key, [...(map.get(key) ?? []), a.alias]);
  }
  return {
    persons: facts.persons
      .filter((p) => personIds.has(p.personId))
      .map((p) => ({ personId: p.personId, zh: p.zh ?? [], aliases: byPerson.get(p.personId) ?? [] })),
    units: characters.map((c) => ({
      id: c.id,
      personId: c.personId,
      variantCode: c.variantCode,
      shortName: c.shortName,
      jp: c.name.jp,
      kana: c.name.kana,
      aliases: byUnit.get(c.id) ?? [],
    })),
  };
}
