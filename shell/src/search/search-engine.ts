import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { SEARCH_GROUPS, type SearchDocument, type SearchGroup } from 'shared-domain/federation/search-document';
import { FUZZY_MIN_LENGTH, keywordTexts, MATCH_TIERS, matchTier, type MatchTier, type NormalisedFields } from './match-tier';
import { hasHan, normaliseText, wordsOf } from './normalise-text';
import { lowerBound, prefixRange, sortedNames, startsSomeTerm, type SortedNames } from './sorted-names';
import { oneEditTerms } from './one-edit-terms';
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
  /** The terms of each field the library indexes, worked out once for it and for the short terms' check. */
  fieldTerms: Record<'names' | 'keywords' | 'description', string[]>;
  /** Every term the document is indexed by. */
  terms: string[];
}

/** How many of the library's answers the engine keeps (those of the last queries). */
const RECENT_SEARCHES = 4;

/** How many of the library's matches are ranked by tier. */
const MAX_CANDIDATES = 200;

/** Up to how many documents with every word are all ranked by tier, without the library's scores. */
const ALL_TIERED = 600;

const GROUP_ORDER = new Map<SearchGroup, number>(SEARCH_GROUPS.map((g, i) => [g, i]));
const TIER_ORDER = new Map<MatchTier, number>(MATCH_TIERS.map((t, i) => [t, i]));

/** What was typed as the search reads it: cut to MAX_QUERY_LENGTH characters, then normalised. */
export const searchQuery = (typed: string): string => normaliseText([...typed].slice(0, MAX_QUERY_LENGTH).join(''));

/** A document's text in the one form compared, worked out once when the index is built. */
function prepare(document: SearchDocument, id: number): Prepared {
  const names = document.names.map(normaliseText);
  const keywords = (document.keywords ?? []).map(normaliseText);
  const description = normaliseText(document.description ?? '');
  const fieldTerms = { names: names.flatMap(searchTerms), keywords: keywords.flatMap(searchTerms), description: searchTerms(description) };
  return {
    id,
    document,
    names,
    keywords,
    description,
    fieldTerms,
    terms: [...fieldTerms.names, ...fieldTerms.keywords, ...fieldTerms.description],
    nameWords: names.map(wordsOf),
    keywordWords: keywords.map(wordsOf),
  };
}

/** What the tier reads of a document, made the first time it is tiered (most documents never are). */
function tierFields(doc: Prepared): Prepared {
  if (!doc.keywordTexts) {
    doc.keywordTexts = keywordTexts(doc.keywords);
    doc.keywordTextWords = doc.keywordTexts.map(wordsOf);
    doc.descriptionWords = wordsOf(doc.description);
  }
  return doc;
}

function newIndex() {
  return new MiniSearch<Prepared>({
    fields: ['names', 'keywords', 'description'],
    // The terms are made once in `prepare`: the library only splits them again (and reads the id as it is).
    extractField: (doc, field) => (field === 'id' ? doc.id : doc.fieldTerms[field as keyof Prepared['fieldTerms']].join(' ')),
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
  });
}

/** A query term this short matches so many of the index's terms by prefix that the library is not asked for it. */
const SHORT_TERM = 3;

/** What the engine looks up besides the library's index, made once after it. */
interface Lookups {
  names: SortedNames;
  /** Each document's keywords, and its keywords together (as the match tier reads them). */
  keywords: SortedNames;
  /** Each document's place in the order of equal tiers: group, then shorter title, then id; and the document at each place. */
  rank: Int32Array;
  byRank: Int32Array;
  /** Every term of the index once, sorted: whether a typed word starts any of them is a binary search. */
  terms: string[];
  /** The documents that have each term, term after term: those of `terms[i]` from `documentsBefore[i]` to `documentsBefore[i + 1]`. */
  documents: Int32Array;
  documentsBefore: Int32Array;
}

/** Every term once, sorted, with the documents that have it. */
function termDocuments(prepared: readonly Prepared[]): Pick<Lookups, 'terms' | 'documents' | 'documentsBefore'> {
  const lists = new Map<string, number[]>();
  for (const d of prepared)
    for (const t of new Set(d.terms)) {
      const list = lists.get(t);
      if (list) list.push(d.id);
      else lists.set(t, [d.id]);
    }
  const terms = [...lists.keys()].sort();
  const documentsBefore = new Int32Array(terms.length + 1);
  terms.forEach((t, i) => (documentsBefore[i + 1] = documentsBefore[i]! + lists.get(t)!.length));
  const documents = new Int32Array(documentsBefore[terms.length]!);
  terms.forEach((t, i) => documents.set(lists.get(t)!, documentsBefore[i]!));
  return { terms, documents, documentsBefore };
}

