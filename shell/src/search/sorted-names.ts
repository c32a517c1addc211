/**
 * Every document's names, sorted once: the documents with a name equal to a query, or starting
 * with it, are then two ranges found by binary search, with no walk through the index's terms.
 */
export interface SortedNames {
  texts: string[];
  docs: Int32Array;
}

export function sortedNames(namesOf: readonly (readonly string[])[]): SortedNames {
  const entries: [string, number][] = [];
  namesOf.forEach((names, doc) => {
    for (const name of new Set(names)) entries.push([name, doc]);
  });
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { texts: entries.map((e) => e[0]), docs: Int32Array.from(entries, (e) => e[1]) };
}

/** The first index whose text is not below `query` (or the length). */
export function lowerBound(texts: readonly string[], query: string, from = 0): number {
  let lo = from;
  let hi = texts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (texts[mid]! < query) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Where the names equal to `query` are ([start, equalEnd)) and those starting with it ([start, end)). */
export function prefixRange({ texts }: SortedNames, query: string): { start: number; equalEnd: number; end: number } {
  const start = lowerBound(texts, query);
  let equalEnd = start;
  while (equalEnd < texts.length && texts[equalEnd] === query) equalEnd++;
  // Every text starting with the query sorts before the query followed by the highest code unit, but one that goes on with it.
  let end = lowerBound(texts, `${query}\uffff`, equalEnd);
  while (end < texts.length && texts[end]!.startsWith(query)) end++;
  return { start, equalEnd, end };
}

/** Whether any of the sorted `terms` starts with `word`. */
export function startsSomeTerm(terms: readonly string[], word: string): boolean {
  return terms[lowerBound(terms, word)]?.startsWith(word) ?? false;
}
