import { mergeCollections } from './collection-merge';
import {
  cardLimitBreak,
  isEmptyCollection,
  withCard,
  withRebirth,
  withUnitOwned,
  type Collection,
  type LimitBreak,
  type UnitMark,
} from './collection-model';

/** How many backups are kept: a replace beyond them drops the oldest. */
export const MAX_BACKUPS = 5;

/** A collection a confirmed replace or restore took the place of, and when. */
export interface CollectionBackup {
  collection: Collection;
  savedAt: string;
}

/**
 * What is kept: the collection, the backups explicit replaces and restores took of the ones before
 * (newest first, at most MAX_BACKUPS), and how many marks were changed since the collection was
 * last exported (the export reminder counts them).
 */
export interface StoredCollection {
  collection: Collection;
  backups: CollectionBackup[];
  changesSinceExport: number;
}

/**
 * One change a player makes, as data: the store applies it to what it shows, and the storage
 * applies the same change to what it holds inside one transaction, so a change made in another
 * tab meanwhile is kept rather than overwritten.
 */
export type CollectionChange =
  | { kind: 'unit'; id: number; owned: boolean }
  | { kind: 'rebirth'; id: number; done: boolean }
  | { kind: 'unit-restore'; id: number; mark: UnitMark | null }
  | { kind: 'card'; id: number; limitBreak: LimitBreak | null }
  | { kind: 'import'; mode: 'merge' | 'replace'; incoming: Collection; at: string }
  /**
   * Brings back the backup taken at `savedAt` (the newest without it); `at` dates the backup of the
   * collection it replaces (without it, a change kept by an earlier version: the restored one's time).
   */
  | { kind: 'restore-backup'; savedAt?: string; at?: string }
  /** The collection was saved to a file: the reminder's count starts again. */
  | { kind: 'exported' };

function withUnitMark(c: Collection, id: number, mark: UnitMark | null): Collection {
  if (mark === null) return withUnitOwned(c, id, false);
  return withRebirth(withUnitOwned(c, id, true), id, mark.fr);
}

/** The backup a restore brings back: the one taken at `savedAt`, else the newest. */
export const backupToRestore = (backups: readonly CollectionBackup[], savedAt?: string): CollectionBackup | undefined =>
  savedAt === undefined ? backups[0] : backups.find((b) => b.savedAt === savedAt);

/** The backups with `taken` first; an empty collection is no backup worth keeping. */
const keeping = (backups: CollectionBackup[], taken: CollectionBackup): CollectionBackup[] =>
  isEmptyCollection(taken.collection) ? backups : [taken, ...backups].slice(0, MAX_BACKUPS);

/** A player's own mark: counted towards the export reminder when it changed anything. */
function marked(stored: StoredCollection, collection: Collection): StoredCollection {
  return collection === stored.collection ? stored : { ...stored, collection, changesSinceExport: stored.changesSinceExport + 1 };
}

export function applyCollectionChange(stored: StoredCollection, change: CollectionChange): StoredCollection {
  const c = stored.collection;
  switch (change.kind) {
    case 'unit':
      return marked(stored, withUnitOwned(c, change.id, change.owned));
    case 'rebirth':
      return marked(stored, withRebirth(c, change.id, change.done));
    case 'unit-restore':
      return marked(stored, withUnitMark(c, change.id, change.mark));
    case 'card':
      return marked(stored, withCard(c, change.id, change.limitBreak));
    // An import or restore brings back marks that a file or the backup already holds: not counted.
    case 'import':
      return change.mode === 'merge'
        ? { ...stored, collection: mergeCollections(c, change.incoming) }
        : { ...stored, collection: change.incoming, backups: keeping(stored.backups, { collection: c, savedAt: change.at }) };
    case 'restore-backup': {
      // What the restore replaces is kept as the newest backup, in the restored one's place: a restore loses nothing either.
      const restored = backupToRestore(stored.backups, change.savedAt);
      if (!restored) return stored;
      const others = stored.backups.filter((b) => b !== restored);
      return {
        ...stored,
        collection: restored.collection,
        backups: keeping(others, { collection: c, savedAt: change.at ?? restored.savedAt }),
      };
    }
    case 'exported':
      return stored.changesSinceExport === 0 ? stored : { ...stored, changesSinceExport: 0 };
  }
}

/** The change that undoes `change` on `before` (the collection as it was), for a toast's Undo. */
export function inverseChange(before: Collection, change: CollectionChange): CollectionChange | null {
  switch (change.kind) {
    case 'unit':
    case 'rebirth':
    case 'unit-restore': {
      const key = String(change.id);
      return { kind: 'unit-restore', id: change.id, mark: before.units[key] ? { fr: before.units[key].fr } : null };
    }
    case 'card':
      return { kind: 'card', id: change.id, limitBreak: cardLimitBreak(before, change.id) };
    default:
      return null;
  }
}

/**
 * Whether a change may leave the stored collection empty when it was not: one item unmarked by the
 * player, or a replace or restore the player confirmed. Anything else emptying it is a fault.
 */
export const mayEmpty = (change: CollectionChange): boolean => change.kind !== 'import' || change.mode === 'replace';
