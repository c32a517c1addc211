/** Release times of a floor (ISO-8601 UTC); global is null while the floor exists only in JP. */
export interface FloorRelease {
  global: string | null;
  jp: string;
}

export interface FloorEntryLike {
  floor: number;
  release: FloorRelease;
}

/** One floor of the selector (the selector labels it 'NF' in the page's language) and whether it is not yet in the global version. */
export interface FloorChoice {
  floor: number;
  jp: boolean;
}

/** A time released in the global version by `now` (a null or unreadable time never is). */
export function isReleasedAt(global: string | null, now: number): boolean {
  if (global === null) return false;
  const at = Date.parse(global);
  return Number.isFinite(at) && at <= now;
}

/** The global release instants of the floors (the unknown and unreadable ones left out). */
export function releaseTimes(list: readonly FloorEntryLike[]): number[] {
  return list.map((entry) => (entry.release.global === null ? NaN : Date.parse(entry.release.global))).filter(Number.isFinite);
}

/**
 * The floors the selector lists, in the list's order (the API sends highest first). Without JP
 * content only globally released floors are listed; with it every floor is, the unreleased ones
 * marked JP.
 */
export function floorChoices(list: readonly FloorEntryLike[], now: number, showFuture: boolean): FloorChoice[] {
  return list.flatMap((entry) => {
    const released = isReleasedAt(entry.release.global, now);
    if (!released && !showFuture) return [];
    return [{ floor: entry.floor, jp: !released }];
  });
}

/**
 * The highest floor a visitor may open: the highest globally released floor, or the last floor
 * when future floors are shown. 0 when there is none.
 */
export function highestSelectableFloor(list: readonly FloorEntryLike[], now: number, showFuture: boolean): number {
  return list.reduce((max, entry) => (showFuture || isReleasedAt(entry.release.global, now) ? Math.max(max, entry.floor) : max), 0);
}

/** The floors one step below and above, inside 1..maxFloor: fetched ahead so stepping is instant. */
export function neighbourFloors(floor: number, maxFloor: number): number[] {
  return [floor - 1, floor + 1].filter((f) => f >= 1 && f <= maxFloor);
}
