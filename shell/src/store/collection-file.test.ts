import {
  changesSinceExportOf,
  COLLECTION_VERSION,
  exportCollection,
  storedDocument,
  exportFileName,
  readCollectionFile,
  readCollectionValue,
} from './collection-file';
import type { Collection } from 'shared-domain/collection/collection-model';

const problemOf = (text: string, bytes?: number) => {
  const read = readCollectionFile(text, bytes);
  return read.ok ? null : read.problem;
};

describe('readCollectionFile', () => {
  it('reads back what export wrote', () => {
    const c: Collection = { units: { '1001': { fr: true }, '1002': { fr: false } }, cards: { '3': 4, '4': 0 } };
    const text = exportCollection(c, new Date('2026-11-26T12:00:00Z'));
    expect(JSON.parse(text)).toEqual({
      format: 'tlw-tracker-collection',
      version: 2,
      exportedAt: '2026-11-26T12:00:00.000Z',
      units: { '1001': { fr: true }, '1002': { fr: false } },
      cards: { '3': 4, '4': 0 },
    });
    expect(readCollectionFile(text)).toEqual({ ok: true, collection: c, version: 2 });
    expect(exportFileName(new Date('2026-11-26T12:00:00Z'))).toBe('tlw-collection-2026-11-26.json');
  });

  it('migrates version 1 (owned ids only) to rebirth not done', () => {
    const v1 = JSON.stringify({ format: 'tlw-tracker-collection', version: 1, units: [1001, 1005], cards: { '7': 2 } });
    expect(readCollectionFile(v1)).toEqual({
      ok: true,
      version: 1,
      collection: { units: { '1001': { fr: false }, '1005': { fr: false } }, cards: { '7': 2 } },
    });
  });

  it('names a corrupt file', () => {
    expect(problemOf('{"format": "tlw-tracker-coll')).toBe('The file is not valid JSON: it may be damaged or cut short.');
  });

  it('names a foreign file', () => {
    expect(problemOf('{"characters": [1, 2]}')).toBe('This is not a Touhou LostWord Tracker collection file.');
    expect(problemOf('[1, 2, 3]')).toBe('This is not a Touhou LostWord Tracker collection file.');
    expect(problemOf('null')).toBe('This is not a Touhou LostWord Tracker collection file.');
  });

  it('names a file over 5 MB without reading it', () => {
    expect(problemOf('{}', 6 * 1024 * 1024)).toBe('The file is too large (6.0 MB; a collection file is under 5 MB).');
  });

  it('names a file from a newer version', () => {
    const newer = JSON.stringify({ format: 'tlw-tracker-collection', version: 3, units: {}, cards: {} });
    expect(problemOf(newer)).toBe(
      'The collection file comes from a newer version of the site (collection version 3; this page reads up to 2). Reload the site and try again.',
    );
    expect(COLLECTION_VERSION).toBe(2);
  });

  it('refuses hostile or damaged entries, naming the first', () => {
    const doc = (units: unknown, cards: unknown, version: unknown = 2) =>
      JSON.stringify({ format: 'tlw-tracker-collection', version, units, cards });
    expect(problemOf(doc({ '1': { fr: true } }, { '5': 7 }))).toBe(
      'The collection file is damaged: story card 5 has limit breaks 7 (0 to 4 expected).',
    );
    expect(problemOf(doc({ __proto__x: { fr: true } }, {}))).toBe('The collection file is damaged: unit id "__proto__x" is not a unit id.');
    expect(problemOf('{"format":"tlw-tracker-collection","version":2,"units":{"__proto__":{"fr":true}},"cards":{}}')).toBe(
      'The collection file is damaged: unit id "__proto__" is not a unit id.',
    );
    expect(problemOf(doc({ '1': { fr: 'yes' } }, {}))).toBe('The collection file is damaged: unit 1 has no true/false "fr".');
    expect(problemOf(doc([1], {}))).toBe('The collection file is damaged: its "units" is not an object.');
    expect(problemOf(doc({}, {}, '2'))).toBe('The collection file has no valid version number.');
    expect(problemOf(doc([1.5], {}, 1))).toBe('The collection file is damaged: unit id 1.5 is not a unit id.');
  });

  it('stores the count of changes since the export beside the collection, and reads older stored values as 0', () => {
    const c: Collection = { units: { '1001': { fr: false } }, cards: {} };
    const doc = storedDocument(c, 12);
    expect(doc).toEqual({
      format: 'tlw-tracker-collection',
      version: 2,
      units: { '1001': { fr: false } },
      cards: {},
      changesSinceExport: 12,
    });
    expect(readCollectionValue(doc)).toEqual({ ok: true, collection: c, version: 2 });
    expect(changesSinceExportOf(doc)).toBe(12);
    // Stored before the count existed (version 1 and 2), or damaged: 0, and the collection still reads.
    expect(changesSinceExportOf({ format: 'tlw-tracker-collection', version: 1, units: [1001], cards: {} })).toBe(0);
    expect(changesSinceExportOf({ format: 'tlw-tracker-collection', version: 2, units: {}, cards: {} })).toBe(0);
    expect(changesSinceExportOf({ changesSinceExport: -1 })).toBe(0);
    expect(changesSinceExportOf({ changesSinceExport: 2.5 })).toBe(0);
    expect(changesSinceExportOf({ changesSinceExport: '50' })).toBe(0);
    expect(changesSinceExportOf(undefined)).toBe(0);
    // An exported file does not carry it: the count belongs to this browser.
    expect(JSON.parse(exportCollection(c, new Date('2026-11-26T12:00:00Z')))).not.toHaveProperty('changesSinceExport');
  });

  it('reads a stored value the same way', () => {
    expect(readCollectionValue(undefined)).toEqual({ ok: false, problem: 'This is not a Touhou LostWord Tracker collection file.' });
  });
});
