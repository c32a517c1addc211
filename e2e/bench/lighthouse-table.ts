// The Lighthouse bench's table: one line per page, TBT and LCP each with its ratio to the floor's.
import type { LighthouseFigures } from './lighthouse-figures';

const HEAD = ['perf', 'TBT ms', '×floor', 'LCP ms', '×floor', 'CLS', 'a11y', 'best pr.', 'SEO'];
const WIDTH = 10;
const LABEL_WIDTH = 30;

const whole = (x: number) => (Number.isNaN(x) ? '–' : `${Math.round(x)}`);
const ratio = (x: number, floor: number | undefined) =>
  floor === undefined ? '' : Number.isNaN(x) || !(floor > 0) ? '–' : `${(x / floor).toFixed(2)}×`;

/** The table's lines; `floor` gives the ratios (the floor's own row passes none and shows none). */
export function lighthouseTable(rows: { label: string; figures: LighthouseFigures; floor?: LighthouseFigures }[]): string[] {
  const line = (label: string, cells: string[]) => `  ${label.padEnd(LABEL_WIDTH)}${cells.map((c) => c.padStart(WIDTH)).join('')}`;
  return [
    line('page', HEAD),
    ...rows.map(({ label, figures: f, floor }) =>
      line(label, [
        whole(f.performance),
        whole(f.tbt),
        ratio(f.tbt, floor?.tbt),
        whole(f.lcp),
        ratio(f.lcp, floor?.lcp),
        Number.isNaN(f.cls) ? '–' : f.cls.toFixed(3),
        whole(f.accessibility),
        whole(f.bestPractices),
        whole(f.seo),
      ]),
    ),
  ];
}
