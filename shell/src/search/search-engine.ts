import MiniSearch from 'minisearch';
import { SEARCH_GROUPS, type SearchDocument, type SearchGroup } from 'shared-domain/federation/search-document';
import { FUZZY_MIN_LENGTH, MATCH_TIERS, matchTier, type MatchTier, type NormalisedFields } from './match-tier';
import { normaliseText, wordsOf } from './normalise-text';
import { MAX_QUERY_LENGTH } from './search-limits';

/** Han runs also as single characters and pairs: a name written without spaces is found by any part of it. */
const HAN_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2,}/g;

/** The terms the library indexes and looks up, from text already normalised. */
export function searchTerms(normalised: string): string[] {
  const terms = wordsOf(normalised);
  for (const run of normalised.match(HAN_RUN) ?? []) {
    const chars = [...run];
    terms.push(...chars, ...chars.slice(1).map((ch, i) => chars[i]! + ch));
  }
  return terms;
}

export interface SearchHit {
  document: SearchDocument;
  tier: MatchTier;
}

interface Prepared extends NormalisedFields {
  id: number;
  document: SearchDocument;
}

/** How many of the library's matches are ranked by tier. */
const MAX_CANDIDATES = 500;

const GROUP_ORDER = new Map<SearchGroup, number>(SEARCH_GROUPS.map((g, i) => [g, i]));
const TIER_ORDER = new Map<MatchTier, number>(MATCH_TIERS.map((t, i) => [t, i]));

/** What was typed as the search reads it: cut to MAX_QUERY_LENGTH characters, then normalised. */
export const searchQuery = (typed: string): string => normaliseText([...typed].slice(0, MAX_QUERY_LENGTH).join(''));

/**
 * The site's search over a list of documents: the library (MiniSearch) finds the candidates
 * (prefix, and one edit for words of FUZZY_MIN_LENGTH letters or more), and the match tier orders
 * them (exact, prefix, word start, fuzzy, description), then the group, then the shorter title.
 */
export function createSearchEngine(documents: readonly SearchDocument[]) {
  const prepared: Prepared[] = documents.map((document, id) => {
    const names = document.names.map(normaliseText);
    const keywords = (document.keywords ?? []).map(normaliseText);
    return {
      id,
      document,
      names,
      keywords,
      description: normaliseText(document.description ?? ''),
      nameWords: names.map(wordsOf),
      keywordWords: keywords.map(wordsOf),
    };
  });
  const index = new MiniSearch<Prepared>({
    fields: ['names', 'keywords', 'description'],
    extractField: (doc, field) => {
      const value = doc[field as keyof Prepared];
      return Array.isArray(value) ? value.join(' ') : String(value);
    },
    tokenize: searchTerms,
    processTerm: (term) => term,
  });
  index.addAll(prepared);

  /** The hits for what was typed, best first (at most `limit`); none for a query with no words. */
  const search = (typed: string, limit = 50): SearchHit[] => {
    const query = searchQuery(typed);
    if (query === '') return [];
    const found = index.search(query, {
      prefix: true,
      fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 1 : false),
      combineWith: 'AND',
      boost: { names: 3, keywords: 2, description: 1 },
    });
    // The library's best candidates only: a one-letter query matches most of the site, and the
    // tiers need not be worked out for what no one will scroll to.
    const hits = found.slice(0, MAX_CANDIDATES).map((r) => {
      const doc = prepared[r.id as number]!;
      return { doc, tier: matchTier(doc, query) };
    });
    hits.sort(
      (a, b) =>
        TIER_ORDER.get(a.tier)! - TIER_ORDER.get(b.tier)! ||
        GROUP_ORDER.get(a.doc.document.group)! - GROUP_ORDER.get(b.doc.document.group)! ||
        a.doc.document.title.length - b.doc.document.title.length ||
        a.doc.id - b.doc.id,
    );
    return hits.slice(0, limit).map(({ doc, tier }) => ({ document: doc.document, tier }));
  };
  return { search, size: documents.length };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
