// Page vitals under throttling (4× CPU slowdown, Fast 4G: 165 ms, 1,012,500 B/s down, 168,750 B/s
// up, through CDP), on the production builds, median of 5 fresh contexts per page.
//   - LCP, FCP, CLS, TTFB from the web-vitals library; "data" is when the page's data is visible
//     (its heading, no skeleton left, the page's own data element), and a page's LCP only counts
//     once its data shows: LCP* = max(LCP, data).
//   - INP from a scripted interaction per page (type in a filter, open a modal, step a floor, pull).
//     An interaction that fails is a breach naming the page, the run and the error (its run gives
//     no INP); so is an INP no run recorded.
//   - The player's collection marks, on a phone (4× CPU, Lighthouse's slow 4G: 150 ms, 1.6 Mbps
//     down, 750 kbps up; 390×844): a collection with everything owned is stored in a fresh context
//     as the site stores it, and each page that shows marks (BenchPage.marks) is timed from its FCP
//     to the moment they show (its marks element there, nothing marked `data-owned` still busy).
//   - The floor: a React hello world built by the same toolchain and served the same way
//     (bench/floor), measured in the same run; every figure is printed beside it as a ratio.
// Budgets (page-vitals-budgets.ts): home LCP* ≤ 1.0 s, a section's LCP* ≤ 1.6 s, INP ≤ 100 ms,
// CLS ≤ 0.05, the collection marks ≤ 1.5 s after FCP on the phone.
// Exits non-zero on a breach, naming the page, the metric and the figure.
//   BENCH_ONLY=<regular expression>  only the pages whose label matches (the floor always runs)
//   BENCH_RUNS=<n>                   fresh contexts per page and figure (5)
//   BENCH_MARKS=0                    leaves the collection marks out (BENCH_MARKS=only: only them)
//   BENCH_DEBUG=1                    prints every run
import type { Browser } from '@playwright/test';
import { FLOOR, onlyPages, serveFloor, sitePages, type BenchPage } from './bench-pages';
import { finalVitals, launchChromium, median, PHONE_VIEWPORT, SLOW_4G, throttle, untilReady, VITALS_INIT } from './browser-measure';
import { everythingOwnedOn, seedCollection, type StoredCollectionDocument } from './collection-seed';
import { interactionFailure, marksBreaches, marksMedian, PAGE_VITALS_BUDGET as BUDGET, vitalsBreaches } from './page-vitals-budgets';
import { startServers } from './serve-for-bench';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MARKS = process.env.BENCH_MARKS ?? '1';
const METRICS = ['LCP*', 'data', 'LCP', 'FCP', 'TTFB', 'CLS', 'INP'] as const;
type Metric = (typeof METRICS)[number];
type Vitals = Partial<Record<Metric, number>>;

/**
 * Records (in the page) when the data first shows: the data element, no skeleton or loader (a busy
 * status: QueryView's skeletons, a part's Suspense fallback) and no page loader. A part busy in
 * another way shows its data already (the simulator, whose seed the page writes once hydrated): the
 * input contract holds what is tapped there meanwhile, and the first-tap bench times that.
 * A long list's footer may still say 'Loading...' while its later pages arrive; the first screen of
 * data is what a visitor sees, so that footer does not count. Nor does anything marked `data-owned`
 * (the "Owned X of Y" counts, the home's collection summary): the player's own marks, read from the
 * browser's storage after the load event on purpose, are timed apart (marksProbe).
 */
