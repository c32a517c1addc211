import { formatDate, formatDateParts, toMs, type DateFormat } from './date-format';

// 2024-05-10T22:05:09Z: Friday 22:05 in UTC, Saturday 07:05 in Tokyo, Friday 15:05 in Los Angeles (PDT).
const AT = Date.UTC(2024, 4, 10, 22, 5, 9);
const UTC = { utc: true } as const;
const TOKYO = { utc: false, timeZone: 'Asia/Tokyo' } as const;
const LA = { utc: false, timeZone: 'America/Los_Angeles' } as const;

type Row = [DateFormat, number, string];

describe('formatDate in UTC, by width', () => {
  it.each<Row>([
    ['long', 1366, 'Friday, May 10, 2024, 10:05:09 PM UTC'],
    ['long', 1000, 'May 10, 2024, 10:05:09 PM UTC'],
    ['long', 390, 'May 10, 2024, 10:05 PM UTC'],
    ['dynamic', 1920, 'Friday, May 10, 2024, 10:05 PM UTC'],
    ['dynamic', 768, 'May 10, 2024, 10:05 PM UTC'],
    ['dynamic', 767, '2024/05/10 10:05 PM UTC'],
    ['short', 1366, 'May 10, 2024 10:05 PM UTC'],
    ['short', 390, 'May 10, 2024 UTC'],
    ['compact', 1366, '2024/05/10 10:05 PM UTC'],
    ['compact', 390, '2024/05/10 UTC'],
    ['prayer', 1366, 'Fri, May 10, 2024, 10:05 PM UTC'],
    ['prayer', 1365, 'Fri, May 10, 10:05 PM UTC'],
    ['prayer', 390, 'May 10, 10:05 PM UTC'],
    ['compact-prayer', 1366, '05/10 (Fri) 10:05 PM UTC'],
    ['compact-prayer', 390, '05/10 10:05 PM UTC'],
  ])('%s at %p px -> %p', (format, width, text) => {
    expect(formatDate(AT, format, { ...UTC, width })).toBe(text);
  });
});

describe('formatDate in a local zone (set through Intl, not the process TZ)', () => {
  it.each<[DateFormat, typeof TOKYO | typeof LA, string]>([
    ['long', TOKYO, 'Saturday, May 11, 2024, 07:05:09 AM UTC+9'],
    ['long', LA, 'Friday, May 10, 2024, 03:05:09 PM PDT'],
    ['compact', TOKYO, '2024/05/11 07:05 AM UTC+9'],
    ['compact-prayer', LA, '05/10 (Fri) 03:05 PM PDT'],
  ])('%s in %j -> %p', (format, zone, text) => {
    expect(formatDate(AT, format, zone)).toBe(text);
  });

  it.each([
    // Spring forward: 01:59:59 PST, then 03:00:00 PDT one second later.
    [Date.UTC(2024, 2, 10, 9, 59, 59), 'Sunday, March 10, 2024, 01:59:59 AM PST'],
    [Date.UTC(2024, 2, 10, 10, 0, 0), 'Sunday, March 10, 2024, 03:00:00 AM PDT'],
    // Fall back: 01:30 happens twice, told apart by the label.
    [Date.UTC(2024, 10, 3, 8, 30), 'Sunday, November 3, 2024, 01:30:00 AM PDT'],
    [Date.UTC(2024, 10, 3, 9, 30), 'Sunday, November 3, 2024, 01:30:00 AM PST'],
  ])('crosses the Los Angeles DST change: %p -> %p', (ms, text) => {
    expect(formatDate(ms, 'long', LA)).toBe(text);
  });

  it('puts midnight and noon on the 12-hour clock', () => {
    expect(formatDate(Date.UTC(2024, 0, 1, 0, 0), 'compact', UTC)).toBe('2024/01/01 12:00 AM UTC');
    expect(formatDate(Date.UTC(2024, 0, 1, 12, 0), 'compact', UTC)).toBe('2024/01/01 12:00 PM UTC');
    // Midnight in Tokyo is 15:00 UTC the day before.
    expect(formatDate(Date.UTC(2023, 11, 31, 15, 0), 'compact', TOKYO)).toBe('2024/01/01 12:00 AM UTC+9');
  });
});

