import { dateBounds, isUtcDay, utcDayOf, utcDayStart, withinBounds } from './date-bounds';

describe('utcDayStart', () => {
  it.each<[string, number | null]>([
    ['2021-05-11', Date.UTC(2021, 4, 11)],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['2023-02-29', null],
    ['2021-13-01', null],
    ['2021-5-11', null],
    ['', null],
    ['now', null],
  ])('%p -> %p', (day, expected) => {
    expect(utcDayStart(day)).toBe(expected);
    expect(isUtcDay(day)).toBe(expected !== null);
  });
});

describe('dateBounds (spec 5: from start day 00:00 UTC, to end day 23:59:59 UTC, now = current time)', () => {
  const now = Date.parse('2026-11-22T19:00:00Z');
  const match = (start: string, end: string | null, release: string) => withinBounds(Date.parse(release), dateBounds(start, end, now));

  it.each<[string, string | null, string, boolean]>([
    ['2021-05-11', null, '2021-05-11T00:00:00Z', true],
    ['2021-05-11', null, '2021-05-10T23:59:59Z', false],
    ['2021-05-11', null, '2030-01-01T00:00:00Z', true],
    ['2021-05-11', '2021-05-18', '2021-05-18T23:59:59Z', true],
    ['2021-05-11', '2021-05-18', '2021-05-18T23:59:59.999Z', true],
    ['2021-05-11', '2021-05-18', '2021-05-19T00:00:00Z', false],
    ['2021-05-11', 'now', '2026-11-22T19:00:00Z', true],
    ['2021-05-11', 'now', '2026-11-22T19:00:00.001Z', false],
    ['2022-01-01', '2021-01-01', '2021-06-01T00:00:00Z', false],
  ])('start %s end %p: %s -> %p', (start, end, release, expected) => {
    expect(match(start, end, release)).toBe(expected);
  });

  it('is independent of the machine time zone (days are UTC days)', () => {
    expect(dateBounds('2021-05-11', '2021-05-11', now)).toEqual({ from: 1620691200000, to: 1620777599999 });
  });

  it('an unreadable start or end leaves that side open', () => {
    expect(dateBounds('garbage', 'nope', now)).toEqual({ from: -Infinity, to: Infinity });
  });

  it('utcDayOf gives the UTC day of an instant', () => {
    expect(utcDayOf(Date.parse('2021-05-11T23:30:00-05:00'))).toBe('2021-05-12');
  });
});
