import { applyCollectionChange, inverseChange, mayEmpty, type StoredCollection } from './collection-change';
import { EMPTY_COLLECTION, type Collection } from './collection-model';

const stored = (collection: Collection, backup: StoredCollection['backup'] = null, changesSinceExport = 0): StoredCollection => ({
  collection,
  backup,
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
      backup: null,
      changesSinceExport: 0,
    });
  });

  it('replaces only after keeping a backup, and a restore swaps them back', () => {
    const replaced = applyCollectionChange(stored(mine), { kind: 'import', mode: 'replace', incoming: file, at: '2026-11-26T12:00:00Z' });
    expect(replaced).toEqual({ collection: file, backup: { collection: mine, savedAt: '2026-11-26T12:00:00Z' }, changesSinceExport: 0 });
    const restored = applyCollectionChange(replaced, { kind: 'restore-backup' });
    expect(restored).toEqual({ collection: mine, backup: { collection: file, savedAt: '2026-11-26T12:00:00Z' }, changesSinceExport: 0 });
  });

  it('keeps an older backup when the collection replaced was empty', () => {
    const old = { collection: mine, savedAt: 'earlier' };
    expect(
      applyCollectionChange(stored(EMPTY_COLLECTION, old), { kind: 'import', mode: 'replace', incoming: file, at: 'now' }).backup,
    ).toBe(old);
  });
});

describe('changes since the last export', () => {
  it('counts each mark that changed something, not an import, and starts again at an export', () => {
    let s = stored(mine, null, 3);
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
