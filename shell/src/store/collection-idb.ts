import { openDB, type IDBPDatabase } from 'idb';
import { applyCollectionChange, mayEmpty, type StoredCollection } from 'shared-domain/collection/collection-change';
import { changesSinceExportOf, collectionDocument, readCollectionValue, storedDocument } from 'shared-domain/collection/collection-file';
import { EMPTY_COLLECTION, isEmptyCollection } from 'shared-domain/collection/collection-model';
import { EmptyingRefusedError, UnreadableCollectionError, type CollectionBackend } from './collection-backend';

const DB_NAME = 'tlw-tracker';
const STORE = 'collection';
const CURRENT = 'current';
const BACKUP = 'backup';

function readStored(current: unknown, backup: unknown): StoredCollection {
  let collection = EMPTY_COLLECTION;
  if (current !== undefined) {
    const read = readCollectionValue(current);
    if (!read.ok) throw new UnreadableCollectionError(read.problem);
    collection = read.collection;
  }
  let kept: StoredCollection['backup'] = null;
  if (backup !== undefined && typeof backup === 'object' && backup !== null) {
    const { savedAt, document } = backup as { savedAt?: unknown; document?: unknown };
    const read = readCollectionValue(document);
    // A damaged backup must not block the collection itself.
    if (read.ok && typeof savedAt === 'string') kept = { collection: read.collection, savedAt };
  }
  return { collection, backup: kept, changesSinceExport: changesSinceExportOf(current) };
}

/** Opens the site's database (IndexedDB through `idb`); rejects where IndexedDB is missing or blocked. */
export async function openCollectionBackend(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<CollectionBackend> {
  if (!factory) throw new Error('IndexedDB is missing');
  // The database version is the shape of the object stores; the documents carry their own version.
  const db: IDBPDatabase = await openDB(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE);
    },
  });
  return {
    async read() {
      const tx = db.transaction(STORE, 'readonly');
      const [current, backup] = await Promise.all([tx.store.get(CURRENT), tx.store.get(BACKUP)]);
      await tx.done;
      return readStored(current, backup);
    },
    async update(change) {
      const tx = db.transaction(STORE, 'readwrite');
      const before = readStored(await tx.store.get(CURRENT), await tx.store.get(BACKUP));
      const after = applyCollectionChange(before, change);
      if (isEmptyCollection(after.collection) && !isEmptyCollection(before.collection) && !mayEmpty(change)) {
        tx.abort();
        throw new EmptyingRefusedError('refused to replace a stored collection with an empty one');
      }
      if (after === before) {
        await tx.done;
        return after;
      }
      await tx.store.put(storedDocument(after.collection, after.changesSinceExport), CURRENT);
      if (after.backup !== before.backup) {
        await (after.backup
          ? tx.store.put({ savedAt: after.backup.savedAt, document: collectionDocument(after.backup.collection) }, BACKUP)
          : tx.store.delete(BACKUP));
      }
      await tx.done;
      return after;
    },
  };
}
