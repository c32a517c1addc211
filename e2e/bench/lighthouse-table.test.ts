import type { LighthouseFigures } from './lighthouse-figures';
import { lighthouseTable } from './lighthouse-table';

const react: LighthouseFigures = { performance: 97, accessibility: 100, bestPractices: 100, seo: 82, tbt: 160, lcp: 1500, cls: 0 };
const staticFloor: LighthouseFigures = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, tbt: 0, lcp: 1250, cls: 0 };
const home: LighthouseFigures = { performance: 91.5, accessibility: 100, bestPractices: 96, seo: 100, tbt: 240.4, lcp: 1725, cls: 0.0123 };
const floors = { react, static: staticFloor };

describe('lighthouseTable', () => {
  it('prints a head, both floors, then each page with TBT as a ratio to the React floor and LCP to both floors', () => {
    expect(
      lighthouseTable([
        { label: 'floor (React hello world)', figures: react },
        { label: 'floor (static HTML)', figures: staticFloor },
        { label: '/', figures: home, floors },
      ]),
    ).toEqual([
      '  page                                perf    TBT ms    ×React    LCP ms    ×React / ×static       CLS      a11y  best pr.       SEO',
      '  floor (React hello world)             97       160                1500                         0.000       100       100        82',
      '  floor (static HTML)                  100         0                1250                         0.000       100       100       100',
      '  /                                     92       240     1.50×      1725       1.15× / 1.38×     0.012       100        96       100',
    ]);
  });

  it('shows a dash for a figure Lighthouse did not give, and for a ratio to a floor without one', () => {
    const [, row] = lighthouseTable([
      { label: '/x', figures: { ...home, performance: NaN, tbt: NaN, cls: NaN }, floors: { react, static: { ...staticFloor, lcp: NaN } } },
    ]);
    expect(row).toBe(
      '  /x                                     –         –         –      1725           1.15× / –         –       100        96       100',
    );
  });

  it('shows a dash, not infinity, for a ratio to a floor of nothing', () => {
    const [, row] = lighthouseTable([
      { label: '/y', figures: { ...home, tbt: 120 }, floors: { react: { ...react, tbt: 0 }, static: staticFloor } },
    ]);
    expect(row).toBe(
      '  /y                                    92       120         –      1725       1.15× / 1.38×     0.012       100        96       100',
    );
  });
});
