import fc from 'fast-check';
import { durationText } from '../prayers/prayer-schedule';
import {
  formatCountdown,
  formatDaysHours,
  formatIsoDuration,
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  splitSpan,
  splitTime,
} from './time-split';

describe('splitTime', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [999, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [1000, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [59_999, { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    [MS_PER_MINUTE, { days: 0, hours: 0, minutes: 1, seconds: 0 }],
    [MS_PER_DAY - 1, { days: 0, hours: 23, minutes: 59, seconds: 59 }],
    [MS_PER_DAY + 2 * MS_PER_HOUR + 3 * MS_PER_MINUTE + 4000, { days: 1, hours: 2, minutes: 3, seconds: 4 }],
    [40 * MS_PER_DAY, { days: 40, hours: 0, minutes: 0, seconds: 0 }],
    [-5000, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [Number.NaN, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('%p ms', (ms, parts) => {
    expect(splitTime(ms)).toEqual(parts);
  });

  it('adds back up to the whole seconds of the input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 365 * MS_PER_DAY }), (ms) => {
        const { days, hours, minutes, seconds } = splitTime(ms);
        const back = ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
        return back === Math.floor(ms / 1000) && hours < 24 && minutes < 60 && seconds < 60;
      }),
    );
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '0d 00h 00m 00s'],
    [5 * MS_PER_HOUR + 7 * MS_PER_MINUTE + 9000, '0d 05h 07m 09s'],
    [12 * MS_PER_DAY + 23 * MS_PER_HOUR + 59 * MS_PER_MINUTE + 59_999, '12d 23h 59m 59s'],
    [-1, '0d 00h 00m 00s'],
  ])('%p ms -> %p', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('gives an ISO duration for machines', () => {
    expect(formatIsoDuration(MS_PER_DAY + 2 * MS_PER_HOUR + 3 * MS_PER_MINUTE + 4000)).toBe('P1DT2H3M4S');
  });
});

describe('splitSpan', () => {
  it('is the name the team plan uses for splitTime', () => {
    expect(splitSpan(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });
});

describe('formatCountdown in Japanese', () => {
  it.each([
    [0, '0日 00時間 00分 00秒'],
    [MS_PER_DAY + 2 * MS_PER_HOUR + 3 * MS_PER_MINUTE + 4000, '1日 02時間 03分 04秒'],
    [12 * MS_PER_DAY + 23 * MS_PER_HOUR + 59 * MS_PER_MINUTE + 59_999, '12日 23時間 59分 59秒'],
    [-1, '0日 00時間 00分 00秒'],
  ])('%p ms -> %p', (ms, text) => {
    expect(formatCountdown(ms, 'ja')).toBe(text);
  });

  it('is English when told so', () => {
    expect(formatCountdown(MS_PER_DAY + 4000, 'en')).toBe('1d 00h 00m 04s');
  });
});

describe('formatDaysHours', () => {
  it.each([
    [0, '0 days 0 hours', '0日0時間'],
    [MS_PER_DAY + MS_PER_HOUR, '1 day 1 hour', '1日1時間'],
    [14 * MS_PER_DAY + 59 * MS_PER_MINUTE, '14 days 0 hours', '14日0時間'],
    [2 * MS_PER_DAY + 5 * MS_PER_HOUR, '2 days 5 hours', '2日5時間'],
    [-MS_PER_HOUR, '0 days 0 hours', '0日0時間'],
  ])('%p ms -> %p / %p', (ms, en, ja) => {
    expect(formatDaysHours(ms)).toBe(en);
    expect(formatDaysHours(ms, 'ja')).toBe(ja);
  });

  it("reads as a prayer's duration text in English", () => {
    for (const ms of [0, MS_PER_HOUR, 25 * MS_PER_HOUR, 40 * MS_PER_DAY + 3 * MS_PER_HOUR])
      expect(formatDaysHours(ms)).toBe(durationText(ms));
  });
});
