import { applyCollectionChange, mayEmpty, type CollectionChange, type StoredCollection } from 'shared-domain/collection/collection-change';
import {
  collectionChanged,
  selectShownCollection,
  sharedCollectionOpened,
  sharedCollectionShown,
} from 'shared-domain/collection/collection-slice';
import { EMPTY_COLLECTION, isEmptyCollection } from 'shared-domain/collection/collection-model';
import { createAppStore } from 'shared-domain/store/app-store';
import { EmptyingRefusedError, type CollectionBackend } from './collection-backend';
import { UNSAVED_CHANGES_KEY } from './collection-kept';
import { createCollectionSync, PERSIST_ASKED_KEY, QUOTA_TEXT, UNAVAILABLE_TEXT, type CollectionSyncDeps } from './collection-sync';

/** An in-memory IndexedDB stand-in shared by "tabs", with the same guard as the real one. */
function memoryBackend(initial: StoredCollection = { collection: EMPTY_COLLECTION, backups: [], changesSinceExport: 0 }) {
  const db = { stored: initial, failNext: null as Error | null };
  const backend: CollectionBackend = {
    read: () => Promise.resolve(db.stored),
    update: (change: CollectionChange) => {
      if (db.failNext) {
        const error = db.failNext;
        db.failNext = null;
        return Promise.reject(error);
      }
      const after = applyCollectionChange(db.stored, change);
      if (isEmptyCollection(after.collection) && !isEmptyCollection(db.stored.collection) && !mayEmpty(change)) {
        return Promise.reject(new EmptyingRefusedError('refused'));
      }
      db.stored = after;
      return Promise.resolve(after);
    },
  };
  return { db, backend };
}

/** A BroadcastChannel pair: what one tab posts, the others receive. */
function channels() {
  const all: { onmessage: ((e: MessageEvent) => void) | null; postMessage: (d: unknown) => void }[] = [];
  const make = () => {
    const ch = {
      onmessage: null as ((e: MessageEvent) => void) | null,
      postMessage: (data: unknown) => all.filter((o) => o !== ch).forEach((o) => o.onmessage?.({ data } as MessageEvent)),
    };
    all.push(ch);
    return ch;
  };
  return make;
}

function memoryFlags(flags = new Map<string, string>()) {
  return {
    getItem: (k: string) => flags.get(k) ?? null,
    setItem: (k: string, v: string) => void flags.set(k, v),
    removeItem: (k: string) => void flags.delete(k),
  };
}

function tab(deps: Partial<CollectionSyncDeps> & Pick<CollectionSyncDeps, 'backend'>) {
  const sync = createCollectionSync({ channel: null, ...deps });
  const store = createAppStore({ middleware: [sync.middleware] });
  return { sync, store, shown: () => selectShownCollection(store.getState()) };
}

