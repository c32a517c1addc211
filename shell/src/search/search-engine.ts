import MiniSearch, { type SearchResult } from 'minisearch';
import { SEARCH_GROUPS, type SearchDocument, type SearchGroup } from 'shared-domain/federation/search-document';
import { FUZZY_MIN_LENGTH, keywordTexts, MATCH_TIERS, matchTier, type MatchTier, type NormalisedFields } from './match-tier';
import { normaliseText, wordsOf } from './normalise-text';
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

/** Terms, each once and sorted, with the documents that have each: whether a word starts a term is a binary search. */
interface TermDocuments {
  terms: string[];
  /** The documents of `terms[i]` are `documents` from `documentsBefore[i]` to `documentsBefore[i + 1]`. */
  documents: Int32Array;
  documentsBefore: Int32Array;
}

/** What the engine looks up besides the library's index, made once after it. */
interface Lookups {
  names: SortedNames;
  /** Each document's keywords, and its keywords together (as the match tier reads them). */
  keywords: SortedNames;
  /** Each document's place in the order of equal tiers: group, then shorter title, then id; and the document at each place. */
  rank: Int32Array;
  byRank: Int32Array;
  /** Every term of the index. */
  all: TermDocuments;
  /** The terms of the names alone, and of the keywords alone: where every word must be for a document to rank above a description. */
  inNames: TermDocuments;
  inKeywords: TermDocuments;
}

