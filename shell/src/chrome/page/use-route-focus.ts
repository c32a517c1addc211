import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * After a link moves to another page, focus goes to the main region, so keyboard and screen
 * reader users start at the new content instead of deep in the navbar. Not on the first page,
 * not on Back/Forward (the browser's own focus handling applies), not on query/modal changes.
 */
export function useRouteFocus(target: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') target.current?.focus({ preventScroll: true });
  }, [pathname, navigationType, target]);
}
