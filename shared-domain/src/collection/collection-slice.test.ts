import { createAppStore } from '../store/app-store';
import {
  collectionChanged,
  collectionLoaded,
  collectionUnavailable,
  selectChangesSinceExport,
  selectCollectionStatus,
  selectShownCollection,
} from './collection-slice';

describe('collectionSlice', () => {
  it('shows no collection until it is read, as the server rendered it', () => {
    const store = createAppStore();
    expect(selectCollectionStatus(store.getState())).toBe('loading');
    expect(selectShownCollection(store.getState())).toBeNull();
    store.dispatch(collectionLoaded({ collection: { units: { '4': { fr: false } }, cards: {} }, backup: null }));
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
});
