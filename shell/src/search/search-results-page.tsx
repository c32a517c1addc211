import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { echoedText } from 'shared-domain/formatting/echoed-text';
import { usePageTitle } from 'shared-ui/hooks/use-page-title';
import { useT } from '../messages/catalogue';
import { RESULTS_PAGE_ID, serverResultsHtml } from './server-results';

const RELOADED_KEY = 'tlw-search-reloaded';

/**
 * The results page (`/search?q=…`) as the server wrote it: its form and links work as they are, so
 * the browser keeps them (a new search is the form's GET, a result a plain link). Reached another
 * way (history), the page is asked of the server again.
 */
export function SearchResultsPage() {
  const { search } = useLocation();
  const [html] = useState(() => serverResultsHtml(search));
  const t = useT();
  // Titled as the server titled it: by what was searched.
  const echoed = echoedText(new URLSearchParams(search).get('q') ?? '');
  usePageTitle(echoed ? t('search.pageTitle', { query: echoed }) : t('search.search'));
  useEffect(() => {
    // Once per query: a server that cannot write the results must not make the page reload forever.
    if (html !== null || sessionStorage.getItem(RELOADED_KEY) === search) return;
    sessionStorage.setItem(RELOADED_KEY, search);
    window.location.reload();
  }, [html, search]);
  // Inside the layout's <main>: the server's page was a <main> of its own, its content goes in a <div>.
  return html === null ? (
    <div id={RESULTS_PAGE_ID}>
      <h1>{t('search.search')}</h1>
      <p role="status">{t('search.searching')}</p>
    </div>
  ) : (
    <div id={RESULTS_PAGE_ID} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
