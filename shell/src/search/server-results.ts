/** The results page's element the shell's server writes inside #root (server/search/results-page-html.ts). */
export const RESULTS_PAGE_ID = 'search-results-page';

/** What a results page shows depends on these only (a `?character=` over it opens a modal, the same results). */
const resultsKey = (search: string): string => {
  const params = new URLSearchParams(search);
  return JSON.stringify([params.get('q') ?? '', params.get('jp') === '1']);
};

// Read as the shell's code is first evaluated, before React renders into #root and replaces it.
const written =
  typeof document === 'undefined'
    ? null
    : (() => {
        const element = document.getElementById(RESULTS_PAGE_ID);
        return element ? { html: element.innerHTML, key: resultsKey(window.location.search) } : null;
      })();

/** The server's results for this query (what its element held), when the page was loaded with them; null otherwise. */
export function serverResultsHtml(search: string): string | null {
  return written !== null && written.key === resultsKey(search) ? written.html : null;
}
