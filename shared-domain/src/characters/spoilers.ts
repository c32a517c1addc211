import type { CharacterStatus } from './character-statuses';

/**
 * What a list needs to know about a unit to decide whether it is a spoiler. Thumbnails carry
 * `released` (playable in global) and `jpReleased` (has a JP release); `jp` (the JP-only flag) and
 * `debut` (global debut) are read when the API sends them.
 */
export interface SpoilerFacts {
  released: boolean;
  jpReleased: boolean;
  status: CharacterStatus;
  jp?: boolean;
  debut?: string | null;
}

/**
 * JP-only: exists in the Japanese version but not in global. Without the flag it is read from the
 * thumbnail: released in JP, not playable in global, and not a guest (guests appear in global).
 */
export const isJpOnly = (unit: SpoilerFacts): boolean => unit.jp ?? (!unit.released && unit.jpReleased && unit.status !== 'guest');

/** A global debut still ahead of `now`. */
export const isFutureUnit = (unit: SpoilerFacts, now: number): boolean => {
  if (!unit.debut) return false;
  const at = Date.parse(unit.debut);
  return Number.isFinite(at) && at > now;
};

/** Spec section 1 and 6: JP-only and future-dated units are spoilers. */
export const isSpoilerUnit = (unit: SpoilerFacts, now: number): boolean => isJpOnly(unit) || isFutureUnit(unit, now);

export interface SpoilerView {
  /** The 'Enable JP-only content' setting. */
  jpContent: boolean;
  now: number;
}

/** The units a page may show: every unit with JP content on, otherwise all but the spoilers. */
export function visibleUnits<T extends SpoilerFacts>(units: readonly T[], { jpContent, now }: SpoilerView): T[] {
  return jpContent ? [...units] : units.filter((u) => !isSpoilerUnit(u, now));
}

export interface UnitCounts {
  /** Playable in global now. */
  available: number;
  total: number;
}

/** Counts of the units as shown, so a group's 'available / total' agrees with its thumbnails. */
export function unitCounts(units: readonly SpoilerFacts[], now: number): UnitCounts {
  return { available: units.filter((u) => u.released && !isFutureUnit(u, now)).length, total: units.length };
}

/**
 * Groups (series, universes, variants, batches...) as shown: their units filtered, and a group left
 * with no unit dropped — a universe whose every unit is a spoiler is a future universe code.
 */
export function visibleGroups<G, T extends SpoilerFacts>(
  groups: readonly G[],
  unitsOf: (group: G) => readonly T[],
  view: SpoilerView,
): { group: G; units: T[]; counts: UnitCounts }[] {
  return groups.flatMap((group) => {
    const units = visibleUnits(unitsOf(group), view);
    return units.length > 0 ? [{ group, units, counts: unitCounts(units, view.now) }] : [];
  });
}
