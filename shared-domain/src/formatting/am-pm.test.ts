import { formatTwelveHourTime, toTwelveHour } from './am-pm';

describe('toTwelveHour', () => {
  it.each([
    [0, 12, 'AM'],
    [1, 1, 'AM'],
    [11, 11, 'AM'],
    [12, 12, 'PM'],
    [13, 1, 'PM'],
    [23, 11, 'PM'],
  ])('%p h -> %p %s', (h24, hour, period) => {
    expect(toTwelveHour(h24)).toEqual({ hour, period });
  });

  it.each([
    [0, 0, undefined, '12:00 AM'],
    [9, 5, undefined, '09:05 AM'],
    [12, 30, 0, '12:30:00 PM'],
    [15, 7, 9, '03:07:09 PM'],
  ])('%p:%p:%p -> %p', (h, m, s, text) => {
    expect(formatTwelveHourTime(h, m, s)).toBe(text);
  });
});
