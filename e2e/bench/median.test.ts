import { median } from './median';

describe('median', () => {
  it('takes the middle figure of an odd count, whatever the order', () => {
    expect(median([1210, 380, 2450])).toBe(1210);
    expect(median([0.7, 0.52, 0.61])).toBe(0.61);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN without figures', () => {
    expect(median([])).toBeNaN();
  });

  it('leaves its input in place', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});
