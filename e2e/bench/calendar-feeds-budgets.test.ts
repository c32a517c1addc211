import { feedBreaches, percentile } from './calendar-feeds-budgets';

describe('calendar feed budgets', () => {
  it('takes the nearest-rank percentile, whatever the order of the figures', () => {
    const xs = [7, 1, 10, 3, 5, 9, 2, 8, 4, 6];
    expect(percentile(xs, 50)).toBe(5);
    expect(percentile(xs, 95)).toBe(10);
    expect(percentile(xs, 90)).toBe(9);
    expect(percentile([4], 95)).toBe(4);
    expect(percentile([], 50)).toBeNaN();
  });

  it('holds a feed to a 50 ms median and to 300 KB, naming the feed', () => {
    expect(feedBreaches({ feed: 'all', madeMs: [40, 60], bytes: 307_200 }, 50)).toEqual([]);
    expect(feedBreaches({ feed: 'all', madeMs: [40, 70], bytes: 307_201 }, 55)).toEqual([
      'all: made in 55.0 ms (median) > 50 ms',
      'all: 300.0 KB > 300 KB',
    ]);
  });

  it('fails a feed that was never answered', () => {
    expect(feedBreaches({ feed: 'limited', madeMs: [], bytes: 0 }, NaN)).toEqual([
      'limited: made in NaN ms (median) > 50 ms',
      'limited: no request answered',
    ]);
  });
});
