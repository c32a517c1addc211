// The page-vitals budgets and their check: what a page's medians breach, what a failed scripted
// interaction says, and the collection marks' budget on the phone profile.
import { median } from './median';

export const PAGE_VITALS_BUDGET = {
  homeLcp: 1000,
  sectionLcp: 1600,
  inp: 100,
  cls: 0.05,
  /** The player's own collection marks shown, ms after FCP (4× CPU, slow 4G, 390×844). */
  marksAfterFcp: 1500,
} as const;

/** A page's medians (ms, CLS unitless); NaN or missing when no run gave the figure. */
export interface PageFigures {
  'LCP*'?: number;
  LCP?: number;
  data?: number;
  INP?: number;
  CLS?: number;
}

/** What a run's failed interaction is reported as: the page, the run and the error's first line. */
export function interactionFailure(label: string, run: number, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `${label}: the scripted interaction failed in run ${run} (${message.split('\n')[0]})`;
}

const known = (x: number | undefined): x is number => x !== undefined && !Number.isNaN(x);
const ms = (x: number | undefined) => (known(x) ? `${Math.round(x)}` : '–');

/**
 * Each budget a page breaches, named with its figure and limit. A failed interaction is a breach of
 * its own (its run's INP is not a figure), and so is an INP no run recorded: neither may pass as 0.
 */
export function vitalsBreaches(
  page: { label: string; home: boolean; data: string },
  v: PageFigures,
  interactionFailures: readonly string[] = [],
): string[] {
  const b = PAGE_VITALS_BUDGET;
  const out: string[] = [...interactionFailures];
  const lcpBudget = page.home ? b.homeLcp : b.sectionLcp;
  const lcpStar = v['LCP*'];
  if (!known(lcpStar)) out.push(`${page.label}: LCP* unknown, the page's data (${page.data}) never showed`);
  else if (lcpStar > lcpBudget) out.push(`${page.label}: LCP* ${ms(lcpStar)} ms > ${lcpBudget} ms (LCP ${ms(v.LCP)}, data ${ms(v.data)})`);
  if (!known(v.INP)) {
    if (interactionFailures.length === 0) out.push(`${page.label}: INP unknown, no run recorded the scripted interaction`);
  } else if (v.INP > b.inp) out.push(`${page.label}: INP ${ms(v.INP)} ms > ${b.inp} ms`);
  if (!known(v.CLS)) out.push(`${page.label}: CLS unknown`);
  else if (v.CLS > b.cls) out.push(`${page.label}: CLS ${v.CLS.toFixed(3)} > ${b.cls}`);
  return out;
}

/** The marks' median ms after FCP over the runs that saw them (NaN for none). */
export const marksMedian = (runs: readonly (number | undefined)[]) => median(runs.filter(known));

/**
 * The marks' breach, if any: their median time after FCP over the runs, where a run in which they
 * never showed (undefined) fails the page whatever the others say.
 */
export function marksBreaches(label: string, runs: readonly (number | undefined)[]): string[] {
  const budget = PAGE_VITALS_BUDGET.marksAfterFcp;
  const missing = runs.filter((r) => !known(r)).length;
  if (runs.length === 0) return [`${label}: no run measured the collection marks`];
  if (missing > 0)
    return [`${label}: the collection marks never showed in ${missing} of ${runs.length} runs (budget ${budget} ms after FCP)`];
  const figure = marksMedian(runs);
  return figure > budget ? [`${label}: collection marks ${ms(figure)} ms after FCP > ${budget} ms`] : [];
}
