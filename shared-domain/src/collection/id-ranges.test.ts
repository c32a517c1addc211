import { countOwnedIn, ID_RANGES_PATTERN, idRanges } from './id-ranges';

describe('idRanges', () => {
  it('writes runs of ids as ranges and lone ids as themselves, in ascending order', () => {
    expect(idRanges([1010, 1003, 1001, 1002, 1005, 1004, 2001])).toBe('1001-1005,1010,2001');
  });
  it('names each id once and leaves out what is no whole number', () => {
    expect(idRanges([7, 7, 8, Number.NaN, 1.5, -3])).toBe('7-8');
  });
  it('is empty for no ids', () => {
    expect(idRanges([])).toBe('');
  });
});

describe('countOwnedIn', () => {
  const owned = { '1001': 1, '1003': 1, '1010': 1, '2001': 1, '9999': 1 };
  it('counts the owned ids that the ranges name, lone ids and runs alike', () => {
    expect(countOwnedIn('1001-1005,1010', owned)).toBe(3);
    expect(countOwnedIn('2001', owned)).toBe(1);
  });
  it('counts nothing for empty ranges, reversed runs or a run too long to be content', () => {
    expect(countOwnedIn('', owned)).toBe(0);
    expect(countOwnedIn('1005-1001', owned)).toBe(0);
    expect(countOwnedIn('0-900000', owned)).toBe(0);
  });
  it('reads only what idRanges writes', () => {
    expect(ID_RANGES_PATTERN.test('1001-1005,1010,2001')).toBe(true);
    expect(ID_RANGES_PATTERN.test('')).toBe(true);
    expect(ID_RANGES_PATTERN.test('1001-,x')).toBe(false);
    expect(ID_RANGES_PATTERN.test('1,,2')).toBe(false);
  });
});
