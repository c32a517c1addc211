// Lighthouse on every page of the page-vitals bench and on two floors, in the same run: the React
// hello world (the budgets' floor) and a static HTML page of the home's size, in HTML and on the wire,
// without script. The mobile preset (simulated 4× CPU and slow 4G from one unthrottled load), median
// of 5 runs per page. Budgets: performance ≥ 90, TBT ≤ 200 ms on the median of at least 5 runs, LCP ≤ 1.2× the
// React floor's, accessibility, best practices and SEO ≥ 98. LCP is also shown against the static
// floor's. Exits non-zero on a breach, naming the page, the metric and the figure.
//   BENCH_ONLY=<regular expression>  only the pages whose label matches (both floors always run)
//   LIGHTHOUSE_RUNS=<n>              runs per page (5; fewer breaches the TBT budget of every page)
//   LIGHTHOUSE_SAVE=<folder>         keeps each run's full report there (traces: bootup-time, long-tasks…)
//   LIGHTHOUSE_TRACE=<folder>        keeps each run's trace there, with JS samples (slower: not for judging)
//   LIGHTHOUSE_ORIGIN=<url>          measures a site already running there instead of starting one
import fs from 'node:fs';
import path from 'node:path';
import { FLOOR, onlyPages, serveFloor, sitePages } from './bench-pages';
import { htmlSize, serveStaticFloor, STATIC_FLOOR } from './floor/serve-static-floor';
import { LIGHTHOUSE_BUDGET as B, judgeRuns } from './lighthouse-budgets';
import { figuresOf, medianFigures, type LighthouseFigures } from './lighthouse-figures';
import { runLighthouse } from './lighthouse-run';
import { lighthouseTable, type LighthouseRow } from './lighthouse-table';
import { startServers } from './serve-for-bench';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? B.runs);
const SAVE = process.env.LIGHTHOUSE_SAVE;
const TRACE = process.env.LIGHTHOUSE_TRACE;

/**
 * Lighthouse now and then fails to record a trace it can read (NO_NAVSTART, NO_FCP) and asks to be
 * run again: it is, once, so one bad recording does not end the whole bench.
 */
async function runLighthouseOnceMore(url: string, traceTo?: string) {
  try {
    return await runLighthouse(url, traceTo);
  } catch (error: unknown) {
    if (!/run Lighthouse again/i.test(String(error))) throw error;
    console.warn(`  ${String(error).split('\n')[0]}: running it again`);
    return runLighthouse(url, traceTo);
  }
}

async function measure(label: string, url: string): Promise<LighthouseFigures[]> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    if (TRACE) fs.mkdirSync(TRACE, { recursive: true });
    const lhr = await runLighthouseOnceMore(
      url,
      TRACE ? path.join(TRACE, `${label.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.trace.json`) : undefined,
    );
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
  return runs;
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`LIGHTHOUSE_RUNS must be a whole number of runs: ${process.env.LIGHTHOUSE_RUNS}`);
  if (RUNS < B.runs) console.warn(`LIGHTHOUSE_RUNS=${RUNS}: fewer than ${B.runs} runs, so every page breaches its TBT budget`);
  const stops: (() => Promise<unknown>)[] = [];
  const rows: LighthouseRow[] = [];
  const breaches: string[] = [];
  let sizes: string;
  try {
    const site = process.env.LIGHTHOUSE_ORIGIN
      ? { origin: process.env.LIGHTHOUSE_ORIGIN, stop: async () => undefined }
      : await startServers();
    stops.push(site.stop);
    const floorServer = await serveFloor();
    stops.push(floorServer.close);
    // The home as visitors get it: the first answer may be a fresh render, the second is the kept page.
    await htmlSize(`${site.origin}/`);
    const home = await htmlSize(`${site.origin}/`);
    const staticServer = await serveStaticFloor(home);
    stops.push(staticServer.close);
    const floor = staticServer.size;
    sizes =
      `  static floor: ${floor.html} bytes of HTML as the home's ${home.html}; on the wire ${floor.wire} bytes (${floor.encoding}), ` +
      `the home's ${home.wire} (${home.encoding}), its text starting over every ${staticServer.freshText} characters`;
    console.log(sizes);

    const react = medianFigures(await measure(FLOOR.label, `${floorServer.origin}${FLOOR.path}`));
    rows.push({ label: FLOOR.label, figures: react });
    const staticFloor = medianFigures(await measure(STATIC_FLOOR.label, `${staticServer.origin}${STATIC_FLOOR.path}`));
    rows.push({ label: STATIC_FLOOR.label, figures: staticFloor });
    for (const target of onlyPages(await sitePages(site.origin))) {
      const judged = judgeRuns(target.label, await measure(target.label, `${site.origin}${target.path}`), react);
      rows.push({ label: target.label, figures: judged.figures, floors: { react, static: staticFloor } });
      breaches.push(...judged.breaches);
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
  console.log(`\nLighthouse ${'12.2.3'}, mobile preset (simulated 4× CPU, slow 4G), median of ${RUNS} runs per page`);
  for (const line of lighthouseTable(rows)) console.log(line);
  console.log(`  ×React: the page's figure over the React hello-world floor's; ×static: over the static HTML floor's (no script)`);
  console.log(sizes);
  console.log(
    `  budgets: performance ≥ ${B.performance}, TBT ≤ ${B.tbtMs} ms (median of at least ${B.runs} runs), ` +
      `LCP ≤ ${B.lcpToFloor}× the React floor's (the static floor's ratio is shown, not judged), ` +
      `accessibility, best practices and SEO ≥ ${B.seo}`,
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
