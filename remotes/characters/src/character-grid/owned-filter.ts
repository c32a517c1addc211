import type { Collection, OwnedCount } from 'shared-domain/collection/collection-model';
import type { T } from '../messages/catalogue';

export const OWNED_PARAM = 'owned';
export type OwnedFilter = 'yes' | 'no' | null;

const ownedWord = (params: URLSearchParams): string => params.get(OWNED_PARAM)?.trim().toLowerCase() ?? '';

/** `owned=yes|no` (any case); anything else means no filter. */
export function parseOwnedFilter(params: URLSearchParams): OwnedFilter {
  const value = ownedWord(params);
  return value === 'yes' || value === 'no' ? value : null;
}

/** What a link's `owned` value that is neither yes nor no is told, or null when it is fine (or absent). */
export function ownedFilterProblem(params: URLSearchParams, t: T): string | null {
  const raw = params.get(OWNED_PARAM);
  if (raw === null || raw.trim() === '' || parseOwnedFilter(params) !== null) return null;
  return t('characterGrid.ownedFilterIgnored', { value: raw });
}

/** The query with the filter set (or removed), every other parameter kept. */
export function writeOwnedFilter(prev: URLSearchParams, filter: OwnedFilter): URLSearchParams {
  const next = new URLSearchParams(prev);
  if (filter) next.set(OWNED_PARAM, filter);
  else next.delete(OWNED_PARAM);
  return next;
}

// One Set of owned unit ids per collection object (a marking makes a new one): a list render
// then costs a number lookup per unit, not a string key in a large object.
const idSets = new WeakMap<object, ReadonlySet<number>>();
export function ownedUnitIds(collection: Collection): ReadonlySet<number> {
  let ids = idSets.get(collection.units);
  if (!ids) idSets.set(collection.units, (ids = new Set(Object.keys(collection.units).map(Number))));
  return ids;
}

/** "Owned X of Y" of the units a group shows. */
export function countOwned(collection: Collection, units: readonly { id: number }[]): OwnedCount {
  const ids = ownedUnitIds(collection);
  let owned = 0;
  for (const u of units) if (ids.has(u.id)) owned += 1;
  return { owned, total: units.length };
}

/** The units the filter keeps; before the collection is read, all of them (nothing is known yet). */
export function filterOwned<T extends { id: number }>(
  units: readonly T[],
  collection: Collection | null,
  filter: OwnedFilter,
): readonly T[] {
  if (!filter || !collection) return units;
  const want = filter === 'yes';
  const ids = ownedUnitIds(collection);
  return units.filter((u) => ids.has(u.id) === want);
}
