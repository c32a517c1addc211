import { useCallback } from 'react';
import { inverseChange, type CollectionChange } from 'shared-domain/collection/collection-change';
import type { Collection } from 'shared-domain/collection/collection-model';
import {
  collectionChanged,
  selectCollection,
  selectCollectionReadOnly,
  selectShownCollection,
} from 'shared-domain/collection/collection-slice';
import { toastRequested } from 'shared-domain/toasts/toasts-slice';
import { useAppDispatch, useAppSelector, useAppStore } from './store-hooks';
import { useHydrating } from './use-hydrating';

/**
 * The collection as views show it: null on the server, while the page hydrates and until it has
 * been read, so the first render in the browser matches the server's HTML exactly.
 */
export function useShownCollection(): Collection | null {
  const hydrating = useHydrating();
  const shown = useAppSelector(selectShownCollection);
  return hydrating ? null : shown;
}

/** Marking is paused while a shared collection is shown (false while hydrating, like the collection). */
export function useCollectionReadOnly(): boolean {
  const hydrating = useHydrating();
  const readOnly = useAppSelector(selectCollectionReadOnly);
  return !hydrating && readOnly;
}

/** Why the marking controls are disabled while a shared collection is shown. */
export const READ_ONLY_TEXT = 'A shared collection is shown: show yours again to mark it.';

/** How long the Undo toast stays: long enough to reach its button on a phone. */
export const UNDO_TOAST_MS = 6000;

/** Applies a player's change and offers to undo it in a toast. */
export function useCollectionChange(): (change: CollectionChange, text: string) => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (change, text) => {
      if (selectCollectionReadOnly(store.getState())) {
        dispatch(toastRequested({ text: READ_ONLY_TEXT, durationMs: UNDO_TOAST_MS }));
        return;
      }
      const undo = inverseChange(selectCollection(store.getState()), change);
      dispatch(collectionChanged(change));
      dispatch(
        toastRequested({
          text,
          durationMs: UNDO_TOAST_MS,
          ...(undo ? { action: { label: 'Undo', dispatch: collectionChanged(undo) } } : {}),
        }),
      );
    },
    [dispatch, store],
  );
}

/** Whether the unit is owned, as a thumbnail shows it (false until the collection is read). */
export function useOwnedUnit(id: number): boolean {
  const hydrating = useHydrating();
  const owned = useAppSelector((s) => {
    const shown = selectShownCollection(s);
    return shown !== null && Object.hasOwn(shown.units, String(id));
  });
  return !hydrating && owned;
}
