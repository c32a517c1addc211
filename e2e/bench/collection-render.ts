// What the collection adds to a list's render: the release order's whole list drawn again when a
// type filter is turned off, timed with an empty collection and with every unit and card owned.
// Both sides take the same path (the settings page, an import or none, then the list), and each is
// the median of several renders; the difference is the collection's cost.
import type { Page } from '@playwright/test';

const RENDERS = 7;

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
 * Turns the first type filter on (untimed) and off again `RENDERS` times; returns the median ms
 * from the click that turns it off until the button shows it and the next frame is drawn. Passed
 * as text: the bench's TypeScript runner would add helpers the page lacks.
 */
const medianWholeListRender = (page: Page): Promise<number> =>
  page.evaluate(`(async () => {
    const button = () => document.querySelector('main fieldset button[aria-pressed]');
    const clickAndDraw = async () => {
      const before = button().getAttribute('aria-pressed');
      const t0 = performance.now();
      button().click();
      await new Promise((resolve) => {
        const check = () => (button().getAttribute('aria-pressed') !== before ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(check));
        check();
      });
      const ms = performance.now() - t0;
      await new Promise((resolve) => setTimeout(resolve, 150));
      return ms;
    };
    const times = [];
    for (let i = 0; i < ${RENDERS}; i += 1) {
      await clickAndDraw();
      times.push(await clickAndDraw());
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  })()`);

async function timedAt4x(page: Page, url: string): Promise<number> {
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
  try {
    return await medianWholeListRender(page);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
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

let runs = 0;

/**
 * One run: the collection's added ms per whole release-order render (everything owned minus
 * empty). Each side has its own fresh browser context, and the side measured first alternates
 * between runs, so neither gains from coming second.
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
    const side = async (which: 'empty' | 'full') => {
      const on = which === 'empty' ? emptyPage : fullPage;
      await throughSettings(on, origin, which === 'empty' ? null : file);
      return timedAt4x(on, url);
    };
    runs += 1;
    const [first, second] = runs % 2 === 1 ? (['empty', 'full'] as const) : (['full', 'empty'] as const);
    const times = { [first]: await side(first), [second]: await side(second) } as Record<'empty' | 'full', number>;
    const owned = await fullPage
      .locator('main [data-owned]')
      .filter({ hasText: /^Owned/ })
      .first()
      .textContent();
    if (!owned || !/^Owned ([\d,]+) of \1$/.test(owned.trim())) throw new Error(`the import did not own every unit: "${owned}"`);
    console.log(
      `    release order drawn whole at 4× CPU: ${times.empty.toFixed(1)} ms empty, ${times.full.toFixed(1)} ms with everything owned (${first} first)`,
    );
    return times.full - times.empty;
  } finally {
    await Promise.all([emptyContext.close(), fullContext.close()]);
  }
}
