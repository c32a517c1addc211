import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { collectionChanged, selectShownCollection } from 'shared-domain/collection/collection-slice';
import { createAppStore } from 'shared-domain/store/app-store';
import { StorageClosedError } from './collection-backend';
import { openCollectionBackend } from './collection-idb';
import { CLOSED_TEXT, createCollectionSync, QUOTA_TEXT, type CollectionSyncDeps } from './collection-sync';

// The real store over fake-indexeddb (an in-memory IndexedDB that follows the spec), a new empty
// browser for each test. Stored values are written out as the site stores them.

const DB = 'tlw-tracker';
const STORE = 'collection';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

/** A raw connection at the site's database version, as another piece of code (or an earlier version of the site) has it. */
async function raw() {
  const open = indexedDB.open(DB, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

/** Every key and value in the store, read with a connection of its own. */
async function stored(): Promise<Record<string, unknown>> {
  const db = await raw();
  const store = db.transaction(STORE).objectStore(STORE);
  const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
  db.close();
  return Object.fromEntries(keys.map((k, i) => [String(k), values[i]]));
}

/** Writes values as an earlier version of the site left them. */
async function seed(values: Record<string, unknown>) {
  const db = await raw();
  const tx = db.transaction(STORE, 'readwrite');
  for (const [key, value] of Object.entries(values)) tx.objectStore(STORE).put(value, key);
  await new Promise((resolve) => (tx.oncomplete = resolve));
  db.close();
}

const doc = (units: Record<string, { fr: boolean }>, cards: Record<string, number> = {}) => ({
  format: 'tlw-tracker-collection',
  version: 2,
  units,
  cards,
});

/** A BroadcastChannel pair: what one tab posts, the others receive. */
function channels() {
  const all: { onmessage: ((e: MessageEvent) => void) | null; postMessage: (d: unknown) => void }[] = [];
  return () => {
    const ch = {
      onmessage: null as ((e: MessageEvent) => void) | null,
      postMessage: (data: unknown) => all.filter((o) => o !== ch).forEach((o) => o.onmessage?.({ data } as MessageEvent)),
    };
    all.push(ch);
    return ch;
  };
}

/** A tab: its store, its sync and its own connection to the database, as collection-start.ts opens them. */
async function tab(channel: CollectionSyncDeps['channel'] = null) {
  const sync = createCollectionSync({ backend: () => openCollectionBackend(), channel });
  const store = createAppStore({ middleware: [sync.middleware] });
  await sync.start();
  return { sync, store, state: () => store.getState().collection, shown: () => selectShownCollection(store.getState()) };
}

/**
 * A full disk as the spec tells it: storing a record fails with QuotaExceededError and that aborts
 * the transaction. fake-indexeddb has no quota, so each put's operation is made to fail so (through
 * its transaction's request queue, an internal of fake-indexeddb).
 */
function fillTheDisk() {
  type Queue = { _execRequestAsync(job: { operation: () => unknown }): IDBRequest };
  const put = IDBObjectStore.prototype.put;
  return jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    const tx = this.transaction as IDBTransaction & Queue;
    const queue = tx._execRequestAsync;
    tx._execRequestAsync = (job) =>
      queue.call(tx, {
        ...job,
        operation: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      });
    try {
      return put.call(this, value, key);
    } finally {
      delete (tx as Partial<Queue>)._execRequestAsync;
    }
  });
}

