import fc from 'fast-check';
import { DurationParseError, formatDurationString, parseDuration, tryParseDuration } from './duration';

describe('parseDuration', () => {
  it.each([
    ['1d2h30m10s', 95_410_000],
    ['1d', 86_400_000],
    ['2h', 7_200_000],
    ['30m', 1_800_000],
    ['10s', 10_000],
    ['0s', 0],
    ['90m', 5_400_000],
    ['1h 30m', 5_400_000],
    [' 1D2H ', 93_600_000],
    ['007s', 7000],
  ])('%p -> %p ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each([
    ['', 'Invalid duration "": it is empty'],
    ['abc', 'Invalid duration "abc": unexpected "abc"'],
    ['10', 'Invalid duration "10": unexpected "10"'],
    ['1x', 'Invalid duration "1x": unknown unit "x"'],
    ['5ms', 'Invalid duration "5ms": unknown unit "ms"'],
    ['1h1d', `Invalid duration "1h1d": 'd' is repeated or out of order`],
    ['1h1h', `Invalid duration "1h1h": 'h' is repeated or out of order`],
    ['1.5h', 'Invalid duration "1.5h": unexpected "1.5h"'],
    ['-1h', 'Invalid duration "-1h": unexpected "-1h"'],
    ['99999999999999d', 'Invalid duration "99999999999999d": it is too long'],
  ])('rejects %p with a clear message', (text, message) => {
    expect(() => parseDuration(text)).toThrow(DurationParseError);
    expect(() => parseDuration(text)).toThrow(message);
  });

  it('never returns NaN: a number or a DurationParseError for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = tryParseDuration(text);
        return result.ok ? Number.isSafeInteger(result.ms) && result.ms >= 0 : result.error.startsWith('Invalid duration');
      }),
    );
  });

  it('round-trips whole seconds through formatDurationString', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 365 * 86_400 }),
        (seconds) => parseDuration(formatDurationString(seconds * 1000)) === seconds * 1000,
      ),
    );
  });

  it('round-trips any well-formed string to the same total', () => {
    const part = (unit: string) =>
      fc.option(
        fc.integer({ min: 0, max: 9999 }).map((n) => `${n}${unit}`),
        { nil: '' },
      );
    fc.assert(
      fc.property(part('d'), part('h'), part('m'), part('s'), (d, h, m, s) => {
        const text = `${d}${h}${m}${s}`;
        fc.pre(text !== '');
        const n = (p: string) => (p === '' ? 0 : Number(p.slice(0, -1)));
        return parseDuration(text) === ((n(d) * 24 + n(h)) * 60 + n(m)) * 60_000 + n(s) * 1000;
      }),
    );
  });

  it('writes the canonical form', () => {
    expect(formatDurationString(95_410_000)).toBe('1d2h30m10s');
    expect(formatDurationString(0)).toBe('0s');
    expect(formatDurationString(3_600_999)).toBe('1h');
  });
});
