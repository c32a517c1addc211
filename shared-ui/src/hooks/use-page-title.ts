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

/** Records a page's head while it renders (on a server, effects never run). */
export interface PageHeadCollector {
  setTitle(title: string): void;
  setNotFound(): void;
  /** What the render recorded so far. */
  head(): PageHead;
}

export function createPageHeadCollector(): PageHeadCollector {
  let head: PageHead = { title: null, status: 200 };
  return {
    setTitle: (title) => void (head = { ...head, title }),
    setNotFound: () => void (head = { ...head, status: 404 }),
    head: () => head,
  };
}

/** Provided by the shell's server renders only; the browser renders without it. */
export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/** Every page title carries the site-name suffix; a page renders one title (its PageFrame's). */
export function usePageTitle(title: string) {
  const collector = useContext(PageHeadContext);
  const full = documentTitle(title);
  collector?.setTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}

/** Marks the rendered page as the not-found page: the server answers it with status 404. */
export function useNotFoundStatus() {
  useContext(PageHeadContext)?.setNotFound();
}
