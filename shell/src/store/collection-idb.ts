import { openDB, type IDBPDatabase, type IDBPTransaction } from 'idb';
import {
  applyCollectionChange,
  mayEmpty,
  MAX_BACKUPS,
  type CollectionBackup,
  type StoredCollection,
} from 'shared-domain/collection/collection-change';
import { changesSinceExportOf, collectionDocument, readCollectionValue, storedDocument } from './collection-file';
import { EMPTY_COLLECTION, isEmptyCollection } from 'shared-domain/collection/collection-model';
import { EmptyingRefusedError, StorageClosedError, UnreadableCollectionError, type CollectionBackend } from './collection-backend';

const DB_NAME = 'tlw-tracker';
const STORE = 'collection';
const CURRENT = 'current';
/** The backups, newest first: `{ savedAt, document }[]`. */
const BACKUPS = 'backups';
/**
 * Where an earlier version kept its one backup. Read into the list, and removed by the first write
 * that stores the list: a key of its own, not a database upgrade, because a tab of that version
 * never closes its connection and would block an upgrade for as long as it is open.
 */
const LEGACY_BACKUP = 'backup';

/** One stored backup; null when damaged (a damaged backup must not block the collection itself). */
function readBackup(value: unknown): CollectionBackup | null {
  if (typeof value !== 'object' || value === null) return null;
  const { savedAt, document } = value as { savedAt?: unknown; document?: unknown };
  const read = readCollectionValue(document);
  return read.ok && typeof savedAt === 'string' ? { collection: read.collection, savedAt } : null;
}

/** The stored backups, with an earlier version's one backup in its place by time (it may be newer: a tab of that version still open). */
function readBackups(list: unknown, legacy: unknown): CollectionBackup[] {
  const backups = (Array.isArray(list) ? list : []).map(readBackup).filter((b): b is CollectionBackup => b !== null);
  const old = readBackup(legacy);
  if (!old || backups.some((b) => b.savedAt === old.savedAt)) return backups;
  return [...backups, old].sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt)).slice(0, MAX_BACKUPS);
}

interface Raw {
  current: unknown;
  backups: unknown;
  legacy: unknown;
}

function readStored({ current, backups, legacy }: Raw): StoredCollection {
  let collection = EMPTY_COLLECTION;
  if (current !== undefined) {
    const read = readCollectionValue(current);
    if (!read.ok) throw new UnreadableCollectionError(read.problem);
    collection = read.collection;
  }
  return { collection, backups: readBackups(backups, legacy), changesSinceExport: changesSinceExportOf(current) };
}

type Tx<Mode extends IDBTransactionMode = IDBTransactionMode> = IDBPTransaction<unknown, [typeof STORE], Mode>;

async function readRaw(tx: Tx): Promise<Raw> {
  const [current, backups, legacy] = await Promise.all([tx.store.get(CURRENT), tx.store.get(BACKUPS), tx.store.get(LEGACY_BACKUP)]);
  return { current, backups, legacy };
}

/**
 * Runs `work` in one transaction and resolves once it has committed. Any failure (a request's, or
 * the commit's: a full quota is often told only then) aborts the whole of it, so nothing is half
 * written, and is what the promise rejects with.
 */
async function inTransaction<Mode extends IDBTransactionMode, T>(
  db: IDBPDatabase,
  mode: Mode,
  work: (tx: Tx<Mode>) => Promise<T>,
): Promise<T> {
  const tx = db.transaction(STORE, mode);
  // Its rejection is the one the await below (or the failed step) reports.
  tx.done.catch(() => undefined);
  try {
    const result = await work(tx);
    await tx.done;
    return result;
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // Finished or aborted already.
    }
    throw error;
  }
}

/**
 * Opens the site's database (IndexedDB through `idb`); rejects where IndexedDB is missing or blocked.
 * The database version is the shape of the object stores; the documents carry their own version.
 */
export async function openCollectionBackend(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<CollectionBackend> {
  if (!factory) throw new Error('IndexedDB is missing');
  let closed = false;
  const db: IDBPDatabase = await openDB(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE);
    },
    // A newer version of the site, open in another tab, needs the database upgraded: let it (it
    // would wait for this tab otherwise). This tab's later changes fail, saying to reload.
    blocking() {
      closed = true;
      db.close();
    },
    // Closed by the browser (storage cleared, or the disk gone).
    terminated() {
      closed = true;
    },
  });
  const open = () => {
    if (closed) throw new StorageClosedError('the collection was closed for a newer version of the site in another tab');
    return db;
  };
  return {
    read: async () => readStored(await inTransaction(open(), 'readonly', readRaw)),
    update: async (change) =>
      inTransaction(open(), 'readwrite', async (tx) => {
        const raw = await readRaw(tx);
        const before = readStored(raw);
        const after = applyCollectionChange(before, change);
        if (isEmptyCollection(after.collection) && !isEmptyCollection(before.collection) && !mayEmpty(change))
          throw new EmptyingRefusedError('refused to replace a stored collection with an empty one');
        if (after === before) return after;
        await tx.store.put(storedDocument(after.collection, after.changesSinceExport), CURRENT);
        // The earlier version's backup moves into the list with the first write.
        if (after.backups !== before.backups || raw.legacy !== undefined) {
          const documents = after.backups.map((b) => ({ savedAt: b.savedAt, document: collectionDocument(b.collection) }));
          await tx.store.put(documents, BACKUPS);
        }
        if (raw.legacy !== undefined) await tx.store.delete(LEGACY_BACKUP);
        return after;
      }),
  };
}
