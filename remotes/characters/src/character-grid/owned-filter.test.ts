import type { Collection } from 'shared-domain/collection/collection-model';
import { catalogue, type T } from '../messages/catalogue';
import { countOwned, filterOwned, ownedFilterProblem, parseOwnedFilter, writeOwnedFilter } from './owned-filter';

// The English words, loaded by the test setup before the tests run.
const t: T = (key, values) => catalogue.in('en')(key, values);

const units = [{ id: 1 }, { id: 2 }, { id: 3 }];
const mine: Collection = { units: { '2': { fr: false } }, cards: {} };

describe('owned filter', () => {
  it('reads yes and no, and nothing else', () => {
    expect(parseOwnedFilter(new URLSearchParams('owned=yes'))).toBe('yes');
    expect(parseOwnedFilter(new URLSearchParams('owned=no&type=1'))).toBe('no');
    expect(parseOwnedFilter(new URLSearchParams('owned=maybe'))).toBeNull();
    expect(parseOwnedFilter(new URLSearchParams('owned=%20YES'))).toBe('yes');
  });

  it('says what a value other than yes or no does, and nothing for a good or absent one', () => {
    expect(ownedFilterProblem(new URLSearchParams('owned=maybe'), t)).toBe(
      'Collection filter "maybe" was ignored (choose owned=yes or owned=no).',
    );
    expect(ownedFilterProblem(new URLSearchParams('owned=No'), t)).toBeNull();
    expect(ownedFilterProblem(new URLSearchParams('owned='), t)).toBeNull();
    expect(ownedFilterProblem(new URLSearchParams('type=l1'), t)).toBeNull();
  });

  it('writes the parameter, keeping the others', () => {
    expect(writeOwnedFilter(new URLSearchParams('type=2'), 'no').toString()).toBe('type=2&owned=no');
    expect(writeOwnedFilter(new URLSearchParams('type=2&owned=no'), null).toString()).toBe('type=2');
  });

  it('keeps owned or missing units, and all of them before the collection is read', () => {
    expect(filterOwned(units, mine, 'yes')).toEqual([{ id: 2 }]);
    expect(filterOwned(units, mine, 'no')).toEqual([{ id: 1 }, { id: 3 }]);
    expect(filterOwned(units, null, 'yes')).toEqual(units);
  });
});

describe('owned count', () => {
  it('counts the owned units among those given', () => {
    expect(countOwned(mine, [{ id: 1 }, { id: 2 }, { id: 3 }])).toEqual({ owned: 1, total: 3 });
    expect(countOwned(mine, [])).toEqual({ owned: 0, total: 0 });
  });

  it('follows a new collection (a marking makes a new object)', () => {
    expect(countOwned({ units: { '1': { fr: true }, '2': { fr: false } }, cards: {} }, units)).toEqual({ owned: 2, total: 3 });
  });
});
