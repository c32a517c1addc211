import { keptOf } from './collection-kept';
import { alreadyStored, changeOf, readUnsaved } from './collection-unsaved';

describe('unsaved changes', () => {
  it('reads each kind of mark, in order', () => {
    const text = JSON.stringify([
      { kind: 'unit', id: 3, owned: true },
      { kind: 'rebirth', id: 3, done: true },
      { kind: 'unit-restore', id: 4, mark: null },
      { kind: 'unit-restore', id: 5, mark: { fr: false } },
      { kind: 'card', id: 7, limitBreak: 2 },
      { kind: 'card', id: 8, limitBreak: null },
      { kind: 'import', mode: 'replace', incoming: { units: { '1002': { fr: false } }, cards: { '3': 4 } }, at: '2026-11-26T10:00:00Z' },
    ]);
    expect(readUnsaved(text)).toEqual([
      { kind: 'unit', id: 3, owned: true },
      { kind: 'rebirth', id: 3, done: true },
      { kind: 'unit-restore', id: 4, mark: null },
      { kind: 'unit-restore', id: 5, mark: { fr: false } },
      { kind: 'card', id: 7, limitBreak: 2 },
      { kind: 'card', id: 8, limitBreak: null },
      { kind: 'import', mode: 'replace', incoming: { units: { '1002': { fr: false } }, cards: { '3': 4 } }, at: '2026-11-26T10:00:00Z' },
    ]);
  });

  it('knows a replace was stored by its backup’s time, and a restore by the collection it brings back', () => {
    const replace = { kind: 'import', mode: 'replace', incoming: { units: {}, cards: { '3': 4 } }, at: '2026-11-26T10:00:00Z' } as const;
    const before = { collection: { units: { '2': { fr: false } }, cards: {} }, backups: [], changesSinceExport: 0 };
    expect(alreadyStored(replace, before)).toBe(false);
    const replaced = {
      collection: replace.incoming,
      backups: [{ collection: before.collection, savedAt: replace.at }],
      changesSinceExport: 0,
    };
    expect(alreadyStored(replace, replaced)).toBe(true);

    const restore = keptOf({ kind: 'restore-backup', savedAt: replace.at, at: '2026-11-26T10:05:00Z' }, replaced);
    expect(restore).toEqual({
      kind: 'restore-backup',
      restores: { units: { '2': { fr: false } }, cards: {} },
      savedAt: '2026-11-26T10:00:00Z',
      at: '2026-11-26T10:05:00Z',
    });
    expect(alreadyStored(restore!, replaced)).toBe(false);
    const restored = {
      collection: { units: { '2': { fr: false } }, cards: {} },
      backups: [{ collection: replace.incoming, savedAt: '2026-11-26T10:05:00Z' }],
      changesSinceExport: 0,
    };
    expect(alreadyStored(restore!, restored)).toBe(true);
    // A rebirth differs: not the same collection.
    expect(alreadyStored(restore!, { ...restored, collection: { units: { '2': { fr: true } }, cards: {} } })).toBe(false);
    // Marks are never taken as stored: applying one again changes nothing.
    expect(alreadyStored({ kind: 'unit', id: 2, owned: true }, restored)).toBe(false);
  });

  it('keeps no export, and no restore without a backup', () => {
    const none = { collection: { units: {}, cards: {} }, backups: [], changesSinceExport: 3 };
    expect(keptOf({ kind: 'exported' }, none)).toBeNull();
    expect(keptOf({ kind: 'restore-backup' }, none)).toBeNull();
  });

  it('reads a kept restore back, with the backup it names, and leaves out a damaged one', () => {
    const text = JSON.stringify([
      { kind: 'restore-backup', restores: { units: { '2': { fr: true } }, cards: { '9': 0 } } },
      { kind: 'restore-backup', restores: { units: {}, cards: { '9': 1 } }, savedAt: '2026-11-26T10:00:00Z', at: '2026-11-26T10:05:00Z' },
      { kind: 'restore-backup', restores: { units: { '2': 'yes' }, cards: {} } },
      { kind: 'restore-backup' },
    ]);
    const read = readUnsaved(text);
    expect(read).toEqual([
      { kind: 'restore-backup', restores: { units: { '2': { fr: true } }, cards: { '9': 0 } } },
      { kind: 'restore-backup', restores: { units: {}, cards: { '9': 1 } }, savedAt: '2026-11-26T10:00:00Z', at: '2026-11-26T10:05:00Z' },
    ]);
    // What an earlier version kept restores the newest backup; what this one keeps, the backup it names.
    expect(read.map(changeOf)).toEqual([
      { kind: 'restore-backup' },
      { kind: 'restore-backup', savedAt: '2026-11-26T10:00:00Z', at: '2026-11-26T10:05:00Z' },
    ]);
  });

  it('reads nothing from nothing, broken JSON or a value that is not a list', () => {
    expect(readUnsaved(null)).toEqual([]);
    expect(readUnsaved('[{"kind":"unit"')).toEqual([]);
    expect(readUnsaved('{"kind":"unit","id":1,"owned":true}')).toEqual([]);
  });
});
