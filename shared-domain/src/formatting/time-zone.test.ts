import { formatUtcOffset, longZoneName, timezoneOffsetMinutes, zoneAbbreviation, zoneLabel } from './time-zone';

const WINTER = Date.UTC(2024, 0, 15, 12);
const SUMMER = Date.UTC(2024, 6, 15, 12);
// Los Angeles springs forward at 2024-03-10 02:00 PST = 10:00 UTC.
const BEFORE_SPRING = Date.UTC(2024, 2, 10, 9, 59, 59);
const AFTER_SPRING = Date.UTC(2024, 2, 10, 10, 0, 0);

describe('formatUtcOffset', () => {
  it.each([
    [0, ''],
    [-540, '+9'],
    [-330, '+5:30'],
    [-345, '+5:45'],
    [480, '-8'],
    [420, '-7'],
    [210, '-3:30'],
  ])('getTimezoneOffset %p -> %p', (minutes, text) => {
    expect(formatUtcOffset(minutes)).toBe(text);
  });
});

describe('timezoneOffsetMinutes', () => {
  it.each([
    ['UTC', WINTER, 0],
    ['Asia/Tokyo', WINTER, -540],
    ['Asia/Tokyo', SUMMER, -540],
    ['America/Los_Angeles', WINTER, 480],
    ['America/Los_Angeles', SUMMER, 420],
    ['America/Los_Angeles', BEFORE_SPRING, 480],
    ['America/Los_Angeles', AFTER_SPRING, 420],
    ['Asia/Kolkata', WINTER, -330],
    ['Asia/Kathmandu', WINTER, -345],
  ])('%s at %p -> %p', (zone, at, minutes) => {
    expect(timezoneOffsetMinutes(zone, at)).toBe(minutes);
  });

  it('names an unknown zone', () => {
    expect(() => timezoneOffsetMinutes('Mars/Olympus', WINTER)).toThrow('Unknown time zone "Mars/Olympus"');
  });
});

describe('zoneAbbreviation (through Intl, no table)', () => {
  it.each([
    ['UTC', WINTER, 'UTC'],
    ['America/Los_Angeles', WINTER, 'PST'],
    ['America/Los_Angeles', SUMMER, 'PDT'],
    ['America/Los_Angeles', BEFORE_SPRING, 'PST'],
    ['America/Los_Angeles', AFTER_SPRING, 'PDT'],
    ['America/New_York', WINTER, 'EST'],
    ['Europe/London', SUMMER, 'BST'],
    ['Europe/Paris', WINTER, 'CET'],
    ['Asia/Tokyo', WINTER, null],
    // Long names as Date#toString() prints them.
    ['Pacific Standard Time', SUMMER, 'PST'],
    ['Pacific Daylight Time', WINTER, 'PDT'],
    ['Eastern Standard Time', WINTER, 'EST'],
    ['Central European Summer Time', WINTER, 'CEST'],
    ['Japan Standard Time', WINTER, null],
    ['Nowhere Standard Time', WINTER, null],
    ['', WINTER, null],
  ])('%p at %p -> %p', (zone, at, abbreviation) => {
    expect(zoneAbbreviation(zone, at)).toBe(abbreviation);
  });
});

describe('zoneLabel', () => {
  it.each([
    ['UTC', SUMMER, { short: 'UTC', long: 'Coordinated Universal Time' }],
    ['Asia/Tokyo', SUMMER, { short: 'UTC+9', long: 'Japan Standard Time (UTC+9)' }],
    ['America/Los_Angeles', SUMMER, { short: 'PDT', long: 'Pacific Daylight Time (UTC-7)' }],
    ['America/Los_Angeles', WINTER, { short: 'PST', long: 'Pacific Standard Time (UTC-8)' }],
    ['Asia/Kathmandu', SUMMER, { short: 'UTC+5:45', long: 'Nepal Time (UTC+5:45)' }],
    ['Mars/Olympus', SUMMER, { short: 'UTC', long: 'Coordinated Universal Time' }],
  ])('%s at %p', (zone, at, label) => {
    expect(zoneLabel(zone, at)).toEqual(label);
  });

  it('gives the long name alone', () => {
    expect(longZoneName('Asia/Tokyo', WINTER)).toBe('Japan Standard Time');
    expect(longZoneName('Nope/Nope', WINTER)).toBeNull();
  });
});

describe('zoneLabel in Japanese', () => {
  it('names the zone in Japanese and keeps the short label', () => {
    expect(zoneLabel('UTC', SUMMER, 'ja')).toEqual({ short: 'UTC', long: '協定世界時' });
    expect(zoneLabel('Asia/Tokyo', WINTER, 'ja')).toEqual({ short: 'UTC+9', long: '日本標準時 (UTC+9)' });
    expect(zoneLabel('America/Los_Angeles', SUMMER, 'ja').short).toBe('PDT');
    expect(longZoneName('Asia/Tokyo', WINTER, 'ja')).toBe('日本標準時');
  });
});
