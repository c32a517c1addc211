/**
 * Story-card name and artist search. The normalised fields of every card are
 * computed once per list (story-card-index.ts); a keystroke only normalises the query.
 */

/**
 * Name search text: lower-case; only letters and digits (of any script, so a Japanese name is
 * searched as typed), '/' and ',' kept. Full-width and half-width forms are folded first (NFKC).
 */
export function normaliseNameText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}/,]/gu, '');
}

/** The comma-separated alternatives of a name query, normalised, empties dropped. */
export function nameAlternatives(query: string): string[] {
  return normaliseNameText(query)
    .split(',')
    .filter((alt) => alt !== '');
}

/** A card's name as it is matched: normalised like the query, without commas. */
export const nameKey = (name: string): string => normaliseNameText(name).replace(/,/g, '');

export interface NameFields {
  /** `nameKey(name)`. */
  name: string;
  /** `nameKey(nameJp)`, or '' for a card without a Japanese name. */
  nameJp: string;
  /** Alias values with their priority (aliases are stored normalised). */
  aliases: ReadonlyArray<{ value: string; priority: number }>;
}

/** No match. */
export const NO_NAME_MATCH = -1;

/**
 * How a card answers a name query: NO_NAME_MATCH, 0 for a match (of its English or Japanese name),
 * or the priority (> 0) of an alias that equals one alternative exactly. Higher ranks first, so
 * "lbf" puts Lost Bamboo Forest on top while still listing every card whose name or alias contains
 * "lbf". An empty query matches (0).
 */
export function nameRank(fields: NameFields, alternatives: readonly string[]): number {
  if (alternatives.length === 0) return 0;
  let rank = NO_NAME_MATCH;
  for (const alt of alternatives) {
    if (rank < 0 && (fields.name.includes(alt) || fields.nameJp.includes(alt))) rank = 0;
    for (const alias of fields.aliases) {
      if (alias.value === alt && alias.priority > 0) rank = Math.max(rank, alias.priority);
      else if (rank < 0 && alias.value.includes(alt)) rank = 0;
    }
  }
  return rank;
}

/** Artist search text: lower-case, letters and digits only (any script, so Japanese names match too). */
export function normaliseArtistText(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Substring match on the normalised artist fields; an empty query matches every card. */
export function artistMatches(artistKeys: readonly string[], normalisedQuery: string): boolean {
  if (normalisedQuery === '') return true;
  return artistKeys.some((key) => key.includes(normalisedQuery));
}
