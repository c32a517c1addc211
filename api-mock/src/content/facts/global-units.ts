import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CharacterType } from 'shared-domain/characters/character-types';
import type { Role } from 'shared-domain/constants/roles';

// Facts of the global version (api-mock/roster/global-units.json, vendored from shared/data/roster):
// a public list of units that are out in global, with their pool (banner family) and role.

export type GlobalPool = 'g' | 'a' | 'u' | 'ex' | 'r' | 'e' | 'p' | 'ph' | 'b' | 'y';

export interface GlobalUnit {
  name: string;
  variantCode: string;
  shortName: string;
  pool: GlobalPool;
  role: Role;
  /** The roster unit this entry picks by variant code and person, where it picks exactly one. */
  unitIds: number[];
  match: string;
}

export interface GlobalUnitsFile {
  source: { repository: string; path: string; commit: string };
  count: number;
  units: GlobalUnit[];
}

/**
 * The types a pool allows. One type where the pool names one; a family otherwise. The list has no
 * battle-pass or phantasm type, so: a battle-pass unit is earned outside prayers, which among the
 * spec's types only 'ds' (VS Divergent Spirit Ritual) is; a Phantasm Festival unit is a festival unit
 * of no named kind, the spec's plain 'fes'.
 */
export const POOL_TYPES: Readonly<Record<GlobalPool, readonly CharacterType[]>> = {
  g: ['gen'],
  a: ['afes'],
  ex: ['exfes'],
  e: ['epic'],
  p: ['wfes'],
  y: ['yukkuri'],
  u: ['sfes', 'mfes'],
  r: ['relic', 'genic'],
  b: ['ds'],
  ph: ['fes'],
};

/** Pools that name exactly one type: for these the type itself is a fact. */
export const isSingleTypePool = (pool: GlobalPool): boolean => POOL_TYPES[pool].length === 1;

/**
 * The type written for a pool. Within a family the choice is the sample's rule, not a fact: Ultra
 * Festival 'H' variants are the hifuu kind (mfes), other Ultra units sfes; the list does not tell
 * Relic from Genic, so relic is written and genic is left to sample units.
 */
export function typeForPool(pool: GlobalPool, variantCode: string): CharacterType {
  if (pool === 'u') return variantCode.startsWith('H') ? 'mfes' : 'sfes';
  if (pool === 'r') return 'relic';
  return POOL_TYPES[pool][0] as CharacterType;
}

/** The list was last kept up in August 2026: every unit on it had debuted before September. */
export const GLOBAL_LIST_KEPT_UNTIL = Date.parse('2026-09-01T00:00:00Z');

export class GlobalFacts {
  /** "MedicineMelancholy0/THLWTierlist src/js/data/tierlist.js @ c62ea99" */
  readonly source: string;
  readonly byUnitId: ReadonlyMap<number, GlobalUnit>;
  private readonly poolByCode = new Map<string, Set<GlobalPool>>();

  constructor(readonly file: GlobalUnitsFile) {
    this.source = `${file.source.repository} ${file.source.path} @ ${file.source.commit}`;
    const byUnitId = new Map<number, GlobalUnit>();
    for (const u of file.units) {
      for (const id of u.unitIds) {
        if (byUnitId.has(id)) throw new Error(`global-units.json: unit ${id} is matched twice`);
        byUnitId.set(id, u);
      }
      const key = u.variantCode.toLowerCase();
      this.poolByCode.set(key, (this.poolByCode.get(key) ?? new Set()).add(u.pool));
    }
    this.byUnitId = byUnitId;
  }

  /**
   * The pool of a variant code's family on the list (the list's flag follows the variant code; case is
   * ignored, the roster writes 'LR1' where the list writes 'Lr1'). Undefined when the list has no unit
   * of that code, or units of that code in more than one pool.
   */
  familyPool(variantCode: string): GlobalPool | undefined {
    const pools = this.poolByCode.get(variantCode.toLowerCase());
    return pools && pools.size === 1 ? [...pools][0] : undefined;
  }
}

/** api-mock/roster/global-units.json (api-mock/src/content/facts -> three levels up). */
export const DEFAULT_GLOBAL_UNITS_FILE = path.resolve(__dirname, '../../../roster/global-units.json');

export const readGlobalFacts = (file: string = DEFAULT_GLOBAL_UNITS_FILE): GlobalFacts =>
  new GlobalFacts(JSON.parse(readFileSync(file, 'utf8')) as GlobalUnitsFile);
