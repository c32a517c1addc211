import type { Dispatch, Middleware } from '@reduxjs/toolkit';
import type { CollectionBackup, CollectionChange, StoredCollection } from 'shared-domain/collection/collection-change';
import { changesSinceExportOf, collectionDocument, readCollectionValue, storedDocument } from './collection-file';
import {
  collectionChanged,
  collectionLoaded,
  collectionProblem,
  collectionSynced,
  collectionUnavailable,
  type CollectionState,
} from 'shared-domain/collection/collection-slice';
import { EmptyingRefusedError, StorageClosedError, UnreadableCollectionError, type CollectionBackend } from './collection-backend';
import { keptOf, UNSAVED_CHANGES_KEY, UNSAVED_KEYS, type Kept } from './collection-kept';

export const COLLECTION_CHANNEL = 'tlw-tracker:collection';
export const PERSIST_ASKED_KEY = 'tlw-tracker:storage-persist-asked';

export const UNAVAILABLE_TEXT =
  'This browser does not let the site store your collection (private mode or blocked storage). Your marks are kept for this visit only: export them before you leave.';
export const QUOTA_TEXT =
  "Your browser's storage is full, so the last change was not saved. Your saved collection is unchanged; free some space or export your collection, then mark it again.";
export const WRITE_FAILED_TEXT =
  'The last change could not be saved. Your saved collection is unchanged; reload the page and mark it again.';
export const CLOSED_TEXT =
  'The site was updated in another tab, so this tab can no longer save your collection. Your saved collection is unchanged; reload the page and mark it again.';

type Channel = Pick<BroadcastChannel, 'postMessage'> & { onmessage: ((event: MessageEvent) => void) | null };

