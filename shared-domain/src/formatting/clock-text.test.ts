import { formatClockTime, formatUtcOffset } from './clock-text';

describe('formatClockTime', () => {
  it('writes UTC time with zero-padded fields', () => {
    expect(formatClockTime(Date.UTC(2021, 4, 11, 3, 4, 5, 999), { utc: true })).toBe('2021-05-11 03:04:05');
    expect(formatClockTime(Date.UTC(2024, 11, 31, 23, 59, 59), { utc: true })).toBe('2024-12-31 23:59:59');
  });

  it('writes local time from the local fields', () => {
    const ms = Date.UTC(2022, 0, 2, 3, 4, 5);
    const d = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    expect(formatClockTime(ms, { utc: false })).toBe(expected);
  });
});

describe('formatUtcOffset', () => {
  it.each([
    [0, ''],
    [-540, '+9'],
    [-330, '+5:30'],
    [-345, '+5:45'],
    [300, '-5'],
    [210, '-3:30'],
    [-840, '+14'],
    [Number.NaN, ''],
  ])('getTimezoneOffset %p -> %p', (offset, text) => {
    expect(formatUtcOffset(offset)).toBe(text);
  });
});
