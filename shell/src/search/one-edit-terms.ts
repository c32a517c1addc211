import { withinOneEdit } from './match-tier';
import { lowerBound } from './sorted-names';

/**
 * The index's terms within one edit of a typed word, found without walking them all. A term one
 * edit away that keeps the word's first letter is among the terms starting with it; one that
 * changes it is the rest of the word after a first letter some term has, or after none.
 */
export function oneEditTerms(sortedTerms: readonly string[]) {
  let firsts: string[] | undefined;
  // The letters some term starts with, read off the sorted terms at the first typo: most searches never need them.
  const firstLetters = (): string[] => {
    if (!firsts) {
      firsts = [];
      for (let i = 0; i < sortedTerms.length;) {
        const letter = sortedTerms[i]![0]!;
        firsts.push(letter);
        i = lowerBound(sortedTerms, `${letter}\uffff`, i);
        while (i < sortedTerms.length && sortedTerms[i]![0] === letter) i++;
      }
    }
    return firsts;
  };
  const has = (term: string) => sortedTerms[lowerBound(sortedTerms, term)] === term;

  /** The terms within one edit of `word` (itself included when it is one), in sorted order. */
  return (word: string): string[] => {
    if (word === '') return [];
    const found = new Set<string>();
    const first = word[0]!;
    for (let i = lowerBound(sortedTerms, first); i < sortedTerms.length && sortedTerms[i]![0] === first; i++)
      if (withinOneEdit(word, sortedTerms[i]!)) found.add(sortedTerms[i]!);
    const rest = word.slice(1);
    if (has(rest)) found.add(rest);
    for (const letter of firstLetters()) {
      if (letter === first) continue;
      if (has(letter + rest)) found.add(letter + rest);
      if (has(letter + word)) found.add(letter + word);
    }
    return [...found].sort();
  };
}
