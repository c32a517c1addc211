import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { expectHeading, hydrated, mainNav, requestsQuiet } from './support';

/** Chromium's console warning for a preload (a `Link` header or a `<link rel=preload>`) the page did not use. */
const UNUSED_PRELOAD = /was preloaded using link preload but not used/;

interface RemotesJson {
  [section: string]: { entry: string };
}
interface MfManifest {
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/**
 * Every remote's route table (the `./routes` chunk of its mf-manifest.json): the navbar links to
 * every section, and each one's route table is fetched ahead once the page has settled and the
 * visitor moved, so these are the last downloads a landing page starts by itself.
 */
async function routeTables(request: APIRequestContext): Promise<string[]> {
  const remotes = (await (await request.get('/remotes.json')).json()) as RemotesJson;
  const urls: string[] = [];
  for (const { entry } of Object.values(remotes)) {
    const manifest = (await (await request.get(entry)).json()) as MfManifest;
    const routes = manifest.exposes.find((expose) => expose.path === './routes');
    expect(routes, entry).toBeDefined();
    for (const file of routes!.assets.js.sync) urls.push(new URL(file, entry).href);
  }
  return urls;
}

const HOLD = '/e2e-hold-load.gif';
/** How long without a request in flight counts as a page that has everything it asked for. */
const QUIET_MS = 1_500;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Chromium's clock for an unused preload starts at the load event. On a busy machine a page's
 * scripts can run seconds after it, and preloads the page does use get reported too; so the load
 * event is held (by an image the test answers) until the page has shown itself and stopped asking
 * for anything. A warning after that names a preload the page has no use for, however fast the machine.
 */
async function holdLoadEvent(page: Page): Promise<{ quiet: () => boolean; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${HOLD}`, async (route) => {
    await released;
    await route.fulfill({ status: 200, contentType: 'image/gif', body: GIF });
  });
  await page.addInitScript((src) => {
    new Image().src = src;
  }, HOLD);
  const quiet = requestsQuiet(page, (url) => url.endsWith(HOLD));
  return { quiet: () => quiet(QUIET_MS), release };
}

/**
 * A landing of each kind, in groups of three; the group marked `cross` runs through nginx too. Its page
 * cache passes every page's HTML and headers on alike, so the home, a section page and a pasted link
 * stand for all there.
 */
const GROUPS: ReadonlyArray<{ cross?: true; labels: readonly string[] }> = [
  // A pasted character link: its dialog's code is preloaded with the HTML.
  { cross: true, labels: ['/', 'a prayer', '/?character=1001'] },
  { labels: ['/characters', '/prayers', '/story-cards'] },
  { labels: ['/stages/scarlet-devil-tower', '/update-log', '/settings'] },
];

/** The unused-preload warnings of one first visit to `path`, in a context of its own (a first visit). */
async function unusedPreloads(browser: Browser, path: string, tables: readonly string[]): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const unused: string[] = [];
    page.on('console', (message) => {
      if (UNUSED_PRELOAD.test(message.text())) unused.push(`${path}: ${message.text()}`);
    });
    const downloaded = new Set<string>();
    page.on('requestfinished', (req) => downloaded.add(req.url()));
    const load = await holdLoadEvent(page);

    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('h1'), path).toHaveCount(1);
    // Hydrated: a server-rendered section's marker goes once its scripts have taken the page over
    // (three pages load side by side here: docs/testing.md, Timeouts).
    await expect(page.locator('#root[data-server-rendered-section]'), path).toHaveCount(0, { timeout: 30_000 });
    // The page's own downloads (a long list's pages, images) go on a while after its heading shows.
    await expect.poll(load.quiet, { timeout: 15_000, message: `${path}: the page stops downloading` }).toBe(true);
    load.release();
    await page.waitForLoadState('load');
    // Other sections' code is fetched ahead only once the visitor shows they are there.
    await page.mouse.move(20, 300);
    // Each of three landings side by side first settles (docs/testing.md, Timeouts).
    await expect
      .poll(() => tables.filter((url) => !downloaded.has(url)), { timeout: 20_000, message: `${path}: route tables fetched ahead` })
      .toEqual([]);
    // Chromium reports an unused preload 3 s after the load event (or after a later preload arrived).
    await page.waitForTimeout(4_000);
    return unused;
  } finally {
    await context.close();
  }
}

// The pages of a group load side by side, each in its own context: the wait for Chromium's report is
// mostly idle time, so sharing it keeps the suite short without touching what each visit sees.
for (const { cross, labels } of GROUPS) {
  test(`${cross ? '@cross ' : ''}${labels.join(', ')}: every preload is used`, async ({ browser, request }) => {
    test.setTimeout(60_000);
    const tables = await routeTables(request);
    const paths = await Promise.all(
      labels.map(async (label) => {
        if (label !== 'a prayer') return label;
        const list = (await (await request.get('/api/prayers/get-list')).json()) as { content: { id: number }[] };
        return `/prayers/info/${list.content[0]!.id}`;
      }),
    );
    const unused = (await Promise.all(paths.map((path) => unusedPreloads(browser, path, tables)))).flat();
    expect(unused).toEqual([]);
  });
}

// What the navbar fetches ahead is still what makes the next section quick: the click's script
// finds the route table in the HTTP cache instead of asking the remote's server again.
test("@cross a route table fetched ahead is the one the click's script uses", async ({ page, request }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as RemotesJson;
  const manifest = (await (await request.get(remotes.prayers!.entry)).json()) as MfManifest;
  const table = new URL(manifest.exposes.find((expose) => expose.path === './routes')!.assets.js.sync[0]!, remotes.prayers!.entry).href;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts: { fromCache: boolean }[] = [];
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (response.url === table && type === 'Script')
      scripts.push({ fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache) });
  });
  const downloaded = new Set<string>();
  page.on('requestfinished', (req) => downloaded.add(req.url()));

  await page.goto('/settings');
  await page.mouse.move(20, 300);
  await expect.poll(() => downloaded.has(table), { message: 'prayers route table fetched ahead' }).toBe(true);
  await mainNav(page).getByRole('link', { name: 'Prayers', exact: true }).click();
  await expectHeading(page, 'Touhou LostWord Prayer Tracker');
  // A click the browser follows itself (the page not yet taken over) shows the server's heading
  // before the section's scripts run, and the protocol's report of a response can trail the page:
  // the section has hydrated once its route table ran, and the report is waited for.
  await hydrated(page);
  await expect.poll(() => scripts, { message: "the click's route table" }).toEqual([{ fromCache: true }]);
});