/** Where the terms starting with `word` are in `terms`: [start, end). */
function termsStarting({ terms }: Lookups, word: string): [number, number] {
  const start = lowerBound(terms, word);
  let end = lowerBound(terms, `${word}\uffff`, start);
  while (end < terms.length && terms[end]!.startsWith(word)) end++;
  return [start, end];
}

/** About how many documents have a term starting with `word` (a document with two such terms counts twice). */
function documentsStarting(lookups: Lookups, word: string): number {
  const [start, end] = termsStarting(lookups, word);
  return lookups.documentsBefore[end]! - lookups.documentsBefore[start]!;
}

/** Marks the documents that have a term starting with `word`: one pass over those terms' lists, none over the documents. */
function markDocumentsStarting(lookups: Lookups, word: string, documentCount: number): Uint8Array {
  const [start, end] = termsStarting(lookups, word);
  const marks = new Uint8Array(documentCount);
  for (let i = lookups.documentsBefore[start]!, last = lookups.documentsBefore[end]!; i < last; i++) marks[lookups.documents[i]!] = 1;
  return marks;
}

function lookupsFor(prepared: readonly Prepared[]): Lookups {
  const order = prepared.map((d) => d.id);
  order.sort(
    (a, b) =>
      GROUP_ORDER.get(prepared[a]!.document.group)! - GROUP_ORDER.get(prepared[b]!.document.group)! ||
      prepared[a]!.document.title.length - prepared[b]!.document.title.length ||
      a - b,
  );
  const rank = new Int32Array(prepared.length);
  order.forEach((id, i) => (rank[id] = i));
  return {
    names: sortedNames(prepared.map((d) => d.names)),
    keywords: sortedNames(prepared.map((d) => (d.keywords.length > 1 ? [...d.keywords, d.keywords.join(' ')] : d.keywords))),
    rank,
    byRank: Int32Array.from(order),
    ...termDocuments(prepared),
  };
}

/**
 * The site's search over its prepared documents: the library (MiniSearch) finds the candidates
 * (prefix, and one edit for words of FUZZY_MIN_LENGTH letters or more), and the match tier orders
 * them (exact, prefix, word start, fuzzy, description), then the group, then the shorter title.
 */
