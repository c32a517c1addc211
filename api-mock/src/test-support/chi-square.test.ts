import { chiSquare, gammaQ } from './chi-square';

describe('chi-square helper', () => {
  it('matches known upper-tail probabilities', () => {
    // Chi-square(1) at 3.841 -> p 0.05; chi-square(10) at 23.209 -> p 0.01; chi-square(100) at 124.342 -> 0.05.
    expect(gammaQ(0.5, 3.841 / 2)).toBeCloseTo(0.05, 3);
    expect(gammaQ(5, 23.209 / 2)).toBeCloseTo(0.01, 3);
    expect(gammaQ(50, 124.342 / 2)).toBeCloseTo(0.05, 3);
  });

  it('rejects a visibly biased sample and pools tiny cells', () => {
    const fair = chiSquare([5000, 5000, 3, 1], [0.4997, 0.4997, 0.0004, 0.0002]);
    expect(fair.cells).toBe(3);
    expect(fair.pValue).toBeGreaterThan(0.001);
    expect(chiSquare([6000, 4000], [0.5, 0.5]).pValue).toBeLessThan(1e-6);
  });
});
