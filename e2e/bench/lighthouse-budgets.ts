// The Lighthouse budgets (mobile preset: simulated 4× CPU and slow 4G) and their check.
import { medianFigures, type LighthouseFigures } from './lighthouse-figures';

export const LIGHTHOUSE_BUDGET = {
  /** Runs whose median is judged: one run's TBT on this shared machine swings too far to judge alone. */
  runs: 5,
  performance: 90,
  tbtMs: 200,
  /** A page's LCP against the React hello-world floor's, measured in the same run. */
  lcpToFloor: 1.2,
  accessibility: 98,
  bestPractices: 98,
  seo: 98,
} as const;

/** Each breached budget of a page, named with its figure and limit; none when every budget holds. */
export function lighthouseBreaches(label: string, page: LighthouseFigures, floor: LighthouseFigures): string[] {
  const b = LIGHTHOUSE_BUDGET;
  const out: string[] = [];
  // A figure Lighthouse could not give (NaN) fails its budget too.
  const below = (figure: number, min: number) => !(figure >= min);
  if (below(page.performance, b.performance)) out.push(`${label}: performance ${page.performance} < ${b.performance}`);
  if (!(page.tbt <= b.tbtMs)) out.push(`${label}: TBT ${Math.round(page.tbt)} ms > ${b.tbtMs} ms`);
  const lcpLimit = floor.lcp * b.lcpToFloor;
  if (!(page.lcp <= lcpLimit))
    out.push(
      `${label}: LCP ${Math.round(page.lcp)} ms > ${b.lcpToFloor}× the React floor's ${Math.round(floor.lcp)} ms (${Math.round(lcpLimit)} ms)`,
    );
  if (below(page.accessibility, b.accessibility)) out.push(`${label}: accessibility ${page.accessibility} < ${b.accessibility}`);
  if (below(page.bestPractices, b.bestPractices)) out.push(`${label}: best practices ${page.bestPractices} < ${b.bestPractices}`);
  if (below(page.seo, b.seo)) out.push(`${label}: SEO ${page.seo} < ${b.seo}`);
  return out;
}

/**
 * A page judged on its runs: the median of each figure (a run without the figure left out), and its
 * breaches. TBT from fewer runs than the budget's is a breach of its own, whatever its median.
 */
export function judgeRuns(
  label: string,
  runs: LighthouseFigures[],
  floor: LighthouseFigures,
): { figures: LighthouseFigures; breaches: string[] } {
  const figures = medianFigures(runs);
  const breaches = lighthouseBreaches(label, figures, floor);
  const withTbt = runs.filter((r) => !Number.isNaN(r.tbt)).length;
  if (withTbt < LIGHTHOUSE_BUDGET.runs)
    breaches.push(`${label}: TBT from ${withTbt} runs, its budget is judged on the median of ${LIGHTHOUSE_BUDGET.runs}`);
  return { figures, breaches };
}