describe('display modes and empty dates', () => {
  it.each<[DateFormat, string]>([
    ['long', 'May 2024 UTC'],
    ['dynamic', 'May 2024 UTC'],
    ['short', 'May 2024 UTC'],
    ['prayer', 'May 2024 UTC'],
    ['compact', '2024/05 UTC'],
    ['compact-prayer', '2024/05 UTC'],
  ])("mode 'no-date' shows month and year only: %s -> %p", (format, text) => {
    expect(formatDate(AT, format, { ...UTC, mode: 'no-date' })).toBe(text);
  });

  it("mode 'no-date' takes the month in the shown zone", () => {
    expect(formatDate(Date.UTC(2024, 4, 31, 20), 'long', { ...TOKYO, mode: 'no-date' })).toBe('June 2024 UTC+9');
    expect(formatDateParts(Date.UTC(2024, 4, 31, 20), 'long', { ...TOKYO, mode: 'no-date' })?.dateTime).toBe('2024-06');
  });

  it("mode 'none' and null dates give the fallback", () => {
    expect(formatDate(AT, 'long', { ...UTC, mode: 'none' })).toBe('');
    expect(formatDate(null, 'long', UTC)).toBe('');
    expect(formatDate(null, 'long', { ...UTC, fallback: 'TBA' })).toBe('TBA');
    expect(formatDate('not a date', 'long', { ...UTC, fallback: '?' })).toBe('?');
    expect(formatDateParts(undefined, 'short', UTC)).toBeNull();
  });

  it('reads ISO text as the API sends it, and gives the instant for <time dateTime>', () => {
    const parts = formatDateParts('2024-05-10T22:05:09Z', 'short', UTC);
    expect(parts?.dateTime).toBe('2024-05-10T22:05:09.000Z');
    expect(parts?.parts).toEqual([{ text: 'May 10, 2024' }, { text: ' 10:05 PM', minWidth: 768 }, { text: ' UTC' }]);
    expect(parts?.zone.long).toBe('Coordinated Universal Time');
  });

  it('reads values', () => {
    expect(toMs(AT)).toBe(AT);
    expect(toMs('2024-05-10T22:05:09Z')).toBe(AT);
    expect(toMs(new Date(AT))).toBe(AT);
    expect(toMs(Number.NaN)).toBeNull();
    expect(toMs('')).toBeNull();
  });

  it('falls back to the browser zone for an unknown zone id', () => {
    expect(formatDate(AT, 'compact', { utc: false, timeZone: 'Mars/Olympus' })).toMatch(/^2024\/05\/1[01] \d\d:05 [AP]M \S+$/);
  });
});

describe('formatDate in Japanese', () => {
  const JA = { locale: 'ja' } as const;

  it.each<Row>([
    ['long', 1366, '2024年5月10日(金) 22:05:09 UTC'],
    ['long', 1000, '2024年5月10日 22:05:09 UTC'],
    ['long', 390, '2024年5月10日 22:05 UTC'],
    ['dynamic', 1920, '2024年5月10日(金) 22:05 UTC'],
    ['dynamic', 768, '2024年5月10日 22:05 UTC'],
    ['dynamic', 767, '2024/05/10 22:05 UTC'],
    ['short', 1366, '2024年5月10日 22:05 UTC'],
    ['short', 390, '2024年5月10日 UTC'],
    ['compact', 1366, '2024/05/10 22:05 UTC'],
    ['compact', 390, '2024/05/10 UTC'],
    ['prayer', 1366, '2024年5月10日(金) 22:05 UTC'],
    ['prayer', 1365, '5月10日(金) 22:05 UTC'],
    ['prayer', 390, '5月10日 22:05 UTC'],
    ['compact-prayer', 1366, '05/10(金) 22:05 UTC'],
    ['compact-prayer', 390, '05/10 22:05 UTC'],
  ])('%s at %p px -> %p', (format, width, text) => {
    expect(formatDate(AT, format, { ...UTC, ...JA, width })).toBe(text);
  });

  it('writes a Monday in November with the 24-hour clock', () => {
    const at = Date.UTC(2026, 10, 30, 14, 0);
    expect(formatDate(at, 'short', { ...UTC, ...JA })).toBe('2026年11月30日 14:00 UTC');
    expect(formatDate(at, 'prayer', { ...UTC, ...JA, width: 390 })).toBe('11月30日 14:00 UTC');
    expect(formatDate(at, 'long', { ...UTC, ...JA })).toBe('2026年11月30日(月) 14:00:00 UTC');
    expect(formatDate(Date.UTC(2024, 0, 1, 0, 0), 'compact', { ...UTC, ...JA })).toBe('2024/01/01 00:00 UTC');
  });

  it('in a local zone, with the long zone name in Japanese', () => {
    expect(formatDate(AT, 'long', { ...TOKYO, ...JA })).toBe('2024年5月11日(土) 07:05:09 UTC+9');
    expect(formatDate(AT, 'long', { ...LA, ...JA })).toBe('2024年5月10日(金) 15:05:09 PDT');
    expect(formatDateParts(AT, 'long', { ...TOKYO, ...JA })?.zone.long).toBe('日本標準時 (UTC+9)');
    expect(formatDateParts(AT, 'long', { ...UTC, ...JA })?.zone.long).toBe('協定世界時');
  });

  it("shows year and month alone in mode 'no-date'", () => {
    expect(formatDate(AT, 'long', { ...UTC, ...JA, mode: 'no-date' })).toBe('2024年5月 UTC');
    expect(formatDate(AT, 'compact', { ...UTC, ...JA, mode: 'no-date' })).toBe('2024/05 UTC');
    expect(formatDateParts(AT, 'prayer', { ...UTC, ...JA, mode: 'no-date' })?.dateTime).toBe('2024-05');
  });

  it('gives the same instant for <time dateTime> and the same fallback', () => {
    expect(formatDateParts(AT, 'short', { ...UTC, ...JA })?.dateTime).toBe('2024-05-10T22:05:09.000Z');
    expect(formatDate(null, 'long', { ...UTC, ...JA, fallback: '未定' })).toBe('未定');
  });

  it("keeps English when told 'en'", () => {
    expect(formatDate(AT, 'long', { ...UTC, locale: 'en' })).toBe('Friday, May 10, 2024, 10:05:09 PM UTC');
  });
});
