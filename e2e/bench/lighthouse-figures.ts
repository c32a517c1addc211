// The figures the Lighthouse bench reads from a report, and their median over runs (each figure on
// its own: one slow run moves no figure of the others).
import { median } from './median';

export interface LighthouseFigures {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Total blocking time and largest contentful paint, ms (simulated throttling). */
  tbt: number;
  lcp: number;
  cls: number;
}

/** The part of a Lighthouse result (lhr) read here. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

const score = (report: LighthouseReport, id: string) => Math.round((report.categories[id]?.score ?? NaN) * 100);
const value = (report: LighthouseReport, id: string) => report.audits[id]?.numericValue ?? NaN;

export function figuresOf(report: LighthouseReport): LighthouseFigures {
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    tbt: value(report, 'total-blocking-time'),
    lcp: value(report, 'largest-contentful-paint'),
    cls: value(report, 'cumulative-layout-shift'),
  };
}

export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]).filter((x) => !Number.isNaN(x)));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    tbt: of('tbt'),
    lcp: of('lcp'),
    cls: of('cls'),
  };
}
