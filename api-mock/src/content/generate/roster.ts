import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type GlobalFacts, readGlobalFacts } from '../facts/global-units';

/** One person of shared/data/roster/persons.json (only the fields the generator uses). */
export interface RosterPerson {
  personId: number;
  en: string;
  enFamilyFirst: string;
  jp: string;
  kana: string;
  series: string;
  kind: string;
  unitIds: number[];
}

/** One unit of shared/data/roster/units.json. */
export interface RosterUnit {
  id: number;
  personId: number;
  variantCode: string;
  jpReleaseDate: string | null;
  note?: string;
}

export interface Roster {
  persons: RosterPerson[];
  units: RosterUnit[];
  personById: Map<number, RosterPerson>;
  /** Global-version facts (global-units.json beside the roster files). */
  facts: GlobalFacts;
}

/** Where the roster's ids, JP dates and names come from (its README names them in full). */
export const ROSTER_UNITS_SOURCE = 'LukeZhuang/LostWordBWikiScripts UnitDate.csv @ 258f5277';
export const ROSTER_NAMES_SOURCE = 'roster persons.json (names written by hand)';

/** The repository root (api-mock/src/content/generate -> four levels up). */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');
// A copy of shared/data/roster lives in the repo, so generation never depends on files outside it.
export const DEFAULT_ROSTER_DIR = path.resolve(REPO_ROOT, 'api-mock/roster');

export function readRoster(dir: string = DEFAULT_ROSTER_DIR): Roster {
  const read = <T>(name: string): T => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as T;
  const persons = read<RosterPerson[]>('persons.json');
  const units = read<RosterUnit[]>('units.json');
  return {
    persons,
    units,
    personById: new Map(persons.map((p) => [p.personId, p])),
    facts: readGlobalFacts(path.join(dir, 'global-units.json')),
  };
}
