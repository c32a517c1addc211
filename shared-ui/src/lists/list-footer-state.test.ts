import { listFooterState } from './list-footer-state';

describe('the list footer’s state', () => {
  it.each([
    [{ loading: true, complete: true, total: 0 }, 'loading'],
    [{ loading: true, complete: true, total: 50 }, 'loading'],
    [{ loading: false, complete: false, total: 50 }, 'loading'],
    [{ loading: false, complete: true, total: 50 }, 'complete'],
    [{ loading: false, complete: true, total: 0 }, 'empty'],
  ])('%o -> %s', (input, expected) => {
    expect(listFooterState(input)).toBe(expected);
  });
});
