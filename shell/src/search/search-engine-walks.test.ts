/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { MATCH_TIERS, matchTier } from './match-tier';
import { normaliseText, wordsOf } from './normalise-text';
import { createSearchEngine, searchQuery, searchTerms } from './search-engine';
import { readIndexFile } from './search-index-file';
import { SEARCH_GROUPS } from 'shared-domain/federation/search-document';

// The engine tiers as few documents as it can; this is the answer by the plain definition, tiering
// every document of the site's index that has each word at the start of one of its terms.
const documents = readIndexFile(
  JSON.parse(gunzipSync(readFileSync(path.join(__dirname, 'test-support/site-index-jp.json.gz'))).toString('utf8')),
)!;
const engine = createSearchEngine(documents);

const termsOf = documents.map((d) => [...d.names, ...(d.keywords ?? []), d.description ?? ''].map(normaliseText).flatMap(searchTerms));
const order = (i: number) => [SEARCH_GROUPS.indexOf(documents[i]!.group), documents[i]!.title.length, i];

function plainAnswer(typed: string, limit: number): string[] {
  const query = searchQuery(typed);
  const words = searchTerms(query);
  const hits = documents.flatMap((d, i) => {
    if (!words.every((w) => termsOf[i]!.some((t) => t.startsWith(w)))) return [];
    const fields = {
      names: d.names.map(normaliseText),
      keywords: (d.keywords ?? []).map(normaliseText),
      description: normaliseText(d.description ?? ''),
    };
    return [{ i, tier: matchTier(fields, query, wordsOf(query)) }];
  });
  hits.sort((a, b) => {
    const [ga, la, ia] = order(a.i);
    const [gb, lb, ib] = order(b.i);
    return MATCH_TIERS.indexOf(a.tier) - MATCH_TIERS.indexOf(b.tier) || ga! - gb! || la! - lb! || ia! - ib!;
  });
  return hits.slice(0, limit).map((h) => `${documents[h.i]!.id} ${h.tier}`);
}

// Queries as they are typed, key by key, with words that start many terms ("k", "killer y"), few,
// or whose documents rank only by their descriptions.
const TYPED = ['killer youkai', 'cf1# reimu', 'slice yin', 'floor 12', 'y', 'remi sc', '霊夢', 'burn enemy', 'scarlet devil'];
const QUERIES = [...new Set(TYPED.flatMap((q) => [...q].map((_, i) => q.slice(0, i + 1)).filter((p) => p.trim() !== '')))];

describe('the engine on the site’s index', () => {
  it.each([60, 200])('gives the answer of the plain definition for every key typed (at most %i results)', (limit) => {
    const differ = QUERIES.filter(
      (q) => JSON.stringify(engine.search(q, limit).map((h) => `${h.document.id} ${h.tier}`)) !== JSON.stringify(plainAnswer(q, limit)),
    );
    expect(differ).toEqual([]);
  });
});
