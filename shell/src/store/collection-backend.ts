import type { CollectionChange, StoredCollection } from 'shared-domain/collection/collection-change';

/** Where the collection lives and how a change reaches it; an interface so the sync is tested without a browser. */
export interface CollectionBackend {
  read(): Promise<StoredCollection>;
  /** Applies one change to what is stored, in one transaction, and returns what is stored after it. */
  update(change: CollectionChange): Promise<StoredCollection>;
}

/** The stored value could not be read: it is left untouched, never overwritten. */
export class UnreadableCollectionError extends Error {}
/** A change would have emptied a stored collection without the player asking for it. */
export class EmptyingRefusedError extends Error {}
/** This tab's connection was closed (a newer version of the site upgrading the database): reloading opens it again. */
export class StorageClosedError extends Error {}
