import { COLLECTION_CHANNEL, createCollectionSync } from './collection-sync';

/** The browser's collection storage: IndexedDB, the tabs' channel, persistent storage asked once. */
export function browserCollectionSync() {
  let flags: Storage | undefined;
  try {
    flags = window.localStorage;
  } catch {
    flags = undefined;
  }
  const sync = createCollectionSync({
    // IndexedDB's code loads with the collection's start (after the first render), not with the page.
    backend: () => import('./collection-idb').then((m) => m.openCollectionBackend()),
    channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(COLLECTION_CHANNEL) : null,
    persist: navigator.storage?.persist ? () => navigator.storage.persist() : undefined,
    flags,
  });
  // A write still under way when the page goes may never finish: its marks are kept for the next page.
  window.addEventListener('pagehide', sync.keepUnsaved);
  return sync;
}
