// What the collection adds to a list's render: the release order's whole list drawn again when a
// type filter is turned off, with an empty collection and with every unit and card owned. The two
// sides are open at once and take turns, so a busy spell of the machine weighs on both; each turn
// counts the main thread's own work for the render (from a trace), not the wait for the frame.
import type { Page } from '@playwright/test';
import { busyMsBetweenMarks, type TraceEvent } from './main-thread-busy';
import { median } from './median';

const PAIRS = 15;
const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing', 'devtools.timeline'];

/** Every unit and card the API lists, as a collection file a player could import. */
async function everythingOwned(page: Page, origin: string): Promise<string> {
  const chrono = (await (await page.request.get(`${origin}/api/characters/chronological`)).json()) as {
    content: { data: { id: number }[] }[];
  };
  const cards = (await (await page.request.get(`${origin}/api/story-cards/get-list`)).json()) as { content: { id: number }[] };
  const units = Object.fromEntries(chrono.content.flatMap((g) => g.data).map((u) => [String(u.id), { fr: true }]));
  return JSON.stringify({
    format: 'tlw-tracker-collection',
    version: 2,
    units,
    cards: Object.fromEntries(cards.content.map((c) => [String(c.id), 4])),
  });
}

/**
 * Clicks the first type filter and waits until the button shows it and the next frame is drawn;
 * with `marked`, the click and the frame lie between two user-timing marks. Passed as text: the
 * bench's TypeScript runner would add helpers the page lacks.
 */
const toggleScript = (marked: boolean) => `(async () => {
  const button = () => document.querySelector('main fieldset button[aria-pressed]');
  const before = button().getAttribute('aria-pressed');
  if (${marked}) performance.mark('tlw-render-start');
  button().click();
  await new Promise((resolve) => {
    const check = () => (button().getAttribute('aria-pressed') !== before ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(check));
    check();
  });
  // The frame's style, layout and paint follow its animation callbacks in the same task; a timer
  // ends the window once they are done.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (${marked}) performance.mark('tlw-render-end');
  await new Promise((resolve) => setTimeout(resolve, 150));
})()`;

/** One whole-list render: the filter on (untimed), then off; the main thread's ms for the second. */
async function wholeListRenderMs(page: Page): Promise<number> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to trace');
  await page.evaluate(toggleScript(false));
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  // The trace is stopped whatever happens, so the next turn can start one.
  const failure = await page.evaluate(toggleScript(true)).then(
    () => null,
    (error: unknown) => error,
  );
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  if (failure) throw failure;
  return busyMsBetweenMarks(trace.traceEvents, 'tlw-render-start', 'tlw-render-end');
}

/** Opens the list ready to time: hydrated, showing the collection, its after-load work over, 4× CPU. */
async function readyAt4x(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => !document.querySelector('#root[data-server-rendered-section]'), undefined, { timeout: 30_000 });
  await page.locator('main fieldset button[aria-pressed]').first().waitFor();
  // The collection is read after the page's load event: wait until the list shows its count.
  await page.locator('main [data-owned]').first().waitFor();
  // The page's work after its load (prefetching other sections, warming the federation runtime) is over
  // before timing starts: it lands on either side by chance and outweighs what is measured.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The settings page, with the file imported (merged) when there is one. */
async function throughSettings(page: Page, origin: string, file: string | null): Promise<void> {
  await page.goto(`${origin}/settings`);
  await page.waitForFunction(() => !document.querySelector('#root[data-server-rendered-section]'), undefined, { timeout: 30_000 });
  await page.getByLabel('Import a file…').waitFor();
  if (!file) return;
  await page.getByLabel('Import a file…').setInputFiles({ name: 'all.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await page.getByRole('button', { name: 'Merge into my collection' }).click();
  await page
    .getByText(/^Imported all\.json/)
    .first()
    .waitFor({ timeout: 30_000 });
}

/**
 * One run: the collection's added ms per whole release-order render (everything owned minus
 * empty), the median over pairs of renders taken in turn, the side that goes first alternating.
 * Each side has its own fresh browser context.
 */
export async function collectionRenderCost(page: Page, origin: string): Promise<number> {
  const url = `${origin}/characters/release-order`;
  const file = await everythingOwned(page, origin);
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to open the two sides in');
  // Two fresh contexts alike (the harness's page carries web-vitals' observers, which would weigh on one side).
  const options = { viewport: page.viewportSize() ?? undefined, serviceWorkers: 'block' as const };
  const [emptyContext, fullContext] = [await browser.newContext(options), await browser.newContext(options)];
  try {
    const [emptyPage, fullPage] = [await emptyContext.newPage(), await fullContext.newPage()];
    await throughSettings(emptyPage, origin, null);
    await throughSettings(fullPage, origin, file);
    await readyAt4x(emptyPage, url);
    await readyAt4x(fullPage, url);
    const owned = await fullPage
      .locator('main [data-owned]')
      .filter({ hasText: /^Owned/ })
      .first()
      .textContent();
    if (!owned || !/^Owned ([\d,]+) of \1$/.test(owned.trim())) throw new Error(`the import did not own every unit: "${owned}"`);
    const empty: number[] = [];
    const full: number[] = [];
    for (let i = 0; i < PAIRS; i += 1) {
      const emptyFirst = i % 2 === 0;
      if (emptyFirst) empty.push(await wholeListRenderMs(emptyPage));
      full.push(await wholeListRenderMs(fullPage));
      if (!emptyFirst) empty.push(await wholeListRenderMs(emptyPage));
    }
    const cost = median(full.map((ms, i) => ms - empty[i]!));
    console.log(
      `    release order's whole-list render at 4× CPU, main-thread ms (median of ${PAIRS}): ${median(empty).toFixed(1)} empty, ${median(full).toFixed(1)} with everything owned; paired difference ${cost.toFixed(1)}`,
    );
    return cost;
  } finally {
    await Promise.all([emptyContext.close(), fullContext.close()]);
  }
}
