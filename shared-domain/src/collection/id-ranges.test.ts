import { idRanges } from './id-ranges';

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
