import { judgeRuns, lighthouseBreaches } from './lighthouse-budgets';
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
      "/prayers: LCP 1801 ms > 1.2× the React floor's 1500 ms (1800 ms)",
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

describe('judgeRuns', () => {
  const run = (tbt: number, performance = 94, lcp = 1650): LighthouseFigures => ({ ...good, tbt, performance, lcp });

  it('judges TBT on the median of five runs: two slow runs out of five do not breach it', () => {
    const { figures, breaches } = judgeRuns('/', [run(150), run(480), run(90), run(260), run(180)], floor);
    expect(figures.tbt).toBe(180);
    expect(breaches).toEqual([]);
  });

  it('breaches TBT when three runs out of five are over 200 ms, naming the median', () => {
    expect(judgeRuns('/prayers', [run(150), run(480), run(210), run(260), run(180)], floor).breaches).toEqual([
      '/prayers: TBT 210 ms > 200 ms',
    ]);
  });

  it('judges performance and LCP on the medians of the same runs', () => {
    const runs = [run(100, 95, 1700), run(100, 89, 1900), run(100, 88, 1850), run(100, 91, 1600), run(100, 92, 1820)];
    expect(judgeRuns('/story-cards', runs, floor)).toEqual({
      figures: { ...good, tbt: 100, performance: 91, lcp: 1820 },
      breaches: ["/story-cards: LCP 1820 ms > 1.2× the React floor's 1500 ms (1800 ms)"],
    });
  });

  it('breaches TBT judged on fewer than five runs, however low their median', () => {
    expect(judgeRuns('/', [run(40), run(60), run(50)], floor).breaches).toEqual([
      '/: TBT from 3 runs, its budget is judged on the median of 5',
    ]);
    expect(judgeRuns('/', [run(40), run(60), run(NaN), run(50), run(70)], floor).breaches).toEqual([
      '/: TBT from 4 runs, its budget is judged on the median of 5',
    ]);
  });

  it('takes more than five runs as they come: the median of seven', () => {
    const seven = [run(150), run(480), run(210), run(260), run(180), run(120), run(130)];
    expect(judgeRuns('/', seven, floor)).toEqual({ figures: { ...good, tbt: 180 }, breaches: [] });
  });
});
