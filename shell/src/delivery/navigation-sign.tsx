import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The page's progress bar (page-scripts.cjs sets it at a link's press; the page's CSS draws it). */
export const NAVIGATING_ATTRIBUTE = 'data-navigating';

/**
 * Takes the progress bar away once the page shows the address a link led to: the router commits a
 * new location when its page is ready to show. The first location is the page's own, whose bar
 * (a link the browser follows away from it) is the browser's to end.
 */
export function NavigationSign() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (key !== 'default') document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);
  }, [key]);
  return null;
}
