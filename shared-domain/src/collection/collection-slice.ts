import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { applyCollectionChange, type CollectionChange, type StoredCollection } from './collection-change';
import { EMPTY_COLLECTION, type Collection } from './collection-model';

/**
 * - loading: not read yet (always so on the server and in the first render after hydration, so the
 *   page hydrates without a difference);
 * - stored: read from IndexedDB, every change written back;
 * - session-only: IndexedDB is unavailable; the collection lives for this visit.
 */
export type CollectionStatus = 'loading' | 'stored' | 'session-only';

export interface CollectionState extends StoredCollection {
  status: CollectionStatus;
  /** A storage problem the site shows (quota full, storage unavailable); null when all is well. */
  problem: string | null;
  changesSinceExport: number;
}

const initialState: CollectionState = {
  status: 'loading',
  collection: EMPTY_COLLECTION,
  backup: null,
  problem: null,
  changesSinceExport: 0,
};

/** The player's collection; one instance on a page (a federated singleton), shared by every section. */
export const collectionSlice = createSlice({
  name: 'collection',
  initialState,
  reducers: {
    collectionLoaded(state, action: PayloadAction<StoredCollection & { changesSinceExport?: number }>) {
      state.status = 'stored';
      state.collection = action.payload.collection;
      state.backup = action.payload.backup;
      if (action.payload.changesSinceExport !== undefined) state.changesSinceExport = action.payload.changesSinceExport;
    },
    /** IndexedDB cannot be used: keep what this visit has (or start empty) and say so. */
    collectionUnavailable(state, action: PayloadAction<string>) {
      state.status = 'session-only';
      state.problem = action.payload;
    },
    /** Another tab changed the collection (it has stored it already). */
    collectionSynced(state, action: PayloadAction<StoredCollection>) {
      state.collection = action.payload.collection;
      state.backup = action.payload.backup;
    },
    collectionChanged(state, action: PayloadAction<CollectionChange>) {
      const next = applyCollectionChange({ collection: state.collection, backup: state.backup }, action.payload);
      state.collection = next.collection;
      state.backup = next.backup;
      if (action.payload.kind !== 'import') state.changesSinceExport += 1;
    },
    collectionProblem(state, action: PayloadAction<string | null>) {
      state.problem = action.payload;
    },
    collectionExported(state) {
      state.changesSinceExport = 0;
    },
  },
  selectors: {
    selectCollection: (s): Collection => s.collection,
    selectCollectionStatus: (s) => s.status,
    /** Null until the collection is read: views show no marks before then (as the server did). */
    selectShownCollection: (s): Collection | null => (s.status === 'loading' ? null : s.collection),
    selectCollectionBackup: (s) => s.backup,
    selectCollectionProblem: (s) => s.problem,
    selectChangesSinceExport: (s) => s.changesSinceExport,
  },
});

export const { collectionLoaded, collectionUnavailable, collectionSynced, collectionChanged, collectionProblem, collectionExported } =
  collectionSlice.actions;
export const {
  selectCollection,
  selectCollectionStatus,
  selectShownCollection,
  selectCollectionBackup,
  selectCollectionProblem,
  selectChangesSinceExport,
} = collectionSlice.selectors;
