import fc from 'fast-check';
import { effectiveScrollBatch, parseScrollBatchInput } from './scroll-batch';

describe('parseScrollBatchInput', () => {
  it.each([
    ['', null],
    ['abc', null],
    ['0', 1],
    ['00', 1],
    ['1', 1],
    ['10', 10],
    ['1000', 1000],
    ['1001', 1000],
    ['99999999999999999999', 1000],
    ['1e3', 13],
    ['-5', 5],
    ['4.5', 45],
    [' 2 0 ', 20],
    ['١٢', null],
    // Defect 15: leading zeros are digits like any other.
    ['00005', 5],
    ['0000000000000000000042', 42],
    ['00001000', 1000],
    ['00001001', 1000],
    ['00000', 1],
  ])('%p -> %p', (input, expected) => {
    expect(parseScrollBatchInput(input)).toBe(expected);
  });

  it('always yields blank or an integer in 1..1000', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const v = parseScrollBatchInput(text);
        return v === null || (Number.isInteger(v) && v >= 1 && v <= 1000);
      }),
    );
  });

  it('reads any run of digits as its decimal value, clamped', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5000 }), fc.nat({ max: 30 }), (n, zeros) => {
        const expected = Math.min(1000, Math.max(1, n));
        return parseScrollBatchInput(`${'0'.repeat(zeros)}${n}`) === expected;
      }),
    );
  });

  it('treats blank as the default batch of 10', () => {
    expect(effectiveScrollBatch(null)).toBe(10);
    expect(effectiveScrollBatch(7)).toBe(7);
  });
});
