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

  it('treats blank as the default batch of 10', () => {
    expect(effectiveScrollBatch(null)).toBe(10);
    expect(effectiveScrollBatch(7)).toBe(7);
  });
});
