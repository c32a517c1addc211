// The Lighthouse bench's table: one line per page, TBT as a ratio to the React floor's, LCP as a ratio
// to each floor's (React hello world / static HTML of the home's size).
import type { LighthouseFigures } from './lighthouse-figures';

export interface LighthouseRow {
  label: string;
  figures: LighthouseFigures;
  /** The floors measured in the same run; a floor's own row has none and shows no ratio. */
  floors?: { react: LighthouseFigures; static: LighthouseFigures };
}

const COLUMNS: [head: string, width: number][] = [
  ['perf', 10],
  ['TBT ms', 10],
  ['×React', 10],
  ['LCP ms', 10],
  // The static floor runs no script, so its TBT is nothing to divide by: its ratio is LCP's alone.
  ['×React / ×static', 20],
  ['CLS', 10],
  ['a11y', 10],
  ['best pr.', 10],
  ['SEO', 10],
];
const LABEL_WIDTH = 30;

const whole = (x: number) => (Number.isNaN(x) ? '–' : `${Math.round(x)}`);
const ratio = (x: number, floor: number) => (Number.isNaN(x) || !(floor > 0) ? '–' : `${(x / floor).toFixed(2)}×`);

/** The table's lines, a head and then one line per row. */
export function lighthouseTable(rows: LighthouseRow[]): string[] {
  const line = (label: string, cells: string[]) =>
    `  ${label.padEnd(LABEL_WIDTH)}${cells.map((c, i) => c.padStart(COLUMNS[i]![1])).join('')}`;
  return [
    line(
      'page',
      COLUMNS.map(([head]) => head),
    ),
    ...rows.map(({ label, figures: f, floors }) =>
      line(label, [
        whole(f.performance),
        whole(f.tbt),
        floors ? ratio(f.tbt, floors.react.tbt) : '',
        whole(f.lcp),
        floors ? `${ratio(f.lcp, floors.react.lcp)} / ${ratio(f.lcp, floors.static.lcp)}` : '',
        Number.isNaN(f.cls) ? '–' : f.cls.toFixed(3),
        whole(f.accessibility),
        whole(f.bestPractices),
        whole(f.seo),
      ]),
    ),
  ];
}
