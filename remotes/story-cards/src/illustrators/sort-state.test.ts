import { nextSort, type SortState } from './sort-state';

type Key = 'a' | 'b';

describe('nextSort', () => {
  it.each<[SortState<Key>, Key, SortState<Key>]>([
    [{ key: 'a', direction: 'asc' }, 'a', { key: 'a', direction: 'desc' }],
    [{ key: 'a', direction: 'desc' }, 'a', { key: 'a', direction: 'asc' }],
    [{ key: 'a', direction: 'asc' }, 'b', { key: 'b', direction: 'asc' }],
    [{ key: 'a', direction: 'desc' }, 'b', { key: 'b', direction: 'asc' }],
  ])('%j clicked %p → %j', (current, clicked, expected) => {
    expect(nextSort(current, clicked)).toEqual(expected);
  });

  it('does not mutate the current state', () => {
    const current: SortState<Key> = Object.freeze({ key: 'a', direction: 'asc' });
    expect(nextSort(current, 'a')).not.toBe(current);
  });
});
