import { delayInWords, globalDelay, projectedDebuts, type ReleasePair } from './projection-rule';
import { en } from '../messages/test-support/english';

// Hand-made units at 03:00 UTC on both sides; the gaps (global minus JP) are counted by hand:
// A 301 days, B 303, C 310, D 306, E 305, F 304, G 142 (an old one, outside the recent five).
const at3 = (day: string) => `${day}T03:00:00Z`;
const unit = (id: number, jp: string | null, global: string | null): ReleasePair => ({
  id,
  jpDebut: jp && at3(jp),
  debut: global && at3(global),
});
const RELEASED = [
  unit(1, '2025-01-01', '2025-10-29'),
  unit(2, '2025-02-01', '2025-12-01'),
  unit(3, '2025-03-01', '2026-01-05'),
  unit(4, '2025-04-01', '2026-02-01'),
  unit(5, '2025-05-01', '2026-03-02'),
  unit(6, '2025-06-01', '2026-04-01'),
  unit(7, '2021-05-11', '2021-09-30'),
];
// Out in JP, not in global: H undated, I dated 12 May 2026 by the global version, L and M later.
const H = unit(8, '2025-07-01', null);
const I = unit(9, '2025-07-15', '2026-05-12');
const L = unit(10, '2025-12-20', null);
const M = unit(11, '2026-01-10', null);
// Never out in JP: nothing to project from.
const N = unit(12, null, null);
// The API's two lists overlap: a unit twice counts once (F again, as a later duplicate).
const ALL = [...RELEASED, H, I, L, M, N, unit(6, '2025-06-01', '2026-04-01')];

describe('globalDelay', () => {
  it('is the median gap of the five most recent units out in both versions', () => {
    // On 15 April 2026 the recent five are B..F: 303, 304, 305, 306, 310; H has waited 288 days only.
    const delay = globalDelay(ALL, Date.parse('2026-04-15T00:00:00Z'));
    expect(delay).toEqual({ days: 305, medianDays: 305, sample: 5, waitingSince: null });
    expect(delayInWords(en, delay!)).toBe(
      'the median gap between the JP and global releases of the 5 most recent units both versions have released is 305 days, so the delay is taken as 305 days',
    );
  });

  it('is at least the wait already run for the oldest JP unit global still lacks', () => {
    // On 1 June 2026 I is out (301 days) and the five are C, D, E, F, I: median 305. H has waited
    // 334 days and 21 hours by then, so the global version is 335 whole days behind at least.
    const delay = globalDelay(ALL, Date.parse('2026-06-01T00:00:00Z'));
    expect(delay).toEqual({ days: 335, medianDays: 305, sample: 5, waitingSince: '2025-07-01T03:00:00Z' });
    expect(delayInWords(en, delay!)).toContain(
      'a unit out in JP since 2025-07-01 is still not out in global, so the delay is at least 335 days',
    );
  });

  it('takes the lower middle of an even sample, and is null with nothing released in both', () => {
    // Only A (301) and B (303) are out in both on 1 January 2026.
    expect(globalDelay(ALL, Date.parse('2026-01-01T00:00:00Z'))?.medianDays).toBe(301);
    expect(globalDelay([H, L, N], Date.parse('2026-01-01T00:00:00Z'))).toBeNull();
    // C (310), D (306) and F (304) three times: once each, the median is 306 (F thrice would make it 304).
    const f = RELEASED[5]!;
    expect(globalDelay([RELEASED[2]!, RELEASED[3]!, f, f, f], Date.parse('2026-04-15T00:00:00Z'))?.medianDays).toBe(306);
  });
});

describe('projectedDebuts', () => {
  it('moves each JP unit global lacks by the delay, soonest first', () => {
    const now = Date.parse('2026-04-15T00:00:00Z');
    // 305 days after 1 July 2025 is 2 May 2026; after 15 July, 16 May; after 20 December, 21 October;
    // after 10 January 2026, 11 November: past the 200 days (1 November) asked for here.
    expect(projectedDebuts(ALL, globalDelay(ALL, now)!, now, 200)).toEqual([
      { id: 8, start: '2026-05-02T03:00:00Z' },
      { id: 9, start: '2026-05-16T03:00:00Z' },
      { id: 10, start: '2026-10-21T03:00:00Z' },
    ]);
  });

  it('never dates a unit before now, and stops at the horizon', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    // 335 days: H on 1 June 2026 03:00 (just after now), L on 20 November 2026; M (11 December)
    // is past the 182-day horizon (30 November).
    expect(projectedDebuts(ALL, globalDelay(ALL, now)!, now, 182)).toEqual([
      { id: 8, start: '2026-06-01T03:00:00Z' },
      { id: 10, start: '2026-11-20T03:00:00Z' },
    ]);
  });
});
