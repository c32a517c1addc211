import { useEffect, useRef } from 'react';

/** Within this distance of the end of the list the next page is fetched. */
const NEAR_BOTTOM_MARGIN = '600px';

/**
 * Calls `onNear` whenever the returned element comes within reach of the viewport (and again
 * after each load while it stays there), so a tall screen keeps loading until it is full.
 */
export function useNearBottom<T extends Element>(onNear: () => void, active: boolean) {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !active || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onNear();
      },
      { rootMargin: `0px 0px ${NEAR_BOTTOM_MARGIN} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [onNear, active]);
  return ref;
}
