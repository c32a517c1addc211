import { lazy, Suspense } from 'react';
import { opensSearch } from './search-hotkeys';
import { openSearchBox, useSearchBox } from './search-box-state';

// The box's code (and its index) load when it first opens, never with the page.
const SearchDialog = lazy(() => import(/* webpackChunkName: "search-box" */ './search-dialog').then((m) => ({ default: m.SearchDialog })));

/**
 * Ctrl/⌘-K and `/` open the box on every page from the moment the shell's code has run: the navbar
 * hydrates apart, later, and a key pressed before would be lost. The host shows the box once it has.
 */
function listenForSearchKeys(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    if (!opensSearch(event) || event.defaultPrevented) return;
    event.preventDefault();
    openSearchBox();
  });
}
if (typeof document !== 'undefined') listenForSearchKeys(document);

/** Shows the box while it is open. */
export function SearchBoxHost() {
  const { open, initial } = useSearchBox();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog initial={initial} />
    </Suspense>
  );
}
