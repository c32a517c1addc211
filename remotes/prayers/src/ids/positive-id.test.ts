import { parsePositiveId } from './positive-id';

describe('parsePositiveId', () => {
  it.each<[string | null | undefined, number | null]>([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    [' 12 ', 12],
    [undefined, null],
    [null, null],
    ['', null],
    ['0', null],
    ['-3', null],
    ['+3', null],
    ['3.5', null],
    ['1e3', null],
    ['fp-3', null],
    ['12abc', null],
    ['9007199254740992', null],
    ['9007199254740991', 9007199254740991],
  ])('%p → %p', (raw, expected) => {
    expect(parsePositiveId(raw)).toBe(expected);
  });
});
