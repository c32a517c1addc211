// The site-wide search's budgets (issue 47), on the production builds:
//   - each index of the committed content (JP content off and on) as sent gzipped: ≤ 80 KB;
//   - opening the box from the navbar button at 390 px, 4× CPU: INP ≤ 100 ms with the committed content
//     (10× content measured too and printed for reference: its index is ten times the bytes to parse);
//   - each keystroke typing queries into the box with 10× content, 4× CPU: from the key to the paint
//     showing its results (Event Timing, the longest entry of each key) ≤ 50 ms, the longest key counting;
//   - `/search?q=…` on the shell's server (loopback, committed content): from sending the request to
//     the HTML's last byte, distinct queries so that none comes from a cache, p95 ≤ 30 ms.
// Browser figures are the median of RUNS fresh contexts. Prints a table; exits non-zero on a breach.
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from '@playwright/test';
import { percentile } from './calendar-feeds-budgets';
import { finalVitals, launchChromium, median, PHONE_VIEWPORT, throttle, untilReady, VITALS_INIT } from './browser-measure';
import { keystrokeTimes, SEARCH_BUDGETS, searchBreaches, type KeyEventEntry } from './search-budgets';
import { startServers } from './serve-for-bench';
import { generateTenfoldContent } from './scaled-content';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Typed key by key: an effect, a name with a variant code, a typo, a floor. */
const TYPED = ['killer youkai', 'cf1# reimu', 'marisa kirisme', 'floor 120'];
/** Words the results page is asked for, each with a letter added per request so that no answer is cached. */
const PAGE_WORDS = ['reimu', 'killer youkai', 'lunasa', 'floor', 'prayer', 'slice yin', 'burn', 'marisa', 'cf1#', 'settings'];
const PAGE_REQUESTS = 60;

/** One GET on loopback: status, body and ms from sending it to the body's end (no decompression). */
function timedGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - t0 }));
      })
      .on('error', reject);
  });
}

async function indexSizes(origin: string): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const variant of ['global', 'jp']) {
    const got = await timedGet(`${origin}/search/index-${variant}.json`, { 'accept-encoding': 'gzip' });
    if (got.status !== 200) throw new Error(`/search/index-${variant}.json: ${got.status}`);
    sizes[variant] = got.body.length;
  }
  return sizes;
}

async function resultsPageTimes(origin: string): Promise<number[]> {
  const times: number[] = [];
  // Untimed first, as a server that has answered a few: its engine made and its code compiled.
  for (const word of PAGE_WORDS) await timedGet(`${origin}/search?q=${encodeURIComponent(word)}z&jp=1`, { accept: 'text/html' });
  for (let i = 0; i < PAGE_REQUESTS; i += 1) {
    const q = `${PAGE_WORDS[i % PAGE_WORDS.length]!}${'abcdefghij'[Math.floor(i / PAGE_WORDS.length)] ?? ''}`;
    const got = await timedGet(`${origin}/search?q=${encodeURIComponent(q)}&jp=1`, { accept: 'text/html' });
    if (got.status !== 200) throw new Error(`/search?q=${q}: ${got.status}`);
    times.push(got.ms);
  }
  return times;
}

const box = (page: Page) => page.getByRole('dialog', { name: 'Search the tracker' });

/** The home page at 390 px, ready and throttled to 4× CPU; the box not yet opened. */
async function readyHome(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(VITALS_INIT);
  await page.goto(`${origin}/`);
  await untilReady(page);
  await throttle(page, { network: false });
  return { context, page };
}

async function openInp(browser: Browser, origin: string): Promise<number> {
  const { context, page } = await readyHome(browser, origin);
  try {
    await page.getByRole('search').first().getByRole('button', { name: 'Search' }).click();
    await box(page).getByRole('combobox').waitFor();
    await page.waitForTimeout(500);
    return (await finalVitals(page)).INP ?? NaN;
  } finally {
    await context.close();
  }
}

