import { startTransition, useEffect, useReducer, useRef, useSyncExternalStore } from 'react';

/**
 * `useSyncExternalStore` for a value the server's HTML shows one way and the browser may see
 * another (the time, a media query). A component hydrated from that HTML keeps the server's value
 * until a transition right after its hydration brings it to the browser's. Until then its snapshot
 * too reads the server's value: React compares the snapshot with what it hydrated as soon as it
 * subscribes, and a difference there renders every such component on the page again at once, in
 * one task that cannot yield. A component first rendered in the browser reads the browser's value.
 * Where both agree, nothing renders again.
 */
export function useStoreAfterHydration<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useRef(false);
  const [caughtUp, catchUp] = useReducer(() => true, false);
  useEffect(() => {
    if (!hydrated.current) return;
    // The same value both ways: nothing to render again, only to follow from now on.
    if (Object.is(getSnapshot(), getServerSnapshot())) hydrated.current = false;
    else startTransition(catchUp);
    // Once, after the hydration: what it compares is that moment's.
  }, []);
  const read = () => (hydrated.current && !caughtUp ? getServerSnapshot() : getSnapshot());
  // React asks for the server's snapshot only on the server and while hydrating.
  const readServer = () => {
    hydrated.current = true;
    return getServerSnapshot();
  };
  return useSyncExternalStore(subscribe, read, readServer);
}