describe('createCollectionSync', () => {
  it('reads the stored collection, writes each change and asks for persistent storage once', async () => {
    const { db, backend } = memoryBackend({
      collection: { units: { '1': { fr: false } }, cards: {} },
      backups: [],
      changesSinceExport: 0,
    });
    const flags = new Map<string, string>();
    const persist = jest.fn(() => Promise.resolve(true));
    const storage = memoryFlags(flags);
    const a = tab({ backend: () => Promise.resolve(backend), persist, flags: storage });
    expect(a.shown()).toBeNull();
    await a.sync.start();
    expect(a.shown()).toEqual({ units: { '1': { fr: false } }, cards: {} });
    a.store.dispatch(collectionChanged({ kind: 'card', id: 5, limitBreak: 3 }));
    await a.sync.settled();
    expect(db.stored.collection).toEqual({ units: { '1': { fr: false } }, cards: { '5': 3 } });
    const b = tab({ backend: () => Promise.resolve(backend), persist, flags: storage });
    await b.sync.start();
    expect(persist).toHaveBeenCalledTimes(1);
    expect(flags.has(PERSIST_ASKED_KEY)).toBe(true);
  });

  it('keeps two tabs in step, each keeping the other tab’s change', async () => {
    const { db, backend } = memoryBackend();
    const channel = channels();
    const a = tab({ backend: () => Promise.resolve(backend), channel: channel() });
    const b = tab({ backend: () => Promise.resolve(backend), channel: channel() });
    await a.sync.start();
    await b.sync.start();
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 1, owned: true }));
    await a.sync.settled();
    expect(b.shown()).toEqual({ units: { '1': { fr: false } }, cards: {} });
    b.store.dispatch(collectionChanged({ kind: 'rebirth', id: 2, done: true }));
    await b.sync.settled();
    const both = { units: { '1': { fr: false }, '2': { fr: true } }, cards: {} };
    expect(db.stored.collection).toEqual(both);
    expect(a.shown()).toEqual(both);
  });

  it('keeps the collection for the session when IndexedDB is unavailable', async () => {
    const a = tab({ backend: () => Promise.reject(new Error('blocked')) });
    await a.sync.start();
    expect(a.store.getState().collection.status).toBe('session-only');
    expect(a.store.getState().collection.problem).toBe(UNAVAILABLE_TEXT);
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 9, owned: true }));
    expect(a.shown()).toEqual({ units: { '9': { fr: false } }, cards: {} });
  });

  it('says the quota is full and leaves what was stored', async () => {
    const stored = { collection: { units: { '1': { fr: false } }, cards: {} }, backups: [], changesSinceExport: 0 };
    const { db, backend } = memoryBackend(stored);
    const a = tab({ backend: () => Promise.resolve(backend) });
    await a.sync.start();
    db.failNext = new DOMException('full', 'QuotaExceededError');
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 2, owned: true }));
    await a.sync.settled();
    expect(a.store.getState().collection.problem).toBe(QUOTA_TEXT);
    expect(db.stored).toBe(stored);
  });

  it('stores the count of changes with the collection, tells the other tab, and starts again at an export', async () => {
    const { db, backend } = memoryBackend();
    const channel = channels();
    const a = tab({ backend: () => Promise.resolve(backend), channel: channel() });
    const b = tab({ backend: () => Promise.resolve(backend), channel: channel() });
    await a.sync.start();
    await b.sync.start();
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 1, owned: true }));
    a.store.dispatch(collectionChanged({ kind: 'card', id: 2, limitBreak: 1 }));
    await a.sync.settled();
    expect(db.stored.changesSinceExport).toBe(2);
    expect(b.store.getState().collection.changesSinceExport).toBe(2);
    b.store.dispatch(collectionChanged({ kind: 'exported' }));
    await b.sync.settled();
    expect(db.stored.changesSinceExport).toBe(0);
    expect(a.store.getState().collection.changesSinceExport).toBe(0);
  });

  it('stores nothing while a shared collection is shown instead of one’s own', async () => {
    const { db, backend } = memoryBackend();
    const a = tab({ backend: () => Promise.resolve(backend) });
    await a.sync.start();
    const before = db.stored;
    a.store.dispatch(sharedCollectionOpened({ units: { '5': { fr: false } }, cards: {} }));
    a.store.dispatch(sharedCollectionShown(true));
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 5, owned: false }));
    await a.sync.settled();
    expect(db.stored).toBe(before);
  });

  it('applies a change made while loading to what is stored, without replacing it, and tells the other tabs', async () => {
    const stored: StoredCollection = {
      collection: { units: { '1': { fr: true } }, cards: { '4': 4 } },
      backups: [],
      changesSinceExport: 0,
    };
    const { db, backend } = memoryBackend(stored);
    const channel = channels();
    const other = tab({ backend: () => Promise.resolve(backend), channel: channel() });
    await other.sync.start();
    let open: (b: CollectionBackend) => void = () => undefined;
    const a = tab({ backend: () => new Promise((resolve) => (open = resolve)), channel: channel() });
    const started = a.sync.start();
    // Two taps before the read: one marks a unit, the next a card's limit break.
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 3, owned: true }));
    a.store.dispatch(collectionChanged({ kind: 'card', id: 7, limitBreak: 2 }));
    expect(db.stored).toBe(stored);
    open(backend);
    await started;
    const expected = { units: { '1': { fr: true }, '3': { fr: false } }, cards: { '4': 4, '7': 2 } };
    expect(db.stored.collection).toEqual(expected);
    expect(db.stored.changesSinceExport).toBe(2);
    expect(a.shown()).toEqual(expected);
    expect(other.shown()).toEqual(expected);
    // Later changes are written as they come.
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 1, owned: false }));
    await a.sync.settled();
    expect(db.stored.collection).toEqual({ units: { '3': { fr: false } }, cards: { '4': 4, '7': 2 } });
  });

  it('keeps a change made while loading for the visit when the storage turns out unavailable', async () => {
    let fail: (e: Error) => void = () => undefined;
    const a = tab({ backend: () => new Promise((_, reject) => (fail = reject)) });
    const started = a.sync.start();
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 6, owned: true }));
    fail(new Error('blocked'));
    await started;
    expect(a.store.getState().collection.status).toBe('session-only');
    expect(a.shown()).toEqual({ units: { '6': { fr: false } }, cards: {} });
  });

  it('keeps the marks a page left before storing them, and the next page stores them once', async () => {
    const { db, backend } = memoryBackend({
      collection: { units: { '1': { fr: false } }, cards: {} },
      backups: [],
      changesSinceExport: 0,
    });
    const flags = new Map<string, string>();
    let stall = false;
    // The first page's writes stop finishing after its start (the page went first).
    const stalled: CollectionBackend = { read: backend.read, update: (c) => (stall ? new Promise(() => undefined) : backend.update(c)) };
    const a = tab({ backend: () => Promise.resolve(stalled), flags: memoryFlags(flags) });
    a.store.dispatch(collectionChanged({ kind: 'card', id: 7, limitBreak: 1 }));
    await a.sync.start();
    stall = true;
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 2, owned: true }));
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 1, owned: false }));
    a.sync.keepUnsaved();
    expect(JSON.parse(flags.get(UNSAVED_CHANGES_KEY) ?? 'null')).toEqual([
      { kind: 'unit', id: 2, owned: true },
      { kind: 'unit', id: 1, owned: false },
    ]);
    const b = tab({ backend: () => Promise.resolve(backend), flags: memoryFlags(flags) });
    await b.sync.start();
    // The card stored by the first page's start; the two marks kept and stored by the second.
    const expected = { units: { '2': { fr: false } }, cards: { '7': 1 } };
    expect(db.stored.collection).toEqual(expected);
    expect(b.shown()).toEqual(expected);
    expect(flags.has(UNSAVED_CHANGES_KEY)).toBe(false);
  });

  it('keeps the changes even where what was kept before is damaged', async () => {
    const { backend } = memoryBackend();
    const flags = new Map<string, string>([[UNSAVED_CHANGES_KEY, '[{"kind":']]);
    const stalled: CollectionBackend = { read: backend.read, update: () => new Promise(() => undefined) };
    const a = tab({ backend: () => Promise.resolve(stalled), flags: memoryFlags(flags) });
    await a.sync.start();
    a.store.dispatch(collectionChanged({ kind: 'card', id: 4, limitBreak: 0 }));
    a.sync.keepUnsaved();
    expect(JSON.parse(flags.get(UNSAVED_CHANGES_KEY) ?? 'null')).toEqual([{ kind: 'card', id: 4, limitBreak: 0 }]);
  });

  it('keeps nothing once every write has finished, and forgets what it kept when a late write finishes', async () => {
    const { backend } = memoryBackend();
    const flags = new Map<string, string>();
    const a = tab({ backend: () => Promise.resolve(backend), flags: memoryFlags(flags) });
    await a.sync.start();
    a.store.dispatch(collectionChanged({ kind: 'unit', id: 2, owned: true }));
    // Hidden while the write was under way (kept), then back from the back-forward cache: it finishes.
    a.sync.keepUnsaved();
    expect(flags.has(UNSAVED_CHANGES_KEY)).toBe(true);
    await a.sync.settled();
    expect(flags.has(UNSAVED_CHANGES_KEY)).toBe(false);
    a.sync.keepUnsaved();
    expect(flags.has(UNSAVED_CHANGES_KEY)).toBe(false);
  });

  it('a replace and then a restore the page left unstored are applied once each at the next start', async () => {
    const mine = { units: { '1': { fr: true } }, cards: {} };
    const theirs = { units: { '2': { fr: false } }, cards: {} };
    const { db, backend } = memoryBackend({ collection: mine, backups: [], changesSinceExport: 0 });
    const flags = new Map<string, string>();
    let stall = false;
    const stalled: CollectionBackend = { read: backend.read, update: (c) => (stall ? new Promise(() => undefined) : backend.update(c)) };
    const a = tab({ backend: () => Promise.resolve(stalled), flags: memoryFlags(flags) });
    await a.sync.start();
    // The replace is stored; the restore after it is not (the page went first).
    a.store.dispatch(collectionChanged({ kind: 'import', mode: 'replace', incoming: theirs, at: '2026-11-26T10:00:00Z' }));
    await a.sync.settled();
    stall = true;
    a.store.dispatch(collectionChanged({ kind: 'restore-backup' }));
    a.sync.keepUnsaved();
    expect(db.stored.collection).toEqual(theirs);
    const b = tab({ backend: () => Promise.resolve(backend), flags: memoryFlags(flags) });
    await b.sync.start();
    expect(db.stored.collection).toEqual(mine);
    expect(db.stored.backups).toEqual([{ collection: theirs, savedAt: '2026-11-26T10:00:00Z' }]);
    // A third page finds nothing kept: the restore is not applied again (it would swap back).
    const c = tab({ backend: () => Promise.resolve(backend), flags: memoryFlags(flags) });
    await c.sync.start();
    expect(db.stored.collection).toEqual(mine);
  });

  it('a kept restore that was stored after all is not applied again', async () => {
    const mine = { units: { '1': { fr: true } }, cards: {} };
    const theirs = { units: { '2': { fr: false } }, cards: {} };
    const restored = { collection: mine, backups: [{ collection: theirs, savedAt: '2026-11-26T10:00:00Z' }], changesSinceExport: 0 };
    const { db, backend } = memoryBackend(restored);
    const flags = new Map<string, string>([[UNSAVED_CHANGES_KEY, JSON.stringify([{ kind: 'restore-backup', restores: mine }])]]);
    const a = tab({ backend: () => Promise.resolve(backend), flags: memoryFlags(flags) });
    await a.sync.start();
    expect(db.stored).toBe(restored);
    expect(flags.has(UNSAVED_CHANGES_KEY)).toBe(false);
  });

  it('applies once what an earlier version kept under its old key, before what was kept since', async () => {
    const { db, backend } = memoryBackend();
    const flags = new Map<string, string>([
      ['tlw-tracker:collection-unsaved-marks', JSON.stringify([{ kind: 'unit', id: 3, owned: true }])],
      [
        'tlw-tracker:collection-unsaved-changes',
        JSON.stringify([
          { kind: 'unit', id: 3, owned: false },
          { kind: 'card', id: 9, limitBreak: 2 },
        ]),
      ],
    ]);
    const a = tab({ backend: () => Promise.resolve(backend), flags: memoryFlags(flags) });
    await a.sync.start();
    expect(db.stored.collection).toEqual({ units: {}, cards: { '9': 2 } });
    expect([...flags.keys()]).toEqual([]);
  });
});
