import fc from 'fast-check';
import { daysInMonth, normaliseUtcDate, utcDayStartMs } from './utc-date';

describe('normaliseUtcDate', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['2021-05-11', '2021-05-11'],
    ['2023-02-31', '2023-02-28'],
    ['2024-02-30', '2024-02-29'],
    ['2100-02-29', '2100-02-28'],
    ['2000-02-29', '2000-02-29'],
    ['2024-04-31', '2024-04-30'],
    ['2024-13-05', '2024-12-05'],
    ['2024-00-00', '2024-01-01'],
    ['2024-1-5', '2024-01-05'],
    ['11/05/2021', null],
    ['2021-05-11T00:00', null],
    ['tomorrow', null],
  ])('%p -> %p', (text, expected) => {
    expect(normaliseUtcDate(text)).toBe(expected);
  });

  it('always gives a real calendar day for well-formed input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (y, m, d) => {
        const out = normaliseUtcDate(`${y}-${m}-${d}`);
        if (out === null || out === '') return false;
        const back = new Date(`${out}T00:00:00Z`);
        return back.toISOString().slice(0, 10) === out;
      }),
    );
  });

  it('knows month lengths and UTC midnight', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2023, 2), daysInMonth(2024, 12)]).toEqual([29, 28, 31]);
    expect(utcDayStartMs('2021-05-11')).toBe(1620691200000);
  });
});
