import { applyCollectionChange, inverseChange, mayEmpty, type CollectionBackup, type StoredCollection } from './collection-change';
import { EMPTY_COLLECTION, type Collection } from './collection-model';

const stored = (collection: Collection, backups: CollectionBackup[] = [], changesSinceExport = 0): StoredCollection => ({
  collection,
  backups,
  changesSinceExport,
});
const mine: Collection = { units: { '1': { fr: true } }, cards: { '9': 2 } };
const file: Collection = { units: { '2': { fr: false } }, cards: {} };

describe('applyCollectionChange', () => {
  it('applies marks', () => {
    expect(applyCollectionChange(stored(mine), { kind: 'unit', id: 3, owned: true }).collection.units).toEqual({
      '1': { fr: true },
      '3': { fr: false },
    });
    expect(applyCollectionChange(stored(mine), { kind: 'card', id: 9, limitBreak: 4 }).collection.cards).toEqual({ '9': 4 });
  });

  it('merges an import, keeping the backup as it was', () => {
    const next = applyCollectionChange(stored(mine), { kind: 'import', mode: 'merge', incoming: file, at: 'T' });
    expect(next).toEqual({
      collection: { units: { '1': { fr: true }, '2': { fr: false } }, cards: { '9': 2 } },
      backups: [],
      changesSinceExport: 0,
    });
  });

  it('replaces only after keeping a backup, and a restore swaps them back', () => {
    const replaced = applyCollectionChange(stored(mine), { kind: 'import', mode: 'replace', incoming: file, at: '2026-11-26T12:00:00Z' });
    expect(replaced).toEqual({ collection: file, backups: [{ collection: mine, savedAt: '2026-11-26T12:00:00Z' }], changesSinceExport: 0 });
    const restored = applyCollectionChange(replaced, { kind: 'restore-backup' });
    expect(restored).toEqual({ collection: mine, backups: [{ collection: file, savedAt: '2026-11-26T12:00:00Z' }], changesSinceExport: 0 });
  });

  it('keeps the collections two replaces in a row took the place of, each restorable', () => {
    const second: Collection = { units: {}, cards: { '4': 1 } };
    let s = applyCollectionChange(stored(mine), { kind: 'import', mode: 'replace', incoming: file, at: '2026-11-26T12:00:00Z' });
    s = applyCollectionChange(s, { kind: 'import', mode: 'replace', incoming: second, at: '2026-11-26T12:05:00Z' });
    expect(s.backups).toEqual([
      { collection: file, savedAt: '2026-11-26T12:05:00Z' },
      { collection: mine, savedAt: '2026-11-26T12:00:00Z' },
    ]);
    // The first collection comes back; the one it replaces is kept, newest first, dated by the restore.
    s = applyCollectionChange(s, { kind: 'restore-backup', savedAt: '2026-11-26T12:00:00Z', at: '2026-11-26T12:10:00Z' });
    expect(s).toEqual({
      collection: mine,
      backups: [
        { collection: second, savedAt: '2026-11-26T12:10:00Z' },
        { collection: file, savedAt: '2026-11-26T12:05:00Z' },
      ],
      changesSinceExport: 0,
    });
    // A backup no longer there (another tab restored it first) changes nothing.
    expect(applyCollectionChange(s, { kind: 'restore-backup', savedAt: '2026-11-26T12:00:00Z', at: 'later' })).toBe(s);
  });

  it('keeps the last five backups, dropping the oldest', () => {
    let s = stored(mine);
    for (let i = 1; i <= 6; i++) {
      const incoming: Collection = { units: { [String(i)]: { fr: false } }, cards: {} };
      s = applyCollectionChange(s, { kind: 'import', mode: 'replace', incoming, at: `2026-11-26T12:0${i}:00Z` });
    }
    expect(s.backups.map((b) => b.savedAt)).toEqual([
      '2026-11-26T12:06:00Z',
      '2026-11-26T12:05:00Z',
      '2026-11-26T12:04:00Z',
      '2026-11-26T12:03:00Z',
      '2026-11-26T12:02:00Z',
    ]);
    expect(s.backups[4]!.collection).toEqual({ units: { '1': { fr: false } }, cards: {} });
  });

  it('keeps the older backups when the collection replaced was empty', () => {
    const old = [{ collection: mine, savedAt: 'earlier' }];
    expect(
      applyCollectionChange(stored(EMPTY_COLLECTION, old), { kind: 'import', mode: 'replace', incoming: file, at: 'now' }).backups,
    ).toBe(old);
  });
});

describe('changes since the last export', () => {
  it('counts each mark that changed something, not an import, and starts again at an export', () => {
    let s = stored(mine, [], 3);
    s = applyCollectionChange(s, { kind: 'unit', id: 3, owned: true });
    s = applyCollectionChange(s, { kind: 'card', id: 9, limitBreak: 4 });
    s = applyCollectionChange(s, { kind: 'rebirth', id: 3, done: true });
    expect(s.changesSinceExport).toBe(6);
    // Marking what is already marked changes nothing and is not counted.
    expect(applyCollectionChange(s, { kind: 'unit', id: 3, owned: true }).changesSinceExport).toBe(6);
    expect(applyCollectionChange(s, { kind: 'import', mode: 'merge', incoming: file, at: 'T' }).changesSinceExport).toBe(6);
    expect(applyCollectionChange(s, { kind: 'exported' })).toEqual({ ...s, changesSinceExport: 0 });
  });
});

describe('inverseChange', () => {
  it('undoes an unmark, rebirth included', () => {
    const change = { kind: 'unit', id: 1, owned: false } as const;
    const undo = inverseChange(mine, change);
    expect(undo).toEqual({ kind: 'unit-restore', id: 1, mark: { fr: true } });
    const after = applyCollectionChange(stored(mine), change);
    expect(applyCollectionChange(after, undo!).collection).toEqual(mine);
  });

  it('undoes a new mark and a limit break', () => {
    expect(inverseChange(mine, { kind: 'rebirth', id: 5, done: true })).toEqual({ kind: 'unit-restore', id: 5, mark: null });
    expect(inverseChange(mine, { kind: 'card', id: 9, limitBreak: 3 })).toEqual({ kind: 'card', id: 9, limitBreak: 2 });
    expect(inverseChange(mine, { kind: 'restore-backup' })).toBeNull();
  });

  it('lets only the player empty a collection', () => {
    expect(mayEmpty({ kind: 'import', mode: 'merge', incoming: EMPTY_COLLECTION, at: 'T' })).toBe(false);
    expect(mayEmpty({ kind: 'import', mode: 'replace', incoming: EMPTY_COLLECTION, at: 'T' })).toBe(true);
    expect(mayEmpty({ kind: 'unit', id: 1, owned: false })).toBe(true);
  });
});
