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

/**
 * What is kept: the collection, the backup an explicit replace took of the one before, and how many
 * marks were changed since the collection was last exported (the export reminder counts them).
 */
export interface StoredCollection {
  collection: Collection;
  backup: { collection: Collection; savedAt: string } | null;
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
  | { kind: 'restore-backup' }
  /** The collection was saved to a file: the reminder's count starts again. */
  | { kind: 'exported' };

function withUnitMark(c: Collection, id: number, mark: UnitMark | null): Collection {
  if (mark === null) return withUnitOwned(c, id, false);
  return withRebirth(withUnitOwned(c, id, true), id, mark.fr);
}

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
        : // An empty collection is no backup worth keeping over an older one.
          { ...stored, collection: change.incoming, backup: isEmptyCollection(c) ? stored.backup : { collection: c, savedAt: change.at } };
    case 'restore-backup':
      // A swap: what the restore replaces becomes the backup, so a restore loses nothing either.
      return stored.backup
        ? { ...stored, collection: stored.backup.collection, backup: { collection: c, savedAt: stored.backup.savedAt } }
        : stored;
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
