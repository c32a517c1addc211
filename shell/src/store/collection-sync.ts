import type { Dispatch, Middleware } from '@reduxjs/toolkit';
import type { CollectionChange, StoredCollection } from 'shared-domain/collection/collection-change';
import { changesSinceExportOf, collectionDocument, readCollectionValue, storedDocument } from 'shared-domain/collection/collection-file';
import {
  collectionChanged,
  collectionLoaded,
  collectionProblem,
  collectionSynced,
  collectionUnavailable,
  type CollectionState,
} from 'shared-domain/collection/collection-slice';
import { EmptyingRefusedError, UnreadableCollectionError, type CollectionBackend } from './collection-backend';

export const COLLECTION_CHANNEL = 'tlw-tracker:collection';
export const PERSIST_ASKED_KEY = 'tlw-tracker:storage-persist-asked';

export const UNAVAILABLE_TEXT =
  'This browser does not let the site store your collection (private mode or blocked storage). Your marks are kept for this visit only: export them before you leave.';
export const QUOTA_TEXT =
  "Your browser's storage is full, so the last change was not saved. Your saved collection is unchanged; free some space or export your collection, then mark it again.";
export const WRITE_FAILED_TEXT =
  'The last change could not be saved. Your saved collection is unchanged; reload the page and mark it again.';

type Channel = Pick<BroadcastChannel, 'postMessage'> & { onmessage: ((event: MessageEvent) => void) | null };

export interface CollectionSyncDeps {
  /** The opened storage, or a rejection when IndexedDB is unavailable. */
  backend: () => Promise<CollectionBackend>;
  channel: Channel | null;
  /** navigator.storage.persist, when the browser has it. */
  persist?: () => Promise<boolean>;
  flags?: Pick<Storage, 'getItem' | 'setItem'>;
}

interface Wire {
  type: 'stored';
  collection: unknown;
  backup: { savedAt: string; collection: unknown } | null;
}

const isQuota = (error: unknown) =>
  error instanceof DOMException ? error.name === 'QuotaExceededError' : (error as { name?: string } | null)?.name === 'QuotaExceededError';

function fromWire(data: unknown): StoredCollection | null {
  const wire = data as Partial<Wire> | null;
  if (!wire || wire.type !== 'stored') return null;
  const current = readCollectionValue(wire.collection);
  if (!current.ok) return null;
  const backup = wire.backup ? readCollectionValue(wire.backup.collection) : null;
  return {
    collection: current.collection,
    backup: backup?.ok && wire.backup ? { collection: backup.collection, savedAt: wire.backup.savedAt } : null,
    changesSinceExport: changesSinceExportOf(wire.collection),
  };
}

const toWire = (s: StoredCollection): Wire => ({
  type: 'stored',
  collection: storedDocument(s.collection, s.changesSinceExport),
  backup: s.backup ? { savedAt: s.backup.savedAt, collection: collectionDocument(s.backup.collection) } : null,
});

/**
 * Keeps the store's collection and IndexedDB in step, and every open tab with them: reads once the
 * page has hydrated, writes each change the player makes (one transaction each, in order), tells
 * the other tabs, and follows theirs. Reading or syncing never writes.
 */
export function createCollectionSync(deps: CollectionSyncDeps) {
  let backend: CollectionBackend | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let dispatch: Dispatch | null = null;

  const middleware: Middleware = (api) => {
    dispatch = api.dispatch;
    return (next) => (action) => {
      const result = next(action);
      const state = (api.getState() as { collection: CollectionState }).collection;
      // While a shared collection is shown instead, the reducer ignored the change: nothing to store.
      if (collectionChanged.match(action) && state.status === 'stored' && !state.shared?.shown && backend) {
        write(backend, action.payload, api.dispatch);
      }
      return result;
    };
  };

  function write(b: CollectionBackend, change: CollectionChange, to: Dispatch) {
    queue = queue
      .then(() => b.update(change))
      .then(
        (stored) => {
          // What is stored may hold another tab's change made meanwhile: show exactly that.
          to(collectionSynced(stored));
          to(collectionProblem(null));
          deps.channel?.postMessage(toWire(stored));
        },
        (error: unknown) => {
          to(collectionProblem(isQuota(error) ? QUOTA_TEXT : WRITE_FAILED_TEXT));
          if (!(error instanceof EmptyingRefusedError) && !isQuota(error)) console.info('[collection] write failed', error);
        },
      );
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

  /** Called once the page has hydrated (the server rendered no collection). */
  async function start(): Promise<void> {
    const to = dispatch;
    if (!to) throw new Error('createCollectionSync: the middleware is not in a store');
    try {
      backend = await deps.backend();
      const stored = await backend.read();
      to(collectionLoaded(stored));
      askPersistOnce();
    } catch (error) {
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
        const stored = fromWire(event.data);
        if (stored) to(collectionSynced(stored));
      };
    }
  }

  /** Resolves once every queued write has finished (tests, and the e2e's reload). */
  const settled = () => queue.then(() => undefined);

  return { middleware, start, settled };
}

export type CollectionSync = ReturnType<typeof createCollectionSync>;
