import { openCollectionBackend } from './collection-idb';
import { COLLECTION_CHANNEL, createCollectionSync } from './collection-sync';

/** The browser's collection storage: IndexedDB, the tabs' channel, persistent storage asked once. */
export function browserCollectionSync() {
  let flags: Storage | undefined;
  try {
    flags = window.localStorage;
  } catch {
    flags = undefined;
  }
  return createCollectionSync({
    backend: () => openCollectionBackend(),
    channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(COLLECTION_CHANNEL) : null,
    persist: navigator.storage?.persist ? () => navigator.storage.persist() : undefined,
    flags,
  });
}
