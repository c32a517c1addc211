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

/** Changes since the last export after which the site offers an export. */
export const EXPORT_REMINDER_CHANGES = 50;

/**
 * A collection someone shared by link, read-only and never stored. `shown`: the lists show its
 * marks instead of one's own (and marking is paused meanwhile, so one's own cannot change unseen).
 */
export interface SharedView {
  collection: Collection;
  shown: boolean;
}

export interface CollectionState extends StoredCollection {
  status: CollectionStatus;
  /** A storage problem the site shows (quota full, storage unavailable); null when all is well. */
  problem: string | null;
  shared: SharedView | null;
  /** Why a shared link could not be opened; null when there is none or it opened. */
  sharedProblem: string | null;
  /** The count at which the player last dismissed the export reminder (this visit). */
  reminderDismissedAt: number | null;
}

const initialState: CollectionState = {
  status: 'loading',
  collection: EMPTY_COLLECTION,
  backups: [],
  changesSinceExport: 0,
  problem: null,
  shared: null,
  sharedProblem: null,
  reminderDismissedAt: null,
};

/** The player's collection; one instance on a page (a federated singleton), shared by every section. */
export const collectionSlice = createSlice({
  name: 'collection',
  initialState,
  reducers: {
    /** The backups and the count are optional for callers (tests, remotes' harnesses) that have none. */
    collectionLoaded(state, action: PayloadAction<Pick<StoredCollection, 'collection'> & Partial<StoredCollection>>) {
      state.status = 'stored';
      state.collection = action.payload.collection;
      state.backups = action.payload.backups ?? [];
      state.changesSinceExport = action.payload.changesSinceExport ?? 0;
    },
    /** IndexedDB cannot be used: keep what this visit has (or start empty) and say so. */
    collectionUnavailable(state, action: PayloadAction<string>) {
      state.status = 'session-only';
      state.problem = action.payload;
    },
    /** Another tab changed the collection (it has stored it already), or our write came back. */
    collectionSynced(state, action: PayloadAction<StoredCollection>) {
      state.collection = action.payload.collection;
      state.backups = action.payload.backups;
      state.changesSinceExport = action.payload.changesSinceExport;
    },
    collectionChanged(state, action: PayloadAction<CollectionChange>) {
      // Someone else's marks are on screen: a change now would land on one's own collection unseen.
      if (state.shared?.shown) return;
      const next = applyCollectionChange(
        { collection: state.collection, backups: state.backups, changesSinceExport: state.changesSinceExport },
        action.payload,
      );
      state.collection = next.collection;
      state.backups = next.backups;
      state.changesSinceExport = next.changesSinceExport;
    },
    collectionProblem(state, action: PayloadAction<string | null>) {
      state.problem = action.payload;
    },
    sharedCollectionOpened(state, action: PayloadAction<Collection>) {
      state.shared = { collection: action.payload, shown: false };
      state.sharedProblem = null;
    },
    sharedCollectionBroken(state, action: PayloadAction<string>) {
      state.shared = null;
      state.sharedProblem = action.payload;
    },
    /** Show the shared collection's marks in the lists (true) or one's own again (false). */
    sharedCollectionShown(state, action: PayloadAction<boolean>) {
      if (state.shared) state.shared.shown = action.payload;
    },
    sharedCollectionClosed(state) {
      state.shared = null;
      state.sharedProblem = null;
    },
    exportReminderDismissed(state) {
      state.reminderDismissedAt = state.changesSinceExport;
    },
  },
  selectors: {
    selectCollection: (s): Collection => s.collection,
    selectCollectionStatus: (s) => s.status,
    /**
     * What the lists and the modal show: null until the collection is read (as the server
     * rendered it), then one's own, or a shared collection while the player chose to show it.
     */
    selectShownCollection: (s): Collection | null => (s.status === 'loading' ? null : s.shared?.shown ? s.shared.collection : s.collection),
    /** True while a shared collection's marks are shown: marking is paused (controls may show as read-only). */
    selectCollectionReadOnly: (s): boolean => s.shared?.shown === true,
    selectSharedView: (s) => s.shared,
    selectSharedProblem: (s) => s.sharedProblem,
    /** Newest first. */
    selectCollectionBackups: (s) => s.backups,
    selectCollectionProblem: (s) => s.problem,
    selectChangesSinceExport: (s) => s.changesSinceExport,
    /** Every few dozen changes without an export, until dismissed (it comes back after as many more). */
    selectExportReminderDue: (s): boolean =>
      s.status !== 'loading' &&
      s.changesSinceExport >= EXPORT_REMINDER_CHANGES &&
      (s.reminderDismissedAt === null || s.changesSinceExport >= s.reminderDismissedAt + EXPORT_REMINDER_CHANGES),
  },
});

export const {
  collectionLoaded,
  collectionUnavailable,
  collectionSynced,
  collectionChanged,
  collectionProblem,
  sharedCollectionOpened,
  sharedCollectionBroken,
  sharedCollectionShown,
  sharedCollectionClosed,
  exportReminderDismissed,
} = collectionSlice.actions;
export const {
  selectCollection,
  selectCollectionStatus,
  selectShownCollection,
  selectCollectionReadOnly,
  selectSharedView,
  selectSharedProblem,
  selectCollectionBackups,
  selectCollectionProblem,
  selectChangesSinceExport,
  selectExportReminderDue,
} = collectionSlice.selectors;
