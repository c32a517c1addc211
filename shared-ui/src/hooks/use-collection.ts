import { useCallback, useSyncExternalStore } from 'react';
import { inverseChange, type CollectionChange } from 'shared-domain/collection/collection-change';
import type { Collection } from 'shared-domain/collection/collection-model';
import {
  collectionChanged,
  selectCollection,
  selectCollectionReadOnly,
  selectCollectionStatus,
  selectShownCollection,
} from 'shared-domain/collection/collection-slice';
import { toastRequested } from 'shared-domain/toasts/toasts-slice';
import type { RootState } from 'shared-domain/store/app-store';
import { useT } from 'shared-ui/messages/catalogue';
import { useAppDispatch, useAppStore } from './store-hooks';

/**
 * A value of the store as views show it: `onServer` on the server and while the page hydrates, so
 * the first render in the browser matches the server's HTML; the store's value from then on. React
 * renders a component again after hydrating only when the two differ: with the collection read after
 * the page's load, a list's hundreds of thumbnails are not rendered a second time in one long task.
 */
export function useAfterHydration<T>(select: (state: RootState) => T, onServer: T): T {
  const store = useAppStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => onServer,
  );
}

/** The collection as views show it: null on the server, while the page hydrates and until it has been read. */
export function useShownCollection(): Collection | null {
  return useAfterHydration(selectShownCollection, null);
}

/** Marking is paused while a shared collection is shown (false while hydrating, like the collection). */
export function useCollectionReadOnly(): boolean {
  return useAfterHydration(selectCollectionReadOnly, false);
}

/** Why the marking controls are disabled while a shared collection is shown (in the page's language: `collection.readOnly`). */
export const READ_ONLY_TEXT = 'A shared collection is shown: show yours again to mark it.';

/** How long the Undo toast stays: long enough to reach its button on a phone. */
export const UNDO_TOAST_MS = 6000;

/**
 * Applies a player's change and offers to undo it in a toast. A change made before the collection
 * has been read (it is read once the page has loaded) waits for it, then applies on top of it, so
 * the collection read does not replace a mark made that early.
 */
export function useCollectionChange(): (change: CollectionChange, text: string) => void {
  const t = useT();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    function apply(change: CollectionChange, text: string) {
      if (selectCollectionStatus(store.getState()) === 'loading') {
        const unsubscribe = store.subscribe(() => {
          if (selectCollectionStatus(store.getState()) === 'loading') return;
          unsubscribe();
          apply(change, text);
        });
        return;
      }
      if (selectCollectionReadOnly(store.getState())) {
        dispatch(toastRequested({ text: t('collection.readOnly'), durationMs: UNDO_TOAST_MS }));
        return;
      }
      const undo = inverseChange(selectCollection(store.getState()), change);
      dispatch(collectionChanged(change));
      dispatch(
        toastRequested({
          text,
          durationMs: UNDO_TOAST_MS,
          ...(undo ? { action: { label: t('collection.undo'), dispatch: collectionChanged(undo) } } : {}),
        }),
      );
    },
    [dispatch, store, t],
  );
}

/** Whether the unit is owned, as a thumbnail shows it (false until the collection is read). */
export function useOwnedUnit(id: number): boolean {
  return useAfterHydration((s) => {
    const shown = selectShownCollection(s);
    return shown !== null && Object.hasOwn(shown.units, String(id));
  }, false);
}
