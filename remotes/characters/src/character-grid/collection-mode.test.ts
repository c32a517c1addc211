import type { Collection } from 'shared-domain/collection/collection-model';
import { jpOnly, storyOnly, thumb } from '../test-support/fixture-api';
import { catalogue, type T } from '../messages/catalogue';
import { collectionToggle, parseCollectionMode, unitToastName, writeCollectionMode } from './collection-mode';

// The English words, loaded by the test setup before the tests run.
const t: T = (key, values) => catalogue.in('en')(key, values);

const NOW = Date.parse('2026-11-26T00:00:00Z');
const JP_OFF = { jpContent: false, now: NOW };
const ENGLISH = { useTranslitName: false, useTraditionalName: false };
const mine: Collection = { units: { '1002': { fr: false } }, cards: {} };
const reimu = thumb(1001, { name: { en: 'Reimu Hakurei', translit: 'Hakurei Reimu', enFamilyFirst: 'Hakurei Reimu' } });

describe('collection mode in the URL', () => {
  it('is on with collect=1 only', () => {
    expect(parseCollectionMode(new URLSearchParams('collect=1&type=l1'))).toBe(true);
    expect(parseCollectionMode(new URLSearchParams('collect=0'))).toBe(false);
    expect(parseCollectionMode(new URLSearchParams('type=l1'))).toBe(false);
  });

  it('is written and removed keeping the other parameters', () => {
    expect(writeCollectionMode(new URLSearchParams('type=l1'), true).toString()).toBe('type=l1&collect=1');
    expect(writeCollectionMode(new URLSearchParams('type=l1&collect=1&owned=yes'), false).toString()).toBe('type=l1&owned=yes');
  });
});

describe('a tap in collection mode', () => {
  it('marks an unowned unit owned, and an owned one not, naming it in the toast', () => {
    expect(collectionToggle(reimu, mine, JP_OFF, ENGLISH, t)).toEqual({
      change: { kind: 'unit', id: 1001, owned: true },
      text: 'Reimu Hakurei marked owned.',
    });
    expect(collectionToggle(thumb(1002), mine, JP_OFF, ENGLISH, t)).toEqual({
      change: { kind: 'unit', id: 1002, owned: false },
      text: 'Character #1002 no longer marked owned.',
    });
  });

  it('does nothing before the collection is read', () => {
    expect(collectionToggle(reimu, null, JP_OFF, ENGLISH, t)).toBeNull();
  });

  it('never marks a unit the spoiler rule hides (story-only, JP-only with JP content off)', () => {
    expect(collectionToggle(storyOnly(1050), mine, JP_OFF, ENGLISH, t)).toBeNull();
    expect(collectionToggle(jpOnly(1127), mine, JP_OFF, ENGLISH, t)).toBeNull();
    expect(collectionToggle(jpOnly(1127), mine, { jpContent: true, now: NOW }, ENGLISH, t)?.change).toEqual({
      kind: 'unit',
      id: 1127,
      owned: true,
    });
  });

  it('names the unit in the visitor’s name form, with its arc outside L1', () => {
    expect(unitToastName(reimu, { useTranslitName: true, useTraditionalName: false }, t)).toBe('Hakurei Reimu');
    expect(unitToastName({ ...reimu, universe: 'A1' }, ENGLISH, t)).toBe('Reimu Hakurei (Scarlet)');
  });
});
