import { sharedCollectionBroken, sharedCollectionClosed, sharedCollectionOpened } from 'shared-domain/collection/collection-slice';
import type { AppStore } from 'shared-domain/store/app-store';

/** A shared collection's fragment (`#c=…`); checked here so the codec loads only for such a link. */
export const SHARED_FRAGMENT = /^#(?:[^&]*&)*c=/;

/**
 * Opens a shared collection from the address's fragment, on load and whenever the fragment
 * changes: read-only, into the store's shared view, never into the stored collection.
 */
export function watchSharedCollectionLinks(store: AppStore, win: Window = window) {
  let latest = 0;
  const open = async () => {
    const hash = win.location.hash;
    if (!SHARED_FRAGMENT.test(hash)) return;
    const ticket = ++latest;
    const { decodeShare, shareParamOf } = await import(/* webpackChunkName: "collection-share" */ './collection-share');
    const read = await decodeShare(shareParamOf(hash) ?? '');
    if (ticket !== latest) return;
    store.dispatch(
      read.ok ? sharedCollectionOpened(read.collection) : sharedCollectionBroken(`${read.problem} Your collection is unchanged.`),
    );
  };
  win.addEventListener('hashchange', () => void open());
  void open();
}

/** Closes the shared view and takes the fragment out of the address (so a reload does not reopen it). */
export function closeSharedCollection(dispatch: AppStore['dispatch'], win: Window = window) {
  dispatch(sharedCollectionClosed());
  if (SHARED_FRAGMENT.test(win.location.hash)) {
    win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
  }
}
