import fc from 'fast-check';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-1234567, '-1,234,567'],
    [1234.5678, '1,234.5678'],
    [0.25, '0.25'],
    [100000, '100,000'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
    [1e21, '1e+21'],
    [Number.NaN, 'NaN'],
    [-Infinity, '-Infinity'],
  ])('%p -> %p', (n, text) => {
    expect(formatNumber(n)).toBe(text);
  });

  it('reads back to the same integer with the commas removed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const text = formatNumber(n);
        return Number(text.replaceAll(',', '')) === n && /^-?\d{1,3}(,\d{3})*$/.test(text);
      }),
    );
  });
});

describe('formatNumber in Japanese', () => {
  it.each([
    [0, '0'],
    [1234, '1,234'],
    [-1234567, '-1,234,567'],
    [1234.5678, '1,234.5678'],
  ])('%p -> %p', (n, text) => {
    expect(formatNumber(n, 'ja')).toBe(text);
  });

  it('is English when told so', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });
});