function termDocuments(prepared: readonly Prepared[], termsOf: (d: Prepared) => readonly string[]): TermDocuments {
  const lists = new Map<string, number[]>();
  for (const d of prepared)
    for (const t of new Set(termsOf(d))) {
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

/** Marks the documents that have a term starting with `word`: one pass over those terms' lists, none over the documents. */
function markDocumentsStarting({ terms, documents, documentsBefore }: TermDocuments, word: string, documentCount: number): Uint8Array {
  const start = lowerBound(terms, word);
  let end = lowerBound(terms, `${word}\uffff`, start);
  while (end < terms.length && terms[end]!.startsWith(word)) end++;
  const marks = new Uint8Array(documentCount);
  for (let i = documentsBefore[start]!, last = documentsBefore[end]!; i < last; i++) marks[documents[i]!] = 1;
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
    all: termDocuments(prepared, (d) => d.terms),
    inNames: termDocuments(prepared, (d) => d.fieldTerms.names),
    inKeywords: termDocuments(prepared, (d) => d.fieldTerms.keywords),
  };
}

/**
 * The site's search over its prepared documents, ordered by match tier (exact, prefix, word start,
 * fuzzy, description), then the group, then the shorter title. The documents with every word are
 * found in the terms' lists; the library (MiniSearch) finds those one edit from a typo, for words of
 * FUZZY_MIN_LENGTH letters or more.
 */
function engineOver(prepared: readonly Prepared[], index: MiniSearch<Prepared>, lookups: Lookups) {
  const count = prepared.length;
  const tierRank = (tier: MatchTier) => TIER_ORDER.get(tier)!;
  const byTierThenRank = (a: { id: number; tier: MatchTier }, b: { id: number; tier: MatchTier }) =>
    tierRank(a.tier) - tierRank(b.tier) || lookups.rank[a.id]! - lookups.rank[b.id]!;
  const hitOf = ({ id, tier }: { id: number; tier: MatchTier }): SearchHit => ({ document: prepared[id]!.document, tier });

  /**
   * The documents with a name or keyword equal to the query or starting with it, best first, at
   * most `limit`: the four best tiers, which nothing else can rank above, straight from the sorted
   * names and keywords.
   */
  const named = (query: string, limit: number): { id: number; tier: MatchTier }[] => {
    const names = prefixRange(lookups.names, query);
    const keywords = prefixRange(lookups.keywords, query);
    const seen = new Set<number>();
    const hits: { id: number; tier: MatchTier }[] = [];
    // Tier by tier, best first: within one, the documents by rank.
    const take = (sorted: SortedNames, from: number, to: number, tier: MatchTier) => {
      const ranks: number[] = [];
      for (let i = from; i < to; i++) {
        const id = sorted.docs[i]!;
        if (!seen.has(id)) {
          seen.add(id);
          ranks.push(lookups.rank[id]!);
        }
      }
      ranks.sort((x, y) => x - y);
      for (const r of ranks) {
        if (hits.length === limit) break;
        hits.push({ id: lookups.byRank[r]!, tier });
      }
    };
    take(lookups.names, names.start, names.equalEnd, 'exact name');
    take(lookups.keywords, keywords.start, keywords.equalEnd, 'exact keyword');
    take(lookups.names, names.equalEnd, names.end, 'name prefix');
    take(lookups.keywords, keywords.equalEnd, keywords.end, 'keyword prefix');
    return hits;
  };

  /**
   * The best `limit` documents with every word (each starting a term), tiering as few as it can. A
   * document ranks above 'keyword word start' only with every word in its names, and above
   * 'description' only with every word in its names or in its keywords. So the documents are walked
   * in rank order three times, over those that can reach a tier and better ('name word start', then
   * 'keyword word start', then 'description'), and a walk ends once `limit` of them have reached it:
   * a document further on, or left for a later walk, cannot rank above those.
   */
  const withEveryWord = (query: string, queryWords: readonly string[], words: readonly string[], limit: number) => {
    const best = named(query, limit);
    if (best.length === limit) return best;
    const need = limit - best.length;
    const skip = new Set(best.map((h) => h.id));
    const tiers = new Map<number, MatchTier>();
    const tierOf = (id: number) => {
      let tier = tiers.get(id);
      if (tier === undefined) tiers.set(id, (tier = matchTier(tierFields(prepared[id]!), query, queryWords)));
      return tier;
    };
    const everyWordIn = (where: TermDocuments) => {
      const marks = words.map((w) => markDocumentsStarting(where, w, count));
      return (id: number) => marks.every((m) => m[id] === 1);
    };
    const inNames = everyWordIn(lookups.inNames);
    // A walk's marks are made when it starts: most keys end after the first or second.
    const walks: [() => (id: number) => boolean, MatchTier][] = [
      [() => inNames, 'name word start'],
      [
        () => {
          const inKeywords = everyWordIn(lookups.inKeywords);
          return (id) => inNames(id) || inKeywords(id);
        },
        'keyword word start',
      ],
      [() => everyWordIn(lookups.all), 'description'],
    ];
    for (const [candidates, reached] of walks) {
      const can = candidates();
      let enough = 0;
      for (let r = 0; r < count && enough < need; r++) {
        const id = lookups.byRank[r]!;
        if (!skip.has(id) && can(id) && tierRank(tierOf(id)) <= tierRank(reached)) enough++;
      }
      if (enough === need) break;
    }
    const rest = [...tiers].map(([id, tier]) => ({ id, tier })).sort(byTierThenRank);
    return [...best, ...rest.slice(0, need)];
  };

  /** The library's matches for typos, the last few kept (typing on after a typo asks for it again). */
  const recent = new Map<string, SearchResult[]>();
  const oneEditFrom = oneEditTerms(lookups.all.terms);
  /** The documents with a term one edit from each typo. */
  const libraryFound = (typos: readonly string[]): SearchResult[] => {
    const key = typos.join(' ');
    let found = recent.get(key);
    if (!found) {
      // A typo is asked for as the terms one edit from it, found in the sorted terms: the library's
      // own fuzzy search walks its whole tree of terms for each.
      found = index.search(
        { combineWith: 'AND', queries: typos.map((t) => ({ combineWith: 'OR', queries: oneEditFrom(t) })) },
        { combineWith: 'AND', boost: { names: 3, keywords: 2, description: 1 } },
      );
      if (recent.size >= RECENT_SEARCHES) recent.delete(recent.keys().next().value!);
      recent.set(key, found);
    }
    return found;
  };

  /** The hits for what was typed, best first (at most `limit`); none for a query with no words. */
  const search = (typed: string, limit = 50): SearchHit[] => {
    const query = searchQuery(typed);
    if (query === '') return [];
    const terms = searchTerms(query);
    const queryWords = wordsOf(query);
    // A typo is forgiven in a word that starts no term of the index: a word that does is what was meant.
    const typos = terms.filter((t) => t.length >= FUZZY_MIN_LENGTH && !startsSomeTerm(lookups.all.terms, t));
    if (typos.length === 0) return withEveryWord(query, queryWords, terms, limit).map(hitOf);
    // The library scores the documents one edit from the typos; the other words only filter them, by prefix.
    const marks = terms.filter((t) => !typos.includes(t)).map((w) => markDocumentsStarting(lookups.all, w, count));
    const hits: { id: number; tier: MatchTier }[] = [];
    // Its best candidates only: the tiers need not be worked out for what no one will scroll to.
    for (const r of libraryFound(typos)) {
      if (hits.length === MAX_CANDIDATES) break;
      const id = r.id as number;
      if (marks.every((m) => m[id] === 1)) hits.push({ id, tier: matchTier(tierFields(prepared[id]!), query, queryWords) });
    }
    return hits.sort(byTierThenRank).slice(0, limit).map(hitOf);
  };
  return { search, size: count };
}

/** The engine over a list of documents, built at once (the server, tests). */
export function createSearchEngine(documents: readonly SearchDocument[]) {
  const prepared = documents.map(prepare);
  const index = newIndex();
  index.addAll(prepared);
  return engineOver(prepared, index, lookupsFor(prepared));
}

/** A word that starts many names and is no typo: it runs the lookups every first key runs. */
const WARM_QUERY = 'a';

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
  const engine = engineOver(prepared, index, lookupsFor(prepared));
  await pause();
  // One query of its own before the first key: that key does not pay for compiling the search's code.
  engine.search(WARM_QUERY);
  return engine;
}

export type SearchEngine = ReturnType<typeof engineOver>;
