import { isOwnedUnit, type Collection } from 'shared-domain/collection/collection-model';

export const OWNED_PARAM = 'owned';
export type OwnedFilter = 'yes' | 'no' | null;

/** `owned=yes|no`; anything else means no filter. */
export function parseOwnedFilter(params: URLSearchParams): OwnedFilter {
  const value = params.get(OWNED_PARAM);
  return value === 'yes' || value === 'no' ? value : null;
}

/** The query with the filter set (or removed), every other parameter kept. */
export function writeOwnedFilter(prev: URLSearchParams, filter: OwnedFilter): URLSearchParams {
  const next = new URLSearchParams(prev);
  if (filter) next.set(OWNED_PARAM, filter);
  else next.delete(OWNED_PARAM);
  return next;
}

/** The units the filter keeps; before the collection is read, all of them (nothing is known yet). */
export function filterOwned<T extends { id: number }>(
  units: readonly T[],
  collection: Collection | null,
  filter: OwnedFilter,
): readonly T[] {
  if (!filter || !collection) return units;
  const want = filter === 'yes';
  return units.filter((u) => isOwnedUnit(collection, u.id) === want);
}