const dataProbe = (selector: string) => `(() => {
  const visible = (el) => !!el && el.getClientRects().length > 0;
  const check = () => {
    // Any match counts: a server-rendered page may hold a match hidden by CSS at this width (the
    // home's phone-only Contents list) before the data's own.
    const ready = [...document.querySelectorAll(${JSON.stringify(selector)})].some(visible)
      && !document.querySelector('[role="status"][aria-busy="true"]:not([data-owned])')
      && ![...document.querySelectorAll('[role="status"]:not(#loading-cover)')].some((s) => /Loading page/.test(s.textContent || '') && visible(s));
    if (ready) window.__dataAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * Records (in the page) when the player's marks show: the page's marks element is there and shown,
 * and nothing marked `data-owned` is busy any more (the counts and controls say so until the
 * collection is read). Checked at each frame, before it is painted.
 */
const marksProbe = (selector: string) => `(() => {
  const check = () => {
    const shown = [...document.querySelectorAll(${JSON.stringify(selector)})].some((el) => el.getClientRects().length > 0);
    if (shown && !document.querySelector('[data-owned][aria-busy="true"]')) window.__marksAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface Run {
  vitals: Vitals;
  /** Why the scripted interaction failed, when it did. */
  failure?: string;
}

async function measureOnce(browser: Browser, origin: string, target: BenchPage, run: number): Promise<Run> {
  // Service workers off: a first visit is measured, and the worker only registers after load anyway.
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(`${VITALS_INIT}
    ${dataProbe(target.data)}`);
  await throttle(page);
  try {
    await page.goto(`${origin}${target.path}`, { waitUntil: 'load', timeout: 60_000 });
    // A page whose data never shows is reported (data "–"), not allowed to stop the whole bench.
    await page
      .waitForFunction(() => (window as unknown as { __dataAt?: number }).__dataAt !== undefined, undefined, { timeout: 30_000 })
      .catch(() => undefined);
    // A server-rendered page shows its data before its scripts have run (they start once it has
    // painted); the scripted interaction measures a page that is ready (input typed earlier is kept
    // and applied at hydration: e2e ssr.spec).
    await untilReady(page).catch(() => undefined);
    let failure: string | undefined;
    await target.interact(page).catch((error: unknown) => {
      failure = interactionFailure(target.label, run, error);
      console.error(`  ${failure}`);
    });
    await page.waitForTimeout(500);
    // Hiding the page makes web-vitals report the final LCP, CLS and INP.
    const v: Record<string, number | undefined> = {
      ...(await finalVitals(page)),
      data: await page.evaluate(() => (window as unknown as { __dataAt?: number }).__dataAt),
    };
    // A failed interaction's INP is no figure: whatever the page recorded was not the interaction.
    const out: Vitals = { LCP: v.LCP, FCP: v.FCP, TTFB: v.TTFB, CLS: v.CLS ?? 0, INP: failure ? undefined : v.INP, data: v.data };
    // No data seen: LCP* stays unknown, which the budget check reports as a breach.
    out['LCP*'] = v.data === undefined ? undefined : Math.max(v.LCP ?? 0, v.data);
    if (process.env.BENCH_DEBUG) console.log(target.label, JSON.stringify(out), failure ?? '');
    return failure ? { vitals: out, failure } : { vitals: out };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, origin: string, target: BenchPage): Promise<{ v: Vitals; failures: string[] }> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(browser, origin, target, i + 1));
  const v = Object.fromEntries(
    METRICS.map((m) => [m, median(runs.map((r) => r.vitals[m]).filter((x): x is number => x !== undefined))]),
  ) as Vitals;
  return { v, failures: runs.flatMap((r) => (r.failure ? [r.failure] : [])) };
}

/**
 * One phone load with the collection stored: the ms from FCP to the marks shown, undefined when they
 * did not show within 30 s of the load event (or the load never ended).
 */
async function marksOnce(browser: Browser, origin: string, target: BenchPage & { marks: string }, collection: StoredCollectionDocument) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await seedCollection(page, origin, collection);
    await page.addInitScript(marksProbe(target.marks));
    await throttle(page, { network: SLOW_4G });
    // A load that never ends is reported as marks never shown (a breach), not allowed to stop the bench.
    await page.goto(`${origin}${target.path}`, { waitUntil: 'load', timeout: 120_000 }).catch(() => undefined);
    await page
      .waitForFunction(() => (window as unknown as { __marksAt?: number }).__marksAt !== undefined, undefined, { timeout: 30_000 })
      .catch(() => undefined);
    const { fcp, marksAt } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      marksAt: (window as unknown as { __marksAt?: number }).__marksAt,
    }));
    const afterFcp = fcp === undefined || marksAt === undefined ? undefined : marksAt - fcp;
    if (process.env.BENCH_DEBUG) console.log(target.label, 'marks', JSON.stringify({ fcp, marksAt, afterFcp }));
    return afterFcp;
  } finally {
    await context.close();
  }
}

