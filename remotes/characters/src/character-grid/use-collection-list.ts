import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from 'shared-ui/hooks/use-latest-search-params';
import { selectCollectionStatus, selectCollection } from 'shared-domain/collection/collection-slice';
import type { ThumbnailUnit } from 'shared-ui/characters/character-thumbnail';
import { useAppStore } from 'shared-ui/hooks/store-hooks';
import { useCollectionChange, useCollectionReadOnly, useShownCollection } from 'shared-ui/hooks/use-collection';
import { usePickUntilUrlChanges } from 'shared-ui/hooks/use-pick-until-url-changes';
import { useT } from '../messages/catalogue';
import { collectionToggle, parseCollectionMode, writeCollectionMode } from './collection-mode';
import { useOwnedFilter } from './owned-filter-control';
import { ownedFilterProblem } from './owned-filter';

/**
 * A character list's collection state: the `owned` filter (with what a bad value is told), the
 * collection mode and the toggle a thumbnail calls in it. The toggle reads the store when tapped,
 * so marking a unit re-renders only what shows the mark, not the grid's render function.
 */
export function useCollectionList() {
  const t = useT();
  const collection = useShownCollection();
  const [owned, setOwned, pickedOwned] = useOwnedFilter();
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const search = searchParams.toString();
  const problem = useMemo(() => ownedFilterProblem(new URLSearchParams(search), t), [search, t]);
  const readOnly = useCollectionReadOnly();
  // Marking is paused while a shared collection is shown: taps open the modal as usual.
  const collecting = parseCollectionMode(searchParams) && !readOnly;
  const [pendingMode, pickMode] = usePickUntilUrlChanges<boolean>(search);
  const setCollecting = useCallback(
    (on: boolean) => {
      pickMode(on);
      setSearchParams((prev) => writeCollectionMode(prev, on), { replace: true, preventScrollReset: true });
    },
    [pickMode, setSearchParams],
  );

  const store = useAppStore();
  const change = useCollectionChange();
  const toggle = useCallback(
    (unit: ThumbnailUnit) => {
      const state = store.getState();
      const shown = selectCollectionStatus(state) === 'loading' ? null : selectCollection(state);
      const { jpContent, useTranslitName, useTraditionalName, nameScript } = state.settings;
      const names = { useTranslitName, useTraditionalName, nameScript };
      const next = collectionToggle(unit, shown, { jpContent, now: Date.now() }, names, t);
      if (next) change(next.change, next.text);
    },
    [store, change, t],
  );

  return {
    collection,
    owned,
    setOwned,
    pickedOwned,
    problem,
    collecting,
    readOnly,
    // A pick still pending is no more allowed than the URL's mode while a shared collection is shown.
    pickedCollecting: !readOnly && (pendingMode ?? collecting),
    setCollecting,
    /** The thumbnails' tap in collection mode; undefined when they open the modal. */
    onToggle: collecting ? toggle : undefined,
  };
}

export type CollectionList = ReturnType<typeof useCollectionList>;