export interface CollectionSyncDeps {
  /** The opened storage, or a rejection when IndexedDB is unavailable. */
  backend: () => Promise<CollectionBackend>;
  channel: Channel | null;
  /** navigator.storage.persist, when the browser has it. */
  persist?: () => Promise<boolean>;
  flags?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

interface WireBackup {
  savedAt: string;
  collection: unknown;
}

interface Wire {
  type: 'stored';
  collection: unknown;
  backups: WireBackup[];
  /** The newest backup, for a tab of an earlier version (it knew one backup only). */
  backup: WireBackup | null;
}

const isQuota = (error: unknown) =>
  error instanceof DOMException ? error.name === 'QuotaExceededError' : (error as { name?: string } | null)?.name === 'QuotaExceededError';

function backupFromWire(wire: Partial<WireBackup> | null | undefined): CollectionBackup[] {
  const read = wire ? readCollectionValue(wire.collection) : null;
  return read?.ok && typeof wire?.savedAt === 'string' ? [{ collection: read.collection, savedAt: wire.savedAt }] : [];
}

/** What another tab stored; `onlyNewest`: a tab of an earlier version, which tells of its one backup only. */
function fromWire(data: unknown): { stored: StoredCollection; onlyNewest: boolean } | null {
  const wire = data as Partial<Wire> | null;
  if (!wire || wire.type !== 'stored') return null;
  const current = readCollectionValue(wire.collection);
  if (!current.ok) return null;
  const onlyNewest = !Array.isArray(wire.backups);
  const backups = Array.isArray(wire.backups) ? wire.backups.flatMap(backupFromWire) : backupFromWire(wire.backup);
  return { stored: { collection: current.collection, backups, changesSinceExport: changesSinceExportOf(wire.collection) }, onlyNewest };
}

function toWire(s: StoredCollection): Wire {
  const backups = s.backups.map((b) => ({ savedAt: b.savedAt, collection: collectionDocument(b.collection) }));
  return { type: 'stored', collection: storedDocument(s.collection, s.changesSinceExport), backups, backup: backups[0] ?? null };
}

/**
 * Keeps the store's collection and IndexedDB in step, and every open tab with them: reads once the
 * page has loaded, writes each change the player makes (one transaction each, in order), tells
 * the other tabs, and follows theirs. Reading or syncing never writes. A change made before the
 * read is held and applied to what was read, so an early change is neither lost nor overwrites;
 * changes not yet stored when the page is left are kept in localStorage (`keepUnsaved`) for the
 * next start.
 */
export function createCollectionSync(deps: CollectionSyncDeps) {
  let backend: CollectionBackend | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let dispatch: Dispatch | null = null;
  /** Changes to apply to what is read: kept by a page left earlier (checked first), or made while loading. */
  let early: { change: CollectionChange; kept?: Kept }[] = [];
  /** Changes made and not yet stored, in order: what `keepUnsaved` keeps. */
  const unsaved: { change: CollectionChange; kept: Kept }[] = [];
  let keptUnsaved = false;

  function stored(change: CollectionChange) {
    const at = unsaved.findIndex((u) => u.change === change);
    if (at >= 0) unsaved.splice(at, 1);
    // A page back from the back-forward cache finished its writes: what it kept is stale now.
    if (keptUnsaved && unsaved.length === 0) {
      keptUnsaved = false;
      flag((f) => f.removeItem(UNSAVED_CHANGES_KEY));
    }
  }

  function flag(use: (flags: NonNullable<CollectionSyncDeps['flags']>) => void) {
    try {
      if (deps.flags) use(deps.flags);
    } catch {
      // No localStorage (blocked, or full): nothing more can be kept.
    }
  }

  const middleware: Middleware = (api) => {
    dispatch = api.dispatch;
    const collectionOf = () => (api.getState() as { collection: CollectionState }).collection;
    return (next) => (action) => {
      const kept = collectionChanged.match(action) ? keptOf(action.payload, collectionOf()) : null;
      const result = next(action);
      const state = collectionOf();
      // While a shared collection is shown instead, the reducer ignored the change: nothing to store.
      if (collectionChanged.match(action) && !state.shared?.shown) {
        const change = action.payload;
        if (state.status !== 'session-only' && kept) unsaved.push({ change, kept });
        if (state.status === 'stored' && backend) write(backend, change, api.dispatch);
        else if (state.status === 'loading') early.push({ change });
      }
      return result;
    };
  };

  function reportFailed(error: unknown, to: Dispatch) {
    to(collectionProblem(isQuota(error) ? QUOTA_TEXT : error instanceof StorageClosedError ? CLOSED_TEXT : WRITE_FAILED_TEXT));
    if (!(error instanceof EmptyingRefusedError) && !(error instanceof StorageClosedError) && !isQuota(error))
      console.info('[collection] write failed', error);
  }

  function write(b: CollectionBackend, change: CollectionChange, to: Dispatch) {
    queue = queue
      .then(() => b.update(change))
      .then(
        (after) => {
          stored(change);
          // What is stored may hold another tab's change made meanwhile: show exactly that.
          to(collectionSynced(after));
          to(collectionProblem(null));
          deps.channel?.postMessage(toWire(after));
        },
        (error: unknown) => {
          stored(change);
          reportFailed(error, to);
        },
      );
  }

  /** Applies the changes made while loading to what was read, in order; more may arrive meanwhile. */
  async function applyEarly(
    b: CollectionBackend,
    read: StoredCollection,
    to: Dispatch,
    alreadyStored: (kept: Kept, stored: StoredCollection) => boolean,
  ): Promise<StoredCollection> {
    let after = read;
    while (early.length > 0) {
      const { change, kept } = early.shift() as (typeof early)[number];
      if (kept && alreadyStored(kept, after)) continue;
      try {
        after = await b.update(change);
      } catch (error) {
        reportFailed(error, to);
      }
      stored(change);
    }
    return after;
  }

  function askPersistOnce() {
    try {
      if (!deps.persist || !deps.flags || deps.flags.getItem(PERSIST_ASKED_KEY)) return;
      deps.flags.setItem(PERSIST_ASKED_KEY, new Date().toISOString());
      void deps.persist().catch(() => false);
    } catch {
      // No localStorage: asking again next visit is harmless.
    }
  }

  /** Called once the page has loaded (the server rendered no collection). */
  async function start(): Promise<void> {
    const to = dispatch;
    if (!to) throw new Error('createCollectionSync: the middleware is not in a store');
    try {
      const opened = await deps.backend();
      const read = await opened.read();
      // Reading kept changes is needed once per page, after the load: not in the first download. If its
      // script cannot load (offline), what was kept stays for the next page.
      const reader = await import('./collection-unsaved').catch(() => null);
      let kept: Kept[] = [];
      if (reader) {
        // What an earlier version kept under its old key is older, so it goes first.
        flag((f) => (kept = UNSAVED_KEYS.flatMap((key) => reader.readUnsaved(f.getItem(key)))));
        early = [...kept.map((k) => ({ change: reader.changeOf(k), kept: k })), ...early];
      }
      const after = await applyEarly(opened, read, to, reader?.alreadyStored ?? (() => false));
      if (kept.length > 0) flag((f) => UNSAVED_KEYS.forEach((key) => f.removeItem(key)));
      // No await from here: a change dispatched now is written, not held.
      backend = opened;
      to(collectionLoaded(after));
      if (after !== read) deps.channel?.postMessage(toWire(after));
      askPersistOnce();
    } catch (error) {
      // The early changes are in the store already: they last for this visit.
      early = [];
      backend = null;
      const text =
        error instanceof UnreadableCollectionError
          ? `Your saved collection could not be read (${error.message}); it is left as it is. Changes are kept for this visit only.`
          : UNAVAILABLE_TEXT;
      to(collectionUnavailable(text));
      return;
    }
    if (deps.channel) {
      deps.channel.onmessage = (event: MessageEvent) => {
        const told = fromWire(event.data);
        if (!told) return;
        to(collectionSynced(told.stored));
        // What an earlier version's tab tells leaves out the other backups: what is stored has them all.
        if (told.onlyNewest && backend) {
          const b = backend;
          queue = queue
            .then(() => b.read())
            .then(
              (all) => to(collectionSynced(all)),
              () => undefined,
            );
        }
      };
    }
  }

  /** For `pagehide`: keeps the changes not stored yet, to be applied at the next start. */
  function keepUnsaved() {
    if (unsaved.length === 0) return;
    let before: unknown = [];
    // What another page kept is checked at the next start; here it is only kept too (unless damaged).
    flag((f) => (before = JSON.parse(f.getItem(UNSAVED_CHANGES_KEY) ?? '[]')));
    flag((f) => {
      const kept = [...(Array.isArray(before) ? before : []), ...unsaved.map((u) => u.kept)];
      f.setItem(UNSAVED_CHANGES_KEY, JSON.stringify(kept));
      keptUnsaved = true;
    });
  }

  /** Resolves once every queued write has finished (tests, and the e2e's reload). */
  const settled = () => queue.then(() => undefined);

  return { middleware, start, settled, keepUnsaved };
}

export type CollectionSync = ReturnType<typeof createCollectionSync>;
