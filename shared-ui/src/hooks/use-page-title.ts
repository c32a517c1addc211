import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Touhou LostWord Tracker';

/** The one place that appends the site name: a page's document title from its own title. */
export const documentTitle = (pageTitle: string): string => (pageTitle === SITE_NAME ? SITE_NAME : `${pageTitle} | ${SITE_NAME}`);

/**
 * What a server render learns about the page it rendered, for the HTML's head and status line:
 * the document title the page set (null: none was rendered), and 404 for the not-found page.
 */
export interface PageHead {
  title: string | null;
  status: 200 | 404;
}

/**
 * What names the document, lowest first: the page, what its list's query selects, a dialog over
 * the page (the character a `?character=` link opens). The highest one shown wins.
 */
export type TitleLayer = 'page' | 'query' | 'dialog';
const LAYERS: readonly TitleLayer[] = ['page', 'query', 'dialog'];

/** Records a page's head while it renders (on a server, effects never run). */
export interface PageHeadCollector {
  /** A title of `layer` ('page' when not told): it names the page unless one of a higher layer does. */
  setTitle(title: string, layer?: TitleLayer): void;
  setNotFound(): void;
  /** What the render recorded so far. */
  head(): PageHead;
}

export function createPageHeadCollector(): PageHeadCollector {
  let head: PageHead = { title: null, status: 200 };
  let shownLayer = -1;
  return {
    setTitle: (title, layer = 'page') => {
      const rank = LAYERS.indexOf(layer);
      if (rank < shownLayer) return;
      shownLayer = rank;
      head = { ...head, title };
    },
    setNotFound: () => void (head = { ...head, status: 404 }),
    head: () => head,
  };
}

/** Provided by the shell's server renders only; the browser renders without it. */
export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/** The titles shown in this document, in the order they came; the last of the highest layer names it. */
const shownTitles: { rank: number; title: string }[] = [];

function nameDocument() {
  let top: (typeof shownTitles)[number] | undefined;
  for (const entry of shownTitles) if (!top || entry.rank >= top.rank) top = entry;
  if (top) document.title = top.title;
}

/**
 * Names the document `title` (with the site name) while the caller is shown, unless a title of a
 * higher layer is shown too; null: none. Recorded by the server's render as well.
 */
export function useTitleOver(layer: TitleLayer, title: string | null) {
  const collector = useContext(PageHeadContext);
  const full = title === null ? null : documentTitle(title);
  if (full !== null) collector?.setTitle(full, layer);
  useEffect(() => {
    if (full === null) return undefined;
    const entry = { rank: LAYERS.indexOf(layer), title: full };
    shownTitles.push(entry);
    nameDocument();
    return () => {
      shownTitles.splice(shownTitles.indexOf(entry), 1);
      nameDocument();
    };
  }, [layer, full]);
}

/** Every page title carries the site-name suffix; a page renders one title (its PageFrame's). */
export function usePageTitle(title: string) {
  useTitleOver('page', title);
}

/** Marks the rendered page as the not-found page: the server answers it with status 404. */
export function useNotFoundStatus() {
  useContext(PageHeadContext)?.setNotFound();
}
