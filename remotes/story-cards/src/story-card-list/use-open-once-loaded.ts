import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Opens what `open` shows once `load` has its code: rendered before, it would suspend, and React
 * renders a Suspense retry after every ordinary update, so it waited behind the list's reveal. The
 * `open` called is the latest rendered (the page's query may have changed meanwhile), once however
 * often the player asks before the code is here. A failed download opens it anyway, and the
 * section's error boundary reports the error.
 */
export function useOpenOnceLoaded(open: () => void, load: () => Promise<unknown>): () => void {
  const latest = useRef(open);
  useLayoutEffect(() => {
    latest.current = open;
  });
  const waiting = useRef(false);
  return useCallback(() => {
    if (waiting.current) return;
    waiting.current = true;
    const go = () => {
      waiting.current = false;
      latest.current();
    };
    load().then(go, go);
  }, [load]);
}
