import { useCallback } from 'react';
import { useStoreAfterHydration } from './use-store-after-hydration';

const list = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether a media query matches now, re-rendering when it flips; `serverValue` on the server and while hydrating (see useStoreAfterHydration). */
function useMatch<T extends boolean | null>(query: string, serverValue: T): boolean | T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = list(query);
      if (!mql) return () => {};
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  return useStoreAfterHydration<boolean | T>(
    subscribe,
    () => list(query)?.matches ?? false,
    () => serverValue,
  );
}

/** Whether a media query matches now, re-rendering when it flips. Without matchMedia (or on the server): false. */
export function useMediaQuery(query: string): boolean {
  return useMatch(query, false);
}

/**
 * Like useMediaQuery, but null where the answer cannot be known: on the server and while a
 * server-rendered page hydrates. A component that switches its layout renders something right at
 * every width for null (e.g. both layouts, one hidden by a CSS media query) and switches in JS once
 * hydrated, so the server's HTML neither shows the wrong layout on a phone nor fails to hydrate.
 */
export function useHydratedMediaQuery(query: string): boolean | null {
  return useMatch(query, null);
}