/** The longest keystroke (ms) typing every TYPED query into the box once its engine is ready. */
async function longestKeystroke(browser: Browser, origin: string): Promise<{ longest: number; keys: number }> {
  const { context, page } = await readyHome(browser, origin);
  try {
    await page.getByRole('search').first().getByRole('button', { name: 'Search' }).click();
    const field = box(page).getByRole('combobox');
    await box(page)
      .getByText(/Type a name/)
      .waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      const w = window as unknown as { __keys: KeyEventEntry[] };
      w.__keys = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEventTiming[])
          if (e.name.startsWith('key') || e.name === 'input' || e.name === 'beforeinput')
            w.__keys.push({ name: e.name, interactionId: e.interactionId, duration: e.duration });
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    });
    for (const query of TYPED) {
      await field.fill('');
      await page.waitForTimeout(200);
      await field.pressSequentially(query, { delay: 120 });
      await page.waitForTimeout(300);
    }
    const entries = await page.evaluate(() => (window as unknown as { __keys: KeyEventEntry[] }).__keys);
    const times = keystrokeTimes(entries);
    // Keys under the observer's threshold leave no entry: they were quicker than it.
    return { longest: times.length === 0 ? 16 : Math.max(...times), keys: times.length };
  } finally {
    await context.close();
  }
}

async function runs(label: string, run: () => Promise<number>): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    try {
      values.push(await run());
    } catch (error: unknown) {
      console.warn(`  ${label}: a run failed (${String(error).split('\n')[0]})`);
    }
  }
  const figure = median(values.filter((v) => Number.isFinite(v)));
  console.log(`  ${label}: ${values.map((v) => v.toFixed(0)).join(', ')} ms → median ${figure.toFixed(0)} ms`);
  return figure;
}

async function main() {
  const scaleDir = generateTenfoldContent();
  const browser = await launchChromium();
  let indexGzipBytes: Record<string, number>;
  const openInpMs: Record<string, number> = {};
  let keystrokeMs: number;
  let pageTimes: number[];
  try {
    // An empty CONTENT_DIR means the committed content, whatever this shell's environment says.
    const committed = await startServers({ CONTENT_DIR: '' });
    try {
      console.log('\nContent ×1');
      indexGzipBytes = await indexSizes(committed.origin);
      pageTimes = await resultsPageTimes(committed.origin);
      openInpMs['1'] = await runs('opening the box (INP)', () => openInp(browser, committed.origin));
    } finally {
      await committed.stop();
    }
    const scaled = await startServers({ CONTENT_DIR: scaleDir });
    try {
      console.log('\nContent ×10');
      openInpMs['10'] = await runs('opening the box (INP)', () => openInp(browser, scaled.origin));
      keystrokeMs = await runs('the longest keystroke', async () => (await longestKeystroke(browser, scaled.origin)).longest);
    } finally {
      await scaled.stop();
    }
  } finally {
    await browser.close();
    fs.rmSync(scaleDir, { recursive: true, force: true });
  }

  const b = SEARCH_BUDGETS;
  const resultsPageP95Ms = percentile(pageTimes, 95);
  const kb = (n: number | undefined) => (n === undefined ? '–' : `${(n / 1024).toFixed(1)} KB`);
  const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : `${Math.round(n)} ms`);
  const rows: [string, string, string][] = [
    ['index, JP content off (gzip, committed content)', kb(indexGzipBytes.global), `≤ ${kb(b.indexGzipBytes)}`],
    ['index, JP content on (gzip, committed content)', kb(indexGzipBytes.jp), `≤ ${kb(b.indexGzipBytes)}`],
    ['opening the box, 390 px, 4× CPU (INP), content ×1', ms(openInpMs['1']), `≤ ${b.openInpMs} ms`],
    ['opening the box, 390 px, 4× CPU (INP), content ×10', ms(openInpMs['10']), '(reference)'],
    ['the longest keystroke to its results, 4× CPU, content ×10', ms(keystrokeMs), `≤ ${b.keystrokeMs} ms`],
    [
      `/search?q=… server render, p95 of ${pageTimes.length} (p50 ${median(pageTimes).toFixed(1)} ms)`,
      `${resultsPageP95Ms.toFixed(1)} ms`,
      `≤ ${b.resultsPageP95Ms} ms`,
    ],
  ];
  console.log(`\nSite-wide search budgets (browser figures: median of ${RUNS})`);
  console.log(`  ${'what'.padEnd(62)}${'figure'.padStart(10)}${'budget'.padStart(12)}`);
  for (const [what, figure, budget] of rows) console.log(`  ${what.padEnd(62)}${figure.padStart(10)}${budget.padStart(12)}`);
  const breaches = searchBreaches({ indexGzipBytes, openInpMs: { '1': openInpMs['1'] ?? NaN }, keystrokeMs, resultsPageP95Ms });
  if (breaches.length > 0) {
    console.error(`\nSearch budget breached:\n  ${breaches.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All search budgets met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
