import { lighthouseBreaches } from './lighthouse-budgets';
import type { LighthouseFigures } from './lighthouse-figures';

const floor: LighthouseFigures = { performance: 96, accessibility: 100, bestPractices: 100, seo: 82, tbt: 150, lcp: 1500, cls: 0 };
const good: LighthouseFigures = { performance: 94, accessibility: 100, bestPractices: 100, seo: 100, tbt: 120, lcp: 1650, cls: 0.01 };

describe('lighthouseBreaches', () => {
  it('finds none on a page within every budget', () => {
    expect(lighthouseBreaches('/', good, floor)).toEqual([]);
  });

  it('holds at the limits themselves: performance 90, TBT 200 ms, LCP 1.2× the floor, 98 for the other scores', () => {
    const atLimits = { performance: 90, accessibility: 98, bestPractices: 98, seo: 98, tbt: 200, lcp: 1800, cls: 0 };
    expect(lighthouseBreaches('/', atLimits, floor)).toEqual([]);
  });

  it('names every breached budget with the page, the figure and the limit', () => {
    const bad = { performance: 61, accessibility: 97, bestPractices: 92, seo: 91, tbt: 2310.4, lcp: 1801, cls: 0 };
    expect(lighthouseBreaches('/prayers', bad, floor)).toEqual([
      '/prayers: performance 61 < 90',
      '/prayers: TBT 2310 ms > 200 ms',
      "/prayers: LCP 1801 ms > 1.2× the floor's 1500 ms (1800 ms)",
      '/prayers: accessibility 97 < 98',
      '/prayers: best practices 92 < 98',
      '/prayers: SEO 91 < 98',
    ]);
  });

  it('counts a figure Lighthouse could not give as breached', () => {
    expect(lighthouseBreaches('/update-log', { ...good, performance: NaN, tbt: NaN }, floor)).toEqual([
      '/update-log: performance NaN < 90',
      '/update-log: TBT NaN ms > 200 ms',
    ]);
  });
});