function format(metric: Metric, value: number | undefined, floor: number | undefined) {
  if (value === undefined || Number.isNaN(value)) return '–'.padStart(16);
  const figure = metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)}`;
  const ratio = floor && floor > 0 ? `${(value / floor).toFixed(1)}×` : '';
  return `${figure} ${ratio}`.trim().padStart(16);
}

const whole = (x: number) => (Number.isNaN(x) ? '–' : `${Math.round(x)}`);

async function main() {
  const floorServer = MARKS === 'only' ? null : await serveFloor();
  const site = await startServers();
  const browser = await launchChromium();
  const breaches: string[] = [];
  const rows: { label: string; v: Vitals }[] = [];
  const marksRows: { label: string; runs: (number | undefined)[] }[] = [];
  try {
    const pages = onlyPages(await sitePages(site.origin));
    if (floorServer) {
      const floor = await measure(browser, floorServer.origin, FLOOR);
      rows.push({ label: FLOOR.label, v: floor.v });
      // The floor is no budget's, but a ratio to a floor whose interaction failed would mislead.
      breaches.push(...floor.failures);
      for (const target of pages) {
        const { v, failures } = await measure(browser, site.origin, target);
        rows.push({ label: target.label, v });
        breaches.push(...vitalsBreaches({ label: target.label, home: target.path === '/', data: target.data }, v, failures));
      }
      console.log(
        `\nPage vitals, 4× CPU + Fast 4G (165 ms, 1,012,500 B/s down, 168,750 B/s up), median of ${RUNS}; each figure with its ratio to the floor`,
      );
      console.log(`  ${'page'.padEnd(30)}${METRICS.map((m) => `${m}${m === 'CLS' ? '' : ' ms'}`.padStart(16)).join('')}`);
      const floorV = rows[0]!.v;
      for (const { label, v } of rows) {
        console.log(`  ${label.padEnd(30)}${METRICS.map((m) => format(m, v[m], label === FLOOR.label ? undefined : floorV[m])).join('')}`);
      }
      console.log(
        `  budgets: home LCP* ≤ ${BUDGET.homeLcp} ms, section LCP* ≤ ${BUDGET.sectionLcp} ms, INP ≤ ${BUDGET.inp} ms, CLS ≤ ${BUDGET.cls} (LCP* = LCP once the data shows); a failed interaction fails`,
      );
    }
    const withMarks = pages.filter((p): p is BenchPage & { marks: string } => p.marks !== undefined);
    if (MARKS !== '0' && withMarks.length > 0) {
      const collection = await everythingOwnedOn(site.origin);
      for (const target of withMarks) {
        const runs: (number | undefined)[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await marksOnce(browser, site.origin, target, collection));
        marksRows.push({ label: target.label, runs });
        breaches.push(...marksBreaches(target.label, runs));
      }
      console.log(
        `\nCollection marks on a phone, 4× CPU + slow 4G (150 ms, 1.6 Mbps down, 750 kbps up), 390×844, every unit and card owned` +
          ` (${Object.keys(collection.units).length} units, ${Object.keys(collection.cards).length} cards); ms from FCP to the marks shown, median of ${RUNS}`,
      );
      for (const { label, runs } of marksRows) {
        const each = runs.map((r) => (r === undefined ? 'never' : `${Math.round(r)}`)).join(', ');
        console.log(`  ${label.padEnd(30)}${whole(marksMedian(runs)).padStart(8)}   (runs: ${each})`);
      }
      console.log(`  budget: the marks ≤ ${BUDGET.marksAfterFcp} ms after FCP`);
    }
  } finally {
    await browser.close();
    await site.stop();
    await floorServer?.close();
  }
  if (breaches.length > 0) {
    console.error(`\nPage-vital budget breached:\n  ${breaches.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All page-vital budgets met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
