import { backupToRestore, type CollectionChange, type StoredCollection } from 'shared-domain/collection/collection-change';
import type { Collection } from 'shared-domain/collection/collection-model';

/**
 * Changes the page could not store before it was left (a tap, then at once a reload or another
 * page): kept in localStorage, which is written at once, and applied at the next start. Each kept
 * change can tell whether it was stored after all, so none is applied twice: marks and merges
 * change nothing the second time, a replace is known by its backup's time, a restore by the
 * collection it brings back.
 */
export const UNSAVED_CHANGES_KEY = 'tlw-tracker:collection-unsaved-changes';
/** Where an earlier version kept them (marks were all it kept then): read at the next start, then removed. */
const LEGACY_UNSAVED_KEY = 'tlw-tracker:collection-unsaved-marks';
/** Every key unsaved changes may be under, oldest first: read in this order at a start, then all removed. */
export const UNSAVED_KEYS = [LEGACY_UNSAVED_KEY, UNSAVED_CHANGES_KEY] as const;

type Mark = Extract<CollectionChange, { kind: 'unit' | 'rebirth' | 'unit-restore' | 'card' | 'import' }>;
/** A restore is kept with the collection it brings back, by which the next start knows it was stored. */
export type Kept = Mark | { kind: 'restore-backup'; restores: Collection; savedAt?: string; at?: string };

/** What to keep of a change made on `before`; an export's new count is not worth keeping. */
export function keptOf(change: CollectionChange, before: StoredCollection): Kept | null {
  if (change.kind === 'exported') return null;
  if (change.kind !== 'restore-backup') return change;
  const restored = backupToRestore(before.backups, change.savedAt);
  return restored ? { kind: 'restore-backup', restores: restored.collection, savedAt: restored.savedAt, at: change.at } : null;
}
