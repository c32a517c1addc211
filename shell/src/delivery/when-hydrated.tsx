import { useEffect } from 'react';

/** Renders nothing; calls `then` once, after the commit of the tree it ends (for a hydrated page: the hydration's). */
export function WhenHydrated({ then }: { then: () => void }) {
  useEffect(
    () => {
      then();
    },
    // Once: the moment is the first commit's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return null;
}
