import { hasHan, wordsOf } from './normalise-text';

/**
 * How well a document matches, best first: the ranking's order. A name is the document's own
 * (any language, alias, code); a keyword is something it has (an effect, a role); at the same
 * level a name beats a keyword.
 */
export const MATCH_TIERS = [
  'exact name',
  'exact keyword',
  'name prefix',
  'keyword prefix',
  'name word start',
  'keyword word start',
  'fuzzy name',
  'fuzzy keyword',
  'description',
  'other',
] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

/** Typos are forgiven from this many letters on (a shorter word is too easily another word). */
export const FUZZY_MIN_LENGTH = 5;

/** Whether `a` and `b` differ by at most one insertion, deletion or substitution. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  // Past the first difference the rest must agree: after a substitution, or after the longer one's extra letter.
  return short.length === long.length ? short.slice(i + 1) === long.slice(i + 1) : short.slice(i) === long.slice(i + 1);
}

/** Each query word starts a word of the text (in Han text, any character starts a word). */
function wordStarts(text: string, textWords: readonly string[], queryWords: readonly string[]): boolean {
  return queryWords.every((q) => (hasHan(q) ? text.includes(q) : textWords.some((w) => w.startsWith(q))));
}

/** Each query word starts a word of the text, or is one edit from a word (a word of FUZZY_MIN_LENGTH letters or more). */
function fuzzyWords(textWords: readonly string[], queryWords: readonly string[]): boolean {
  return queryWords.every((q) => textWords.some((w) => w.startsWith(q) || (q.length >= FUZZY_MIN_LENGTH && withinOneEdit(q, w))));
}

/** A document's searchable text, normalised once when the index is built. */
export interface NormalisedFields {
  names: readonly string[];
  keywords: readonly string[];
  description: string;
  /** The words of each name and keyword, when split once ahead (the engine does; a keystroke then splits none). */
  nameWords?: readonly (readonly string[])[];
  keywordWords?: readonly (readonly string[])[];
  /** The keywords as the tier reads them (with all of them together) and the description's words, when made ahead. */
  keywordTexts?: readonly string[];
  keywordTextWords?: readonly (readonly string[])[];
  descriptionWords?: readonly string[];
}

/**
 * The keywords as the tier reads them: a query may name two things a document has ("slice yin"),
 * so all of them together count as one text too.
 */
export function keywordTexts(keywords: readonly string[]): string[] {
  return keywords.length > 1 ? [...keywords, keywords.join(' ')] : [...keywords];
}

type Level = 0 | 1 | 2 | 3;

/** The best level a list of texts reaches for the query: 0 exact, 1 prefix, 2 word start, 3 fuzzy; null for none. */
function bestLevel(
  texts: readonly string[],
  query: string,
  queryWords: readonly string[],
  split?: readonly (readonly string[])[],
): Level | null {
  let best: Level | null = null;
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!;
    if (text === query) return 0;
    if (text.startsWith(query)) best = 1;
    else if (best === null || best > 2) {
      const words = split?.[i] ?? wordsOf(text);
      if (wordStarts(text, words, queryWords)) best = 2;
      else if (best === null && fuzzyWords(words, queryWords)) best = 3;
    }
  }
  return best;
}

/** The tier of one document for a normalised, non-empty query (its words given when the caller has them). */
export function matchTier(fields: NormalisedFields, query: string, queryWords: readonly string[] = wordsOf(query)): MatchTier {
  const name = bestLevel(fields.names, query, queryWords, fields.nameWords);
  const together = fields.keywords.length > 1;
  const keywords = fields.keywordTexts ?? keywordTexts(fields.keywords);
  const keywordWords =
    fields.keywordTextWords ??
    (together && fields.keywordWords ? [...fields.keywordWords, fields.keywordWords.flat()] : fields.keywordWords);
  const keyword = bestLevel(keywords, query, queryWords, keywordWords);
  if (name !== null || keyword !== null) {
    // At one level a name wins; a better level wins whatever it matched.
    const level = Math.min(name ?? 4, keyword ?? 4);
    return MATCH_TIERS[level * 2 + (name === level ? 0 : 1)]!;
  }
  const description = fields.descriptionWords ?? wordsOf(fields.description);
  if (description.length > 0 && fuzzyWords(description, queryWords)) return 'description';
  return 'other';
}