describe('the collection in IndexedDB', () => {
  it('writes a change in the site’s format, and reading writes nothing', async () => {
    const backend = await openCollectionBackend();
    expect(await backend.read()).toEqual({ collection: { units: {}, cards: {} }, backups: [], changesSinceExport: 0 });
    expect(await stored()).toEqual({});
    await backend.update({ kind: 'unit', id: 1001, owned: true });
    await backend.update({ kind: 'card', id: 7, limitBreak: 2 });
    expect(await stored()).toEqual({ current: { ...doc({ '1001': { fr: false } }, { '7': 2 }), changesSinceExport: 2 } });
    // What another connection (a reload) reads.
    expect(await (await openCollectionBackend()).read()).toEqual({
      collection: { units: { '1001': { fr: false } }, cards: { '7': 2 } },
      backups: [],
      changesSinceExport: 2,
    });
  });

  it('keeps the collections two replaces in a row took the place of, newest first, and restores the first', async () => {
    const backend = await openCollectionBackend();
    await backend.update({ kind: 'unit', id: 1001, owned: true });
    const file = { units: { '1002': { fr: false } }, cards: {} };
    await backend.update({ kind: 'import', mode: 'replace', incoming: file, at: '2026-11-26T10:00:00.000Z' });
    await backend.update({ kind: 'import', mode: 'replace', incoming: { units: {}, cards: { '3': 4 } }, at: '2026-11-26T10:05:00.000Z' });
    expect((await stored()).backups).toEqual([
      { savedAt: '2026-11-26T10:05:00.000Z', document: doc({ '1002': { fr: false } }) },
      { savedAt: '2026-11-26T10:00:00.000Z', document: doc({ '1001': { fr: false } }) },
    ]);
    const after = await backend.update({ kind: 'restore-backup', savedAt: '2026-11-26T10:00:00.000Z', at: '2026-11-26T10:10:00.000Z' });
    expect(after.collection).toEqual({ units: { '1001': { fr: false } }, cards: {} });
    expect(after.backups.map((b) => b.savedAt)).toEqual(['2026-11-26T10:10:00.000Z', '2026-11-26T10:05:00.000Z']);
    expect(await (await openCollectionBackend()).read()).toEqual(after);
  });

  it('reads an earlier version’s one backup into the list, and moves it there with the first write', async () => {
    await seed({
      current: { ...doc({ '1002': { fr: true } }), changesSinceExport: 4 },
      backup: { savedAt: '2026-11-20T08:00:00.000Z', document: doc({ '1001': { fr: false } }, { '9': 1 }) },
    });
    const backend = await openCollectionBackend();
    const old = { collection: { units: { '1001': { fr: false } }, cards: { '9': 1 } }, savedAt: '2026-11-20T08:00:00.000Z' };
    expect(await backend.read()).toEqual({
      collection: { units: { '1002': { fr: true } }, cards: {} },
      backups: [old],
      changesSinceExport: 4,
    });
    // Read, not yet written: still where the earlier version (in a tab still open) finds it.
    expect(Object.keys(await stored()).sort()).toEqual(['backup', 'current']);

    await backend.update({ kind: 'import', mode: 'replace', incoming: { units: {}, cards: { '5': 0 } }, at: '2026-11-26T10:00:00.000Z' });
    expect(await stored()).toEqual({
      current: { ...doc({}, { '5': 0 }), changesSinceExport: 4 },
      backups: [
        { savedAt: '2026-11-26T10:00:00.000Z', document: doc({ '1002': { fr: true } }) },
        { savedAt: '2026-11-20T08:00:00.000Z', document: doc({ '1001': { fr: false } }, { '9': 1 }) },
      ],
    });
    const restored = await backend.update({ kind: 'restore-backup', savedAt: '2026-11-20T08:00:00.000Z', at: '2026-11-26T10:01:00.000Z' });
    expect(restored.collection).toEqual(old.collection);
  });

  it('keeps a backup a tab of the earlier version took after the list was written, in its place by time', async () => {
    await seed({
      current: doc({ '1': { fr: false } }),
      backups: [
        { savedAt: '2026-11-26T10:00:00.000Z', document: doc({ '2': { fr: false } }) },
        { savedAt: '2026-11-20T08:00:00.000Z', document: doc({ '3': { fr: false } }) },
      ],
      backup: { savedAt: '2026-11-27T09:00:00.000Z', document: doc({ '4': { fr: false } }) },
    });
    const { backups } = await (await openCollectionBackend()).read();
    expect(backups.map((b) => [b.savedAt, Object.keys(b.collection.units)])).toEqual([
      ['2026-11-27T09:00:00.000Z', ['4']],
      ['2026-11-26T10:00:00.000Z', ['2']],
      ['2026-11-20T08:00:00.000Z', ['3']],
    ]);
  });

  it('leaves what is stored as it was when the disk is full, and the page says so', async () => {
    const a = await tab();
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 1001, owned: true }));
    await a.sync.settled();
    const before = await stored();
    const full = fillTheDisk();
    try {
      a.store.dispatch(
        collectionChanged({ kind: 'import', mode: 'replace', incoming: { units: {}, cards: { '3': 4 } }, at: '2026-11-26T10:00:00.000Z' }),
      );
      await a.sync.settled();
      await expect((await openCollectionBackend()).update({ kind: 'card', id: 8, limitBreak: 1 })).rejects.toMatchObject({
        name: 'QuotaExceededError',
      });
    } finally {
      full.mockRestore();
    }
    expect(a.state().problem).toBe(QUOTA_TEXT);
    // Neither the collection nor a backup half written: the replace left nothing behind.
    expect(await stored()).toEqual(before);
  });

  it('a second tab’s change is kept with the first tab’s, and each tab shows both', async () => {
    const channel = channels();
    const a = await tab(channel());
    const b = await tab(channel());
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 1001, owned: true }));
    await a.sync.settled();
    expect(b.shown()).toEqual({ units: { '1001': { fr: false } }, cards: {} });
    b.store.dispatch(collectionChanged({ kind: 'card', id: 7, limitBreak: 3 }));
    b.store.dispatch(
      collectionChanged({ kind: 'import', mode: 'replace', incoming: { units: {}, cards: { '9': 1 } }, at: '2026-11-26T10:00:00.000Z' }),
    );
    await b.sync.settled();
    const expected = {
      collection: { units: {}, cards: { '9': 1 } },
      backups: [{ collection: { units: { '1001': { fr: false } }, cards: { '7': 3 } }, savedAt: '2026-11-26T10:00:00.000Z' }],
    };
    expect(a.state()).toMatchObject(expected);
    expect(await (await openCollectionBackend()).read()).toMatchObject(expected);

    // A tab of the earlier version replaces too: it stores its one backup where it kept it, and tells of that one only.
    await seed({
      current: { ...doc({ '5': { fr: true } }), changesSinceExport: 0 },
      backup: { savedAt: '2026-11-26T11:00:00.000Z', document: doc({}, { '9': 1 }) },
    });
    channel().postMessage({
      type: 'stored',
      collection: { ...doc({ '5': { fr: true } }), changesSinceExport: 0 },
      backup: { savedAt: '2026-11-26T11:00:00.000Z', collection: doc({}, { '9': 1 }) },
    });
    await a.sync.settled();
    // This tab shows it, and every backup it had.
    expect(a.shown()).toEqual({ units: { '5': { fr: true } }, cards: {} });
    expect(a.state().backups).toEqual([
      { collection: { units: {}, cards: { '9': 1 } }, savedAt: '2026-11-26T11:00:00.000Z' },
      { collection: { units: { '1001': { fr: false } }, cards: { '7': 3 } }, savedAt: '2026-11-26T10:00:00.000Z' },
    ]);
  });

  it('lets a newer version of the site in another tab upgrade the database, and then says to reload', async () => {
    const a = await tab();
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 1001, owned: true }));
    await a.sync.settled();
    // The newer tab opens the database at the next version; this tab's connection must not hold it up.
    const newer = indexedDB.open(DB, 2);
    const outcome = await new Promise<string>((resolve) => {
      newer.onblocked = () => resolve('blocked');
      newer.onsuccess = () => resolve('opened');
      newer.onerror = () => resolve('failed');
    });
    expect(outcome).toBe('opened');
    newer.result.close();

    a.store.dispatch(collectionChanged({ kind: 'card', id: 7, limitBreak: 1 }));
    await a.sync.settled();
    expect(a.state().problem).toBe(CLOSED_TEXT);
    // The change stays for this visit; what the newer tab found stored is untouched.
    expect(a.shown()).toEqual({ units: { '1001': { fr: false } }, cards: { '7': 1 } });
    await expect(openCollectionBackend().then((b) => b.read())).rejects.toThrow();
    const direct = indexedDB.open(DB, 2);
    const db = await request(direct);
    expect(await request(db.transaction(STORE).objectStore(STORE).get('current'))).toEqual({
      ...doc({ '1001': { fr: false } }),
      changesSinceExport: 1,
    });
    db.close();
  });

  it('a closed connection tells its caller so', async () => {
    const backend = await openCollectionBackend();
    const newer = indexedDB.open(DB, 2);
    await request(newer);
    newer.result.close();
    await expect(backend.read()).rejects.toBeInstanceOf(StorageClosedError);
  });
});
