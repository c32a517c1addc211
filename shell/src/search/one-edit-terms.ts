import { withinOneEdit } from './match-tier';
import { lowerBound } from './sorted-names';

/** How many letters end a term's key in the ending table. */
const ENDING = 3;

/** From this length on, a word's second half holds its last ENDING letters whole. */
const SPLIT_MIN_LENGTH = 2 * ENDING - 1;

/**
 * The index's terms within one edit of a typed word, found without walking them all. A term one
 * edit away keeps the word's first half unchanged (the edit is in the second half) or its second
 * half (the edit is in the first): so it is among the terms that start with the first half, or
 * among those that end with the word's last letters.
 */
export function oneEditTerms(sortedTerms: readonly string[]) {
  let byEnding: Map<string, number[]> | undefined;
  // Made at the first typo: most searches never need it.
  const endingTable = () => {
    if (!byEnding) {
      byEnding = new Map();
      sortedTerms.forEach((term, i) => {
        const key = term.slice(-ENDING);
        const list = byEnding!.get(key);
        if (list) list.push(i);
        else byEnding!.set(key, [i]);
      });
    }
    return byEnding;
  };

  /** The terms within one edit of `word` (itself included when it is one), in sorted order. */
  return (word: string): string[] => {
    // The engine forgives no typo this short; a shorter word is still answered, by the whole list.
    if (word.length < SPLIT_MIN_LENGTH) return sortedTerms.filter((t) => withinOneEdit(word, t));
    const found = new Set<number>();
    const head = word.slice(0, Math.floor(word.length / 2));
    for (let i = lowerBound(sortedTerms, head); i < sortedTerms.length && sortedTerms[i]!.startsWith(head); i++)
      if (withinOneEdit(word, sortedTerms[i]!)) found.add(i);
    for (const i of endingTable().get(word.slice(-ENDING)) ?? []) if (withinOneEdit(word, sortedTerms[i]!)) found.add(i);
    return [...found].sort((a, b) => a - b).map((i) => sortedTerms[i]!);
  };
}
