import { msUntilNextUtcMidnight, nextUtcMidnight } from './daily-reset';
import { MS_PER_DAY } from 'shared-domain/formatting/time-split';

describe('daily reset', () => {
  const midnight = Date.UTC(2024, 1, 29); // a leap day

  it.each([
    ['exactly at midnight, a full day away', midnight, MS_PER_DAY],
    ['one millisecond after midnight', midnight + 1, MS_PER_DAY - 1],
    ['one millisecond before midnight', midnight - 1, 1],
    ['at noon', midnight + MS_PER_DAY / 2, MS_PER_DAY / 2],
  ])('%s', (_label, now, left) => {
    expect(msUntilNextUtcMidnight(now)).toBe(left);
  });

  it('lands on a UTC midnight, whatever the local zone', () => {
    const next = new Date(nextUtcMidnight(Date.UTC(2024, 1, 29, 15, 30)));
    expect(next.toISOString()).toBe('2024-03-01T00:00:00.000Z');
  });

  it('crosses the year end', () => {
    expect(new Date(nextUtcMidnight(Date.UTC(2024, 11, 31, 23, 59, 59, 999))).toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });
});
