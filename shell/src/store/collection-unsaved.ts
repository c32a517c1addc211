import type { CollectionChange, StoredCollection } from 'shared-domain/collection/collection-change';
import { COLLECTION_FORMAT, COLLECTION_VERSION, readCollectionValue } from './collection-file';
import { sameCollection } from 'shared-domain/collection/collection-merge';
import { isLimitBreak } from 'shared-domain/collection/collection-model';
import type { Kept } from './collection-kept';

type Mark = Exclude<Kept, { kind: 'restore-backup' }>;

/** Reading back what `keepUnsaved` kept (see collection-kept.ts), and telling what is stored already. */
export const changeOf = (kept: Kept): CollectionChange =>
  kept.kind === 'restore-backup' ? { kind: 'restore-backup', savedAt: kept.savedAt, at: kept.at } : kept;

/** Whether a kept change is in what is stored already (the page's write finished after all). */
export function alreadyStored(kept: Kept, stored: StoredCollection): boolean {
  if (kept.kind === 'restore-backup') return sameCollection(stored.collection, kept.restores);
  return kept.kind === 'import' && kept.mode === 'replace' && stored.backups.some((b) => b.savedAt === kept.at);
}

const readDocument = (value: unknown) =>
  readCollectionValue({ ...(value as object), format: COLLECTION_FORMAT, version: COLLECTION_VERSION });

function readImport(v: Record<string, unknown>): Kept | null {
  if ((v.mode !== 'merge' && v.mode !== 'replace') || typeof v.at !== 'string') return null;
  const incoming = readDocument(v.incoming);
  return incoming.ok ? { kind: 'import', mode: v.mode, at: v.at, incoming: incoming.collection } : null;
}

function readRestore(v: Record<string, unknown>): Kept | null {
  const restores = readDocument(v.restores);
  if (!restores.ok) return null;
  // An earlier version kept neither time: its restore brings back the newest backup.
  const savedAt = typeof v.savedAt === 'string' ? v.savedAt : undefined;
  const at = typeof v.at === 'string' ? v.at : undefined;
  return { kind: 'restore-backup', restores: restores.collection, savedAt, at };
}

function readKept(value: unknown): Kept | null {
  if (typeof value !== 'object' || value === null) return null;
  const kind = (value as { kind?: unknown }).kind;
  if (kind === 'import') return readImport(value as Record<string, unknown>);
  if (kind === 'restore-backup') return readRestore(value as Record<string, unknown>);
  return readOwnMark(value);
}

function readOwnMark(value: object): Mark | null {
  const v = value as Record<string, unknown>;
  const id = v.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  switch (v.kind) {
    case 'unit':
      return typeof v.owned === 'boolean' ? { kind: 'unit', id, owned: v.owned } : null;
    case 'rebirth':
      return typeof v.done === 'boolean' ? { kind: 'rebirth', id, done: v.done } : null;
    case 'unit-restore': {
      if (v.mark === null) return { kind: 'unit-restore', id, mark: null };
      const fr = (v.mark as { fr?: unknown } | undefined)?.fr;
      return typeof fr === 'boolean' ? { kind: 'unit-restore', id, mark: { fr } } : null;
    }
    case 'card':
      return v.limitBreak === null || isLimitBreak(v.limitBreak) ? { kind: 'card', id, limitBreak: v.limitBreak } : null;
    default:
      return null;
  }
}

/** The kept changes, in order; a damaged entry (or a damaged list) is left out, never guessed at. */
export function readUnsaved(text: string | null): Kept[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.map(readKept).filter((k): k is Kept => k !== null);
}
