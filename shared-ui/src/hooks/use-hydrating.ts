import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True on the server and while a server-rendered page hydrates, false from then on (and in a page
 * the browser renders itself). A text field the server rendered is read-only until then: React
 * would otherwise reset what a visitor typed into it before the page's scripts had run.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
