import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { SearchDocument } from 'shared-domain/federation/search-document';
import { createSearchEngine, type SearchEngine } from '../../src/search/search-engine';
import { documentsFor, indexFileText, type IndexVariant } from '../../src/search/search-index-file';

/** One variant's index: the file's text, its hash (the ETag and the versioned path) and an engine for the results page. */
export interface BuiltIndex {
  text: string;
  hash: string;
  etag: string;
  /** The file compressed once, as it is sent (it goes to every player who opens the box). */
  gzip: Buffer;
  br: Buffer;
  engine: () => SearchEngine;
}

export interface SearchIndexes {
  global: BuiltIndex;
  jp: BuiltIndex;
  documents: number;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

async function built(all: readonly SearchDocument[], variant: IndexVariant): Promise<BuiltIndex> {
  const documents = documentsFor(all, variant);
  const text = indexFileText(documents, variant);
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 16);
  const body = Buffer.from(text);
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  let engine: SearchEngine | null = null;
  // The results page's engine is made on its first search, not with every index.
  return { text, hash, etag: `"${hash}"`, gzip: gz, br, engine: () => (engine ??= createSearchEngine(documents)) };
}

export async function buildIndexes(documents: readonly SearchDocument[]): Promise<SearchIndexes> {
  const [global, jp] = await Promise.all([built(documents, 'global'), built(documents, 'jp')]);
  return { global, jp, documents: documents.length };
}

export interface SearchIndexSourceOptions {
  /** Every document of the site now; `complete` false while a section could not tell. */
  collect: (now: number) => Promise<{ documents: SearchDocument[]; complete: boolean }>;
  /** The content's version (content-version.ts): a new one makes the index again. */
  version: () => string | null;
  /** Made again at least this often: a unit's release passing makes it public without a content change. */
  maxAgeMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

/**
 * The site's search indexes, made at the start and again when the content's version changes (or
 * the index ages); a request meanwhile gets the last ones, and a failed run keeps them.
 */
export function searchIndexSource({ collect, version, maxAgeMs = 300_000, now = Date.now, log = console.error }: SearchIndexSourceOptions) {
  let known: { at: number; version: string | null; complete: boolean; indexes: SearchIndexes } | null = null;
  let running: Promise<SearchIndexes | null> | null = null;
  const refresh = (): Promise<SearchIndexes | null> => {
    const startedVersion = version();
    running ??= collect(now())
      .then(async ({ documents, complete }) => {
        if (complete || known === null || documents.length >= known.indexes.documents)
          known = { at: now(), version: startedVersion, complete, indexes: await buildIndexes(documents) };
        return known.indexes;
      })
      .catch((error: unknown) => {
        log(`[search] the index could not be made: ${error instanceof Error ? error.message : String(error)}`);
        return known?.indexes ?? null;
      })
      .finally(() => (running = null));
    return running;
  };
  const stale = () =>
    known !== null && (known.version !== version() || now() - known.at >= maxAgeMs || (!known.complete && now() - known.at >= 5_000));
  /** The indexes now (the first request waits for them; later ones never wait for a refresh). */
  const current = async (): Promise<SearchIndexes | null> => {
    if (known === null) return refresh();
    if (stale()) void refresh();
    return known.indexes;
  };
  return Object.assign(current, { refresh });
}
