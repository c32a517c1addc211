import { createSearchEngineInSteps, type SearchEngine } from './search-engine';
import { readIndexFile, SEARCH_INDEX_PATH, type IndexVariant } from './search-index-file';

/** A task of its own: keys typed while the engine is built are answered between its steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const engines = new Map<IndexVariant, Promise<SearchEngine>>();

/**
 * The engine over one index, fetched the first time the box needs it (never before) and kept for
 * the visit; the browser revalidates the file by its ETag. A failed load is tried again next time.
 */
export function loadSearchEngine(variant: IndexVariant): Promise<SearchEngine> {
  const known = engines.get(variant);
  if (known) return known;
  const loading = fetch(SEARCH_INDEX_PATH(variant), { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`the search index answered ${response.status}`);
      const documents = readIndexFile(await response.json());
      if (!documents) throw new Error('the search index is of another format');
      return createSearchEngineInSteps(documents, nextTask);
    })
    .catch((error: unknown) => {
      engines.delete(variant);
      throw error;
    });
  engines.set(variant, loading);
  return loading;
}
