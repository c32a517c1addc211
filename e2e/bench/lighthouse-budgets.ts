// The Lighthouse budgets (mobile preset: simulated 4× CPU and slow 4G) and their check.
import type { LighthouseFigures } from './lighthouse-figures';

export const LIGHTHOUSE_BUDGET = {
  performance: 90,
  tbtMs: 200,
  /** A page's LCP against the hello-world floor's, measured in the same run. */
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
      `${label}: LCP ${Math.round(page.lcp)} ms > ${b.lcpToFloor}× the floor's ${Math.round(floor.lcp)} ms (${Math.round(lcpLimit)} ms)`,
    );
  if (below(page.accessibility, b.accessibility)) out.push(`${label}: accessibility ${page.accessibility} < ${b.accessibility}`);
  if (below(page.bestPractices, b.bestPractices)) out.push(`${label}: best practices ${page.bestPractices} < ${b.bestPractices}`);
  if (below(page.seo, b.seo)) out.push(`${label}: SEO ${page.seo} < ${b.seo}`);
  return out;
}