function engineOver(prepared: readonly Prepared[], index: MiniSearch<Prepared>, lookups: Lookups) {
  const byTierThenRank = (a: { doc: Prepared; tier: MatchTier }, b: { doc: Prepared; tier: MatchTier }) =>
    TIER_ORDER.get(a.tier)! - TIER_ORDER.get(b.tier)! || lookups.rank[a.doc.id]! - lookups.rank[b.doc.id]!;

  /**
   * The best `limit` hits straight from the sorted names and keywords, when at least that many
   * documents have one equal to the query or starting with it: the four best tiers, which nothing
   * else can rank above, so the library need not walk every term a short query starts.
   */
  const byName = (query: string, limit: number): SearchHit[] | null => {
    const names = prefixRange(lookups.names, query);
    const keywords = prefixRange(lookups.keywords, query);
    if (names.end - names.start + keywords.end - keywords.start < limit) return null;
    const seen = new Set<number>();
    const hits: SearchHit[] = [];
    // Tier by tier, best first: within one, the documents by rank.
    const take = (sorted: SortedNames, from: number, to: number, tier: MatchTier) => {
      const ranks: number[] = [];
      for (let i = from; i < to && hits.length < limit; i++) {
        const id = sorted.docs[i]!;
        if (!seen.has(id)) {
          seen.add(id);
          ranks.push(lookups.rank[id]!);
        }
      }
      ranks.sort((x, y) => x - y);
      for (const r of ranks) {
        if (hits.length === limit) break;
        hits.push({ document: prepared[lookups.byRank[r]!]!.document, tier });
      }
    };
    take(lookups.names, names.start, names.equalEnd, 'exact name');
    take(lookups.keywords, keywords.start, keywords.equalEnd, 'exact keyword');
    take(lookups.names, names.equalEnd, names.end, 'name prefix');
    take(lookups.keywords, keywords.equalEnd, keywords.end, 'keyword prefix');
    return hits.length === limit ? hits : null;
  };

  /**
   * The library's matches, the last few kept: typing a short word after longer ones ("killer y",
   * "killer yo") asks again for the same longer words, and only the short word's check is new.
   */
  const recent = new Map<string, SearchResult[]>();
  const oneEditFrom = oneEditTerms(lookups.terms);
  /** The documents with every word (each a prefix of a term), or with a term one edit from each typo. */
  const libraryFound = (words: readonly string[], areTypos: boolean): SearchResult[] => {
    const key = `${words.join(' ')}:${areTypos}`;
    let found = recent.get(key);
    if (!found) {
      const options: SearchOptions = {
        tokenize: (t) => t.split(' '),
        combineWith: 'AND',
        boost: { names: 3, keywords: 2, description: 1 },
      };
      // A typo is asked for as the terms one edit from it, found in the sorted terms: the library's
      // own fuzzy search walks its whole tree of terms for each.
      found = areTypos
        ? index.search({ combineWith: 'AND', queries: words.map((t) => ({ combineWith: 'OR', queries: oneEditFrom(t) })) }, options)
        : index.search(words.join(' '), { ...options, prefix: true });
      if (recent.size >= RECENT_SEARCHES) recent.delete(recent.keys().next().value!);
      recent.set(key, found);
    }
    return found;
  };

  const rarest = (words: readonly string[]): string =>
    words.reduce((best, w) => (documentsStarting(lookups, w) < documentsStarting(lookups, best) ? w : best));

  /** The documents with a term starting with each word, or null when there are more than `most`. */
  const documentsWithEvery = (words: readonly string[], most: number): number[] | null => {
    const first = rarest(words);
    const others = words.filter((w) => w !== first).map((w) => markDocumentsStarting(lookups, w, prepared.length));
    const [start, end] = termsStarting(lookups, first);
    const seen = new Uint8Array(prepared.length);
    const found: number[] = [];
    for (let i = lookups.documentsBefore[start]!, last = lookups.documentsBefore[end]!; i < last; i++) {
      const id = lookups.documents[i]!;
      if (seen[id] === 1) continue;
      seen[id] = 1;
      if (others.every((m) => m[id] === 1)) {
        if (found.length === most) return null;
        found.push(id);
      }
    }
    return found;
  };

  /** The hits for what was typed, best first (at most `limit`); none for a query with no words. */
  const search = (typed: string, limit = 50): SearchHit[] => {
    const query = searchQuery(typed);
    if (query === '') return [];
    const named = byName(query, limit);
    if (named) return named;
    const terms = searchTerms(query);
    const long = terms.filter((t) => t.length >= SHORT_TERM || hasHan(t));
    // A typo is forgiven in a word that starts no term of the index: a word that does is what was meant.
    const typos = long.filter((t) => t.length >= FUZZY_MIN_LENGTH && !startsSomeTerm(lookups.terms, t));
    const queryWords = wordsOf(query);
    const tiered = (doc: Prepared) => ({ doc, tier: matchTier(tierFields(doc), query, queryWords) });
    // Without a typo, the documents with every word are found in the terms' lists: when they are
    // few enough, each is tiered and the library need not score them.
    const few = typos.length === 0 ? documentsWithEvery(terms, ALL_TIERED) : null;
    let hits: { doc: Prepared; tier: MatchTier }[];
    if (few) hits = few.map((id) => tiered(prepared[id]!));
    else {
      // The library scores every document it finds: it is asked for the typos, or else for the word
      // fewest documents have; the other words only filter what it found, by prefix as it would match them.
      const looked = long.length === 0 ? terms : typos.length > 0 ? typos : [rarest(long)];
      const marks = terms.filter((t) => !looked.includes(t)).map((w) => markDocumentsStarting(lookups, w, prepared.length));
      hits = [];
      // The library's best candidates only: a one-letter query matches most of the site, and the
      // tiers need not be worked out (nor the filters checked) for what no one will scroll to.
      for (const r of libraryFound(looked, typos.length > 0)) {
        if (hits.length === MAX_CANDIDATES) break;
        const id = r.id as number;
        if (marks.every((m) => m[id] === 1)) hits.push(tiered(prepared[id]!));
      }
    }
    hits.sort(byTierThenRank);
    return hits.slice(0, limit).map(({ doc, tier }) => ({ document: doc.document, tier }));
  };
  return { search, size: prepared.length };
}

/** The engine over a list of documents, built at once (the server, tests). */
export function createSearchEngine(documents: readonly SearchDocument[]) {
  const prepared = documents.map(prepare);
  const index = newIndex();
  index.addAll(prepared);
  return engineOver(prepared, index, lookupsFor(prepared));
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
  return engineOver(prepared, index, lookupsFor(prepared));
}

export type SearchEngine = ReturnType<typeof engineOver>;
