import { createAppStore } from '../store/app-store';
import {
  collectionChanged,
  collectionLoaded,
  collectionUnavailable,
  exportReminderDismissed,
  selectChangesSinceExport,
  selectCollection,
  selectCollectionReadOnly,
  selectExportReminderDue,
  sharedCollectionClosed,
  sharedCollectionOpened,
  sharedCollectionShown,
  selectCollectionStatus,
  selectShownCollection,
} from './collection-slice';

describe('collectionSlice', () => {
  it('shows no collection until it is read, as the server rendered it', () => {
    const store = createAppStore();
    expect(selectCollectionStatus(store.getState())).toBe('loading');
    expect(selectShownCollection(store.getState())).toBeNull();
    store.dispatch(collectionLoaded({ collection: { units: { '4': { fr: false } }, cards: {} }, changesSinceExport: 0 }));
    expect(selectShownCollection(store.getState())).toEqual({ units: { '4': { fr: false } }, cards: {} });
  });

  it('keeps marking for the session when storage is unavailable', () => {
    const store = createAppStore();
    store.dispatch(collectionUnavailable('no storage'));
    store.dispatch(collectionChanged({ kind: 'card', id: 3, limitBreak: 1 }));
    expect(selectShownCollection(store.getState())).toEqual({ units: {}, cards: { '3': 1 } });
    expect(store.getState().collection.problem).toBe('no storage');
    expect(selectChangesSinceExport(store.getState())).toBe(1);
  });

  it('shows a shared collection only when asked, and never changes one’s own meanwhile', () => {
    const store = createAppStore();
    const mine = { units: { '4': { fr: false } }, cards: {} };
    const theirs = { units: { '7': { fr: true } }, cards: { '2': 4 as const } };
    store.dispatch(collectionLoaded({ collection: mine, changesSinceExport: 0 }));
    store.dispatch(sharedCollectionOpened(theirs));
    expect(selectShownCollection(store.getState())).toEqual(mine);
    store.dispatch(sharedCollectionShown(true));
    expect(selectShownCollection(store.getState())).toEqual(theirs);
    expect(selectCollectionReadOnly(store.getState())).toBe(true);
    store.dispatch(collectionChanged({ kind: 'unit', id: 7, owned: false }));
    expect(selectShownCollection(store.getState())).toEqual(theirs);
    expect(selectCollection(store.getState())).toEqual(mine);
    expect(selectChangesSinceExport(store.getState())).toBe(0);
    store.dispatch(sharedCollectionClosed());
    expect(selectShownCollection(store.getState())).toEqual(mine);
    expect(selectCollectionReadOnly(store.getState())).toBe(false);
  });

  it('reminds to export after 50 changes, and again 50 changes after a dismissal', () => {
    const store = createAppStore();
    store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} }, changesSinceExport: 49 }));
    expect(selectExportReminderDue(store.getState())).toBe(false);
    store.dispatch(collectionChanged({ kind: 'unit', id: 1, owned: true }));
    expect(selectExportReminderDue(store.getState())).toBe(true);
    store.dispatch(exportReminderDismissed());
    expect(selectExportReminderDue(store.getState())).toBe(false);
    for (let id = 2; id <= 50; id++) store.dispatch(collectionChanged({ kind: 'unit', id, owned: true }));
    expect(selectChangesSinceExport(store.getState())).toBe(99);
    expect(selectExportReminderDue(store.getState())).toBe(false);
    store.dispatch(collectionChanged({ kind: 'unit', id: 51, owned: true }));
    expect(selectExportReminderDue(store.getState())).toBe(true);
    store.dispatch(collectionChanged({ kind: 'exported' }));
    expect(selectExportReminderDue(store.getState())).toBe(false);
  });
});
