import type { CharacterType } from 'shared-domain/characters/character-types';
import { knownRarity } from './rarity-normalisation';

/**
 * The release-order filter groups. A group is what the visitor ticks; `types` are the unit types it
 * matches (the ultra group holds sfes and mfes, the pure group wfes). Every one of the
 * twelve types falls in exactly one group, so "every group ticked" equals "no filter". A group's
 * label is the message `releaseOrder.typeGroup` for its id.
 */
export const RELEASE_TYPE_GROUPS = [
  { id: 'gen', types: ['gen'] },
  { id: 'fes', types: ['fes'] },
  { id: 'afes', types: ['afes'] },
  { id: 'ultra', types: ['sfes', 'mfes'] },
  { id: 'exfes', types: ['exfes'] },
  { id: 'relic', types: ['relic'] },
  { id: 'genic', types: ['genic'] },
  { id: 'epic', types: ['epic'] },
  { id: 'pure', types: ['wfes'] },
  { id: 'ds', types: ['ds'] },
  { id: 'yukkuri', types: ['yukkuri'] },
] as const satisfies readonly { id: string; types: readonly CharacterType[] }[];

export type ReleaseTypeGroup = (typeof RELEASE_TYPE_GROUPS)[number]['id'];
export const RELEASE_TYPE_GROUP_IDS: readonly ReleaseTypeGroup[] = RELEASE_TYPE_GROUPS.map((g) => g.id);

export const REBIRTH_OPTIONS = ['yes', 'no'] as const;
export type RebirthOption = (typeof REBIRTH_OPTIONS)[number];

/**
 * The filter in canonical form: `types` in group order without repeats, empty meaning "every type";
 * `rebirth` null meaning both. A selection of every option is stored as the empty one, so one filter
 * has one URL.
 */
export interface ReleaseOrderFilter {
  types: readonly ReleaseTypeGroup[];
  rebirth: RebirthOption | null;
}

export const NO_RELEASE_FILTER: ReleaseOrderFilter = Object.freeze({ types: Object.freeze([]), rebirth: null });

const GROUP_OF_TYPE = new Map<CharacterType, ReleaseTypeGroup>(RELEASE_TYPE_GROUPS.flatMap((g) => g.types.map((t) => [t, g.id] as const)));

// Words the rarity table does not cover but the groups and types need.
const EXTRA_WORDS: Record<string, ReleaseTypeGroup> = {
  ultra: 'ultra',
  pure: 'pure',
  wfes: 'pure',
  pfes: 'pure',
  purefes: 'pure',
  purefestival: 'pure',
  ex: 'exfes',
  exfes: 'exfes',
  exfestival: 'exfes',
  ds: 'ds',
  vs: 'ds',
  yukkuri: 'yukkuri',
};

/** The group one URL word names, or null when unknown (ignored). */
export function releaseTypeGroupOfWord(word: string): ReleaseTypeGroup | null {
  const key = word.trim().toLowerCase().replace(/[-_]/g, '');
  if (!key) return null;
  if (Object.hasOwn(EXTRA_WORDS, key)) return EXTRA_WORDS[key]!;
  const rarity = knownRarity(key);
  return rarity ? (GROUP_OF_TYPE.get(rarity) ?? null) : null;
}

export const releaseTypeGroupOf = (type: CharacterType): ReleaseTypeGroup => GROUP_OF_TYPE.get(type) ?? 'gen';

/** Canonical order, no repeats, every group = none. */
export function canonicalTypes(groups: Iterable<ReleaseTypeGroup>): ReleaseTypeGroup[] {
  const set = new Set(groups);
  const ordered = RELEASE_TYPE_GROUP_IDS.filter((id) => set.has(id));
  return ordered.length === RELEASE_TYPE_GROUP_IDS.length ? [] : ordered;
}

/** yes and no together mean no rebirth filter. */
export function canonicalRebirth(options: Iterable<RebirthOption>): RebirthOption | null {
  const set = new Set(options);
  return set.size === 1 ? [...set][0]! : null;
}

const words = (raw: string | null): string[] => (raw ?? '').split(',');

/**
 * Reads `type` (comma list of gacha types, normalised) and `rebirth` (yes/no).
 * Unknown values are ignored; repeated parameters are read together.
 */
export function parseReleaseOrderQuery(params: URLSearchParams): ReleaseOrderFilter {
  const types = params.getAll('type').flatMap(words).map(releaseTypeGroupOfWord);
  const rebirth = params
    .getAll('rebirth')
    .flatMap(words)
    .map((w) => w.trim().toLowerCase())
    .filter((w): w is RebirthOption => (REBIRTH_OPTIONS as readonly string[]).includes(w));
  return {
    types: canonicalTypes(types.filter((g): g is ReleaseTypeGroup => g !== null)),
    rebirth: canonicalRebirth(rebirth),
  };
}

/**
 * Writes the filter into a copy of `params`, keeping every other parameter; a group with all (or
 * none) of its options selected is left out of the URL.
 */
export function writeReleaseOrderQuery(params: URLSearchParams, filter: ReleaseOrderFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('type');
  next.delete('rebirth');
  const types = canonicalTypes(filter.types);
  if (types.length > 0) next.set('type', types.join(','));
  if (filter.rebirth) next.set('rebirth', filter.rebirth);
  return next;
}

/** Whether a unit passes the filter: its type's group is ticked (or none is), and its rebirth fits. */
export function matchesReleaseOrderFilter(unit: { type: CharacterType; fr: boolean }, filter: ReleaseOrderFilter): boolean {
  if (filter.types.length > 0 && !filter.types.includes(releaseTypeGroupOf(unit.type))) return false;
  if (filter.rebirth === 'yes' && !unit.fr) return false;
  if (filter.rebirth === 'no' && unit.fr) return false;
  return true;
}

/** Toggles one group in the filter (the visitor's click), keeping the canonical form. */
export function toggleReleaseType(filter: ReleaseOrderFilter, group: ReleaseTypeGroup): ReleaseOrderFilter {
  const on = filter.types.includes(group);
  return { ...filter, types: canonicalTypes(on ? filter.types.filter((g) => g !== group) : [...filter.types, group]) };
}
