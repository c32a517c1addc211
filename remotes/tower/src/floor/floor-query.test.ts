import { parseFloorQuery } from './floor-query';

describe('parseFloorQuery', () => {
  it.each<[string | null, number]>([
    [null, 1],
    ['', 1],
    ['   ', 1],
    ['1', 1],
    ['7', 7],
    ['42', 42],
    [' 12 ', 12],
    ['+5', 5],
    ['007', 7],
    ['7.9', 7],
    ['12abc', 12],
    ['1e3', 1],
    ['0', 1],
    ['-3', 1],
    ['abc', 1],
    ['NaN', 1],
    ['Infinity', 1],
    ['99999999999999999999999', Number.MAX_SAFE_INTEGER],
  ])('%p → floor %p', (raw, expected) => {
    expect(parseFloorQuery(raw)).toBe(expected);
  });

  it('always gives a positive safe integer', () => {
    for (const raw of ['-0', '0x10', '١٢', '9'.repeat(400), '\u00a0', '2 3']) {
      const floor = parseFloorQuery(raw);
      expect(Number.isSafeInteger(floor) && floor >= 1).toBe(true);
    }
  });
});
