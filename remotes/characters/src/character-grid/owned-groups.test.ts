import type { Collection } from 'shared-domain/collection/collection-model';
import { filterOwnedGroups } from './owned-groups';

const groups = [
  { no: 1, units: [{ id: 1 }, { id: 2 }] },
  { no: 2, units: [{ id: 3 }] },
];
const mine: Collection = { units: { '2': { fr: false } }, cards: {} };

describe('owned filter on grouped lists', () => {
  it('keeps each group whole for its counts and drops the groups it empties', () => {
    expect(filterOwnedGroups(groups, mine, 'yes')).toEqual([{ no: 1, units: [{ id: 1 }, { id: 2 }], visible: [{ id: 2 }] }]);
    expect(filterOwnedGroups(groups, mine, 'no')).toEqual([
      { no: 1, units: [{ id: 1 }, { id: 2 }], visible: [{ id: 1 }] },
      { no: 2, units: [{ id: 3 }], visible: [{ id: 3 }] },
    ]);
  });

  it('returns the very same groups without a filter or before the collection is read', () => {
    expect(filterOwnedGroups(groups, mine, null)).toBe(groups);
    expect(filterOwnedGroups(groups, null, 'yes')).toBe(groups);
  });
});
