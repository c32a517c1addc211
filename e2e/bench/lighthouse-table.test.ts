import type { LighthouseFigures } from './lighthouse-figures';
import { lighthouseTable } from './lighthouse-table';

const floor: LighthouseFigures = { performance: 97, accessibility: 100, bestPractices: 100, seo: 82, tbt: 160, lcp: 1500, cls: 0 };
const home: LighthouseFigures = { performance: 91.5, accessibility: 100, bestPractices: 96, seo: 100, tbt: 240.4, lcp: 1725, cls: 0.0123 };

describe('lighthouseTable', () => {
  it('prints a head, then each page with TBT and LCP as ratios to the floor', () => {
    expect(
      lighthouseTable([
        { label: 'floor (React hello world)', figures: floor },
        { label: '/', figures: home, floor },
      ]),
    ).toEqual([
      '  page                                perf    TBT ms    ×floor    LCP ms    ×floor       CLS      a11y  best pr.       SEO',
      '  floor (React hello world)             97       160                1500               0.000       100       100        82',
      '  /                                     92       240     1.50×      1725     1.15×     0.012       100        96       100',
    ]);
  });

  it('shows a dash for a figure Lighthouse did not give', () => {
    const [, row] = lighthouseTable([{ label: '/x', figures: { ...home, performance: NaN, tbt: NaN, cls: NaN }, floor }]);
    expect(row).toBe(
      '  /x                                     –         –         –      1725     1.15×         –       100        96       100',
    );
  });
});
