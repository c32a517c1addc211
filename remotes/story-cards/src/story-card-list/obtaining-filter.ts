import { OBTAINING_GROUPS } from 'shared-domain/constants/obtaining';

// The choices' labels are the catalogue's `story-card-list.obtainingOption`.

/**
 * The obtaining types a filter selection accepts: a group stands for its types,
 * any other value for the type of that name. Empty selection = no filter (null).
 */
export function obtainingTypesFor(selection: readonly string[]): ReadonlySet<string> | null {
  if (selection.length === 0) return null;
  const types = new Set<string>();
  for (const value of selection) {
    const group = Object.hasOwn(OBTAINING_GROUPS, value) ? OBTAINING_GROUPS[value] : undefined;
    if (group) group.forEach((t) => types.add(t));
    else types.add(value);
  }
  return types;
}

/** A card matches if any of its sources is in the accepted set. */
export function obtainingMatches(cardTypes: readonly string[], accepted: ReadonlySet<string> | null): boolean {
  return accepted === null || cardTypes.some((t) => accepted.has(t));
}
