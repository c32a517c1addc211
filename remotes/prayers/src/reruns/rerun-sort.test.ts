import { parseRerunSort, rerunSortSearch } from './rerun-sort';

const parse = (query: string) => parseRerunSort(new URLSearchParams(query));

describe('the rerun table order in the URL', () => {
  it.each([
    ['', { sort: 'longest-wait', unknown: null }],
    ['sort=', { sort: 'longest-wait', unknown: null }],
    ['sort=runs', { sort: 'runs', unknown: null }],
    ['sort=Waiting-Now', { sort: 'waiting-now', unknown: null }],
    ['sort=name&character=2020', { sort: 'name', unknown: null }],
    ['sort=oldest', { sort: 'longest-wait', unknown: 'oldest' }],
  ])('?%s → %j', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it('links the default order as the bare page', () => {
    expect(rerunSortSearch('longest-wait')).toBe('');
    expect(rerunSortSearch('runs')).toBe('?sort=runs');
  });
});
