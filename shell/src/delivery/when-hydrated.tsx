import { useEffect, type ReactNode } from 'react';

/**
 * Renders the tree it wraps, and calls `then` once, after that tree's first commit (for a hydrated
 * page: the hydration's). It wraps rather than follows the tree: a sibling would make the tree one of
 * two children, and React would give every `useId` in it another id than the server's HTML has.
 */
export function WhenHydrated({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(
    () => {
      then();
    },
    // Once: the moment is the first commit's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return children;
}
