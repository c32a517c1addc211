/**
 * Ids as ascending ranges ("1001-1005,1010"): how a page's HTML names the units or cards an owned
 * count counts, for the inline script that fills the counts before the page's code has run
 * (shell/src/delivery/early-marks.cjs reads them). Short for the runs of ids the content has.
 */
export function idRanges(ids: Iterable<number>): string {
  const sorted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id >= 0).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    parts.push(j === i ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** What `idRanges` writes: empty, or ascending runs "1001-1005,1010". */
export const ID_RANGES_PATTERN = /^(?:\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*)?$/;

/** A run longer than any content has is not counted (a hand-edited or hostile answer). */
const LONGEST_RUN = 100_000;

/** How many ids of `ranges` are keys of `owned` (a collection's units or cards). */
export function countOwnedIn(ranges: string, owned: Readonly<Record<string, unknown>>): number {
  let count = 0;
  for (const part of ranges.split(',')) {
    if (part === '') continue;
    const [from, to = from] = part.split('-').map(Number) as [number, number?];
    if (!(to >= from) || to - from > LONGEST_RUN) continue;
    for (let id = from; id <= to; id += 1) if (Object.hasOwn(owned, String(id))) count += 1;
  }
  return count;
}
