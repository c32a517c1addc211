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
const MAX_CANDIDATES = 200;

const GROUP_ORDER = new Map<SearchGroup, number>(SEARCH_GROUPS.map((g, i) => [g, i]));
const TIER_ORDER = new Map<MatchTier, number>(MATCH_TIERS.map((t, i) => [t, i]));

/** What was typed as the search reads it: cut to MAX_QUERY_LENGTH characters, then normalised. */
export const searchQuery = (typed: string): string => normaliseText([...typed].slice(0, MAX_QUERY_LENGTH).join(''));

/** A document's text in the one form compared, worked out once when the index is built. */
function prepare(document: SearchDocument, id: number): Prepared {
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
}

function newIndex() {
  return new MiniSearch<Prepared>({
    fields: ['names', 'keywords', 'description'],
    extractField: (doc, field) => {
      const value = doc[field as keyof Prepared];
      return Array.isArray(value) ? value.join(' ') : String(value);
    },
    tokenize: searchTerms,
    processTerm: (term) => term,
  });
}

/**
 * The site's search over its prepared documents: the library (MiniSearch) finds the candidates
 * (prefix, and one edit for words of FUZZY_MIN_LENGTH letters or more), and the match tier orders
 * them (exact, prefix, word start, fuzzy, description), then the group, then the shorter title.
 */
function engineOver(prepared: readonly Prepared[], index: MiniSearch<Prepared>) {
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
  return { search, size: prepared.length };
}

/** The engine over a list of documents, built at once (the server, tests). */
export function createSearchEngine(documents: readonly SearchDocument[]) {
  const prepared = documents.map(prepare);
  const index = newIndex();
  index.addAll(prepared);
  return engineOver(prepared, index);
}

/** How many documents the browser prepares and indexes between two yields to the player. */
const STEP_DOCUMENTS = 100;

/**
 * The same engine built in steps that each leave the main thread (`pause` between them): on a
 * phone, building it whole is a long task that would hold the keys typed meanwhile.
 */
export async function createSearchEngineInSteps(documents: readonly SearchDocument[], pause: () => Promise<void>) {
  const prepared: Prepared[] = [];
  const index = newIndex();
  for (let start = 0; start < documents.length; start += STEP_DOCUMENTS) {
    const step = documents.slice(start, start + STEP_DOCUMENTS).map((d, i) => prepare(d, start + i));
    prepared.push(...step);
    index.addAll(step);
    await pause();
  }
  return engineOver(prepared, index);
}

export type SearchEngine = ReturnType<typeof engineOver>;
