// Lighthouse on every page of the page-vitals bench and on the hello-world floor, in the same run:
// the mobile preset (simulated 4× CPU and slow 4G from one unthrottled load), median of 3 runs per
// page. Budgets: performance ≥ 90, TBT ≤ 200 ms, LCP ≤ 1.2× the floor's, accessibility, best
// practices and SEO ≥ 98. Exits non-zero on a breach, naming the page, the metric and the figure.
//   BENCH_ONLY=<regular expression>  only the pages whose label matches (the floor always runs)
//   LIGHTHOUSE_RUNS=<n>              runs per page (3)
//   LIGHTHOUSE_SAVE=<folder>         keeps each run's full report there (traces: bootup-time, long-tasks…)
//   LIGHTHOUSE_ORIGIN=<url>          measures a site already running there instead of starting one
import fs from 'node:fs';
import path from 'node:path';
import { FLOOR, onlyPages, serveFloor, sitePages } from './bench-pages';
import { LIGHTHOUSE_BUDGET as B, lighthouseBreaches } from './lighthouse-budgets';
import { figuresOf, medianFigures, type LighthouseFigures } from './lighthouse-figures';
import { runLighthouse } from './lighthouse-run';
import { lighthouseTable } from './lighthouse-table';
import { startServers } from './serve-for-bench';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SAVE = process.env.LIGHTHOUSE_SAVE;

/**
 * Lighthouse now and then fails to record a trace it can read (NO_NAVSTART, NO_FCP) and asks to be
 * run again: it is, once, so one bad recording does not end the whole bench.
 */
async function runLighthouseOnceMore(url: string) {
  try {
    return await runLighthouse(url);
  } catch (error: unknown) {
    if (!/run Lighthouse again/i.test(String(error))) throw error;
    console.warn(`  ${String(error).split('\n')[0]}: running it again`);
    return runLighthouse(url);
  }
}

async function measure(label: string, url: string): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const lhr = await runLighthouseOnceMore(url);
    const figures = figuresOf(lhr);
    runs.push(figures);
    console.log(
      `  ${label} run ${i + 1}: performance ${figures.performance}, TBT ${Math.round(figures.tbt)} ms, LCP ${Math.round(figures.lcp)} ms`,
    );
    if (SAVE) {
      fs.mkdirSync(SAVE, { recursive: true });
      fs.writeFileSync(path.join(SAVE, `${label.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`), JSON.stringify(lhr));
    }
  }
  return medianFigures(runs);
}

async function main() {
  const floorServer = await serveFloor();
  const site = process.env.LIGHTHOUSE_ORIGIN
    ? { origin: process.env.LIGHTHOUSE_ORIGIN, stop: async () => undefined }
    : await startServers();
  const rows: { label: string; figures: LighthouseFigures; floor?: LighthouseFigures }[] = [];
  const breaches: string[] = [];
  try {
    const floor = await measure(FLOOR.label, `${floorServer.origin}${FLOOR.path}`);
    rows.push({ label: FLOOR.label, figures: floor });
    for (const target of onlyPages(await sitePages(site.origin))) {
      const figures = await measure(target.label, `${site.origin}${target.path}`);
      rows.push({ label: target.label, figures, floor });
      breaches.push(...lighthouseBreaches(target.label, figures, floor));
    }
  } finally {
    await site.stop();
    await floorServer.close();
  }
  console.log(
    `\nLighthouse ${'12.2.3'}, mobile preset (simulated 4× CPU, slow 4G), median of ${RUNS}; TBT and LCP with their ratio to the floor's`,
  );
  for (const line of lighthouseTable(rows)) console.log(line);
  console.log(
    `  budgets: performance ≥ ${B.performance}, TBT ≤ ${B.tbtMs} ms, LCP ≤ ${B.lcpToFloor}× the floor's, accessibility, best practices and SEO ≥ ${B.seo}`,
  );
  if (breaches.length > 0) {
    console.error(`\nLighthouse budget breached:\n  ${breaches.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All Lighthouse budgets met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
