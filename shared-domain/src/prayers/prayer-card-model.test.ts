import { cutRateUps, maxPullsLabel, moreRateUpsLabel, prayerCardView, prayerNumberLabel } from './prayer-card-model';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('prayer card model', () => {
  it.each([
    [0, 0, 0],
    [3, 3, 0],
    [10, 10, 0],
    [11, 9, 2],
    [12, 9, 3],
    [40, 9, 31],
  ])('%i rate-ups -> %i shown, %i more', (count, shown, more) => {
    const cut = cutRateUps(numbers(count));
    expect(cut.shown).toEqual(numbers(shown));
    expect(cut.more).toBe(more);
  });

  it.each([
    [2, '-- 2 more... --'],
    [1234, '-- 1,234 more... --'],
  ])('more line for %i: %p', (n, text) => {
    expect(moreRateUpsLabel(n)).toBe(text);
  });

  it.each([
    [null, null],
    [1, 'Max: 1 pull'],
    [30, 'Max: 30 pulls'],
    [1500, 'Max: 1,500 pulls'],
  ])('max %p -> %p', (max, label) => {
    expect(maxPullsLabel(max)).toBe(label);
  });

  it('numbers the prayer within its type', () => {
    expect(prayerNumberLabel(396)).toBe('Prayer #396');
  });

  const p = { start: '2027-12-21T03:00:00Z', end: '2027-12-31T03:00:00Z', duration: 864_000_000, max: null, typeNo: 396 };
  it.each([
    ['2027-12-21T02:59:59Z', 'upcoming', 'Starts in', '2027-12-21T03:00:00Z'],
    ['2027-12-21T03:00:00Z', 'ongoing', 'Ends in', '2027-12-31T03:00:00Z'],
    ['2027-12-31T02:59:59Z', 'ongoing', 'Ends in', '2027-12-31T03:00:00Z'],
    ['2027-12-31T03:00:00Z', 'ended', null, null],
  ])('at %s: %s, %p', (now, phase, label, to) => {
    const view = prayerCardView(p, Date.parse(now));
    expect(view.phase).toBe(phase);
    expect(view.countdownLabel).toBe(label);
    expect(view.countdownTo).toBe(to === null ? null : Date.parse(to));
    expect(view.durationLabel).toBe('10 days 0 hours');
    expect(view.numberLabel).toBe('Prayer #396');
  });
});
