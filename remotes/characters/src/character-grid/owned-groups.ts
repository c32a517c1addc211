import type { Collection } from 'shared-domain/collection/collection-model';
import { filterOwned, type OwnedFilter } from './owned-filter';

/** A group of a list, and the units the owned filter leaves in it when it is on (all otherwise). */
export type OwnedGroup<G extends { units: readonly { id: number }[] }> = G & { visible?: G['units'] };

/**
 * The groups with the owned filter applied: each keeps its units (its counts stay the group's)
 * and gets the ones shown; a group left with none is dropped. Without a filter (or before the
 * collection is read) the very same array comes back, so a marking re-renders no group.
 */
export function filterOwnedGroups<G extends { units: readonly { id: number }[] }>(
  groups: readonly G[],
  collection: Collection | null,
  filter: OwnedFilter,
): readonly OwnedGroup<G>[] {
  if (!filter || !collection) return groups;
  return groups.flatMap((g) => {
    const visible = filterOwned(g.units, collection, filter) as G['units'];
    return visible.length > 0 ? [{ ...g, visible }] : [];
  });
}
