import { figuresOf, medianFigures, type LighthouseFigures } from './lighthouse-figures';

const report = {
  categories: {
    performance: { score: 0.87 },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
    seo: { score: 0.92 },
  },
  audits: {
    'total-blocking-time': { numericValue: 312.5 },
    'largest-contentful-paint': { numericValue: 2140.25 },
    'cumulative-layout-shift': { numericValue: 0.013 },
  },
};

describe('figuresOf', () => {
  it('reads the four category scores out of 100 and the three metrics', () => {
    expect(figuresOf(report)).toEqual({
      performance: 87,
      accessibility: 100,
      bestPractices: 96,
      seo: 92,
      tbt: 312.5,
      lcp: 2140.25,
      cls: 0.013,
    });
  });

  it('gives NaN for a category Lighthouse could not score and a metric it did not measure', () => {
    const figures = figuresOf({ categories: { ...report.categories, performance: { score: null } }, audits: {} });
    expect(figures.performance).toBeNaN();
    expect(figures.tbt).toBeNaN();
    expect(figures.seo).toBe(92);
  });
});

describe('medianFigures', () => {
  const run = (performance: number, tbt: number, lcp: number): LighthouseFigures => ({
    performance,
    accessibility: 100,
    bestPractices: 96,
    seo: 100,
    tbt,
    lcp,
    cls: 0,
  });

  it('takes the median of each figure on its own', () => {
    expect(medianFigures([run(91, 150, 1900), run(72, 620, 1500), run(95, 90, 2400)])).toEqual({
      performance: 91,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      tbt: 150,
      lcp: 1900,
      cls: 0,
    });
  });

  it('leaves out a run without the figure', () => {
    expect(medianFigures([run(NaN, 100, 1000), run(80, 300, 1200), run(90, 200, 1100)]).performance).toBe(85);
  });
});
