import { expect, test, type Browser, type Page } from './fixtures';
import { E2E_PORTS } from '../playwright.config';
import { entryPreloads, expectHeading, hydrated, mainNav, preloadedBy, untilServerRendered } from './support';

const REMOTE_PORTS = [
  E2E_PORTS.CHARACTERS_PORT,
  E2E_PORTS.PRAYERS_PORT,
  E2E_PORTS.STORY_CARDS_PORT,
  E2E_PORTS.TOWER_PORT,
  E2E_PORTS.UPDATE_LOG_PORT,
];

function remoteEntriesRequested(page: Page) {
  const ports = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (REMOTE_PORTS.includes(url.port) && url.pathname.endsWith('/remoteEntry.js')) ports.add(url.port);
  });
  return ports;
}

test('@cross visible links to a section preload its remote before any click, once the visitor is there', async ({ page }) => {
  const ports = remoteEntriesRequested(page);
  await page.goto('/');
  await expectHeading(page, 'Touhou LostWord Tracker');
  // Nobody has moved, touched, scrolled or typed: the page fetches no other section's code.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500);
  expect(ports.size).toBe(0);
  // The navbar links to every section, so every remote is preloaded from the home page. The
  // preloads wait for the load event and an idle moment, which a busy machine puts off.
  await page.mouse.move(20, 300);
  await expect.poll(() => ports.size).toBe(REMOTE_PORTS.length);
});

/** What a player does on a page: moves the pointer, rests it on a link, tabs through links and scrolls. */
async function engage(page: Page) {
  await page.mouse.move(20, 300);
  await mainNav(page).getByRole('link', { name: 'Prayers', exact: true }).hover();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  await page.mouse.wheel(0, 400);
}

for (const [label, connection] of [
  ['save-data', { saveData: true, effectiveType: '4g' }],
  ['2g', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`@cross nothing is preloaded on a ${label} connection, however the player moves`, async ({ page, context }) => {
    await page.addInitScript((c) => {
      Object.defineProperty(navigator, 'connection', { value: c, configurable: true });
    }, connection);
    const ports = remoteEntriesRequested(page);
    // Beside it, a page on a usual connection, engaged the same way: once it has preloaded every
    // remote, the one on this connection has had the same time to preload any.
    const usual = await context.newPage();
    const usualPorts = remoteEntriesRequested(usual);
    for (const p of [page, usual]) {
      await p.goto('/');
      await expectHeading(p, 'Touhou LostWord Tracker');
    }
    for (const p of [page, usual]) await engage(p);
    await expect.poll(() => usualPorts.size).toBe(REMOTE_PORTS.length);
    expect(ports.size).toBe(0);
  });
}

test("@cross a section's page preloads its remote and the federation runtime with its entry script, each fetched once", async ({
  page,
}) => {
  await untilServerRendered(page.request, '/characters');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto('/characters');
  // Nothing but the first images with the HTML: its scripts and manifest once the page has painted.
  expect(response?.headers().link ?? '').not.toMatch(/as=script|mf-manifest/);
  const withEntry = entryPreloads((await response?.text()) ?? '');
  expect(withEntry.map((p) => p.href)).toContainEqual(expect.stringMatching(/^\/federation-runtime\.[0-9a-f]+\.js$/));
  expect(withEntry).toContainEqual({ href: `http://localhost:${E2E_PORTS.CHARACTERS_PORT}/remoteEntry.js`, as: 'script' });
  expect(withEntry).toContainEqual({
    href: `http://localhost:${E2E_PORTS.CHARACTERS_PORT}/mf-manifest.json`,
    as: 'fetch',
    crossorigin: true,
  });
  await expectHeading(page, 'Character Tracker');
  const count = (suffix: RegExp) => requests.filter((url) => suffix.test(url)).length;
  expect(count(new RegExp(`:${E2E_PORTS.CHARACTERS_PORT}/remoteEntry\\.js$`))).toBe(1);
  expect(count(new RegExp(`:${E2E_PORTS.CHARACTERS_PORT}/mf-manifest\\.json$`))).toBe(1);
  expect(count(/\/federation-runtime\.[0-9a-f]+\.js$/)).toBe(1);

  // A page of the shell itself preloads nothing.
  const home = await page.goto('/');
  expect(home?.headers().link).toBeUndefined();
});

test('@cross a pasted ?character= link preloads its dialog with its entry script, each file fetched once, and opens it', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto('/stages/scarlet-devil-tower/rewards?character=1001');
  // Beside the tower's own preloads: the shell's dialog chunk and the characters remote that fills it,
  // in the page's list when the server rendered it, else in its header.
  const preloaded = await preloadedBy(response);
  expect(preloaded).toContainEqual(expect.stringMatching(/^\/character-modal\.[0-9a-f]+\.js$/));
  expect(preloaded).toContain(`http://localhost:${E2E_PORTS.CHARACTERS_PORT}/remoteEntry.js`);
  await expect(page.getByRole('dialog', { name: 'Character' }).getByRole('heading', { name: 'Reimu Hakurei' })).toBeVisible();
  const count = (suffix: RegExp) => requests.filter((url) => suffix.test(url)).length;
  expect(count(/\/character-modal\.[0-9a-f]+\.js$/)).toBe(1);
  expect(count(new RegExp(`:${E2E_PORTS.CHARACTERS_PORT}/remoteEntry\\.js$`))).toBe(1);

  // Without a character, the page names none of it.
  const plain = await page.goto('/stages/scarlet-devil-tower/rewards');
  expect(await preloadedBy(plain)).not.toContainEqual(expect.stringContaining('character-modal'));
});

test("@cross a section's page preloads its first data with its entry script, and the page uses that one download", async ({
  page,
  request,
}) => {
  // The server names a page's first data once the remote's server bundle has loaded; it waits only a
  // moment for that, so on a busy machine the first visits after start-up may go without.
  const dataPreload = { href: '/api/story-cards/get-list', as: 'fetch', crossorigin: true };
  await expect
    .poll(async () => entryPreloads(await (await request.get('/story-cards', { headers: { Accept: 'text/html' } })).text()))
    .toContainEqual(dataPreload);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
  const response = await page.goto('/story-cards');
  // Asked for once the page has painted, not with the HTML: the first paint shares the connection with nothing.
  expect(entryPreloads((await response?.text()) ?? '')).toContainEqual(dataPreload);
  expect(response?.headers().link ?? '').not.toContain('/api/');
  await expectHeading(page, 'Story Card Tracker');
  await expect(page.getByTestId('count-line')).not.toHaveText(/Loading/);
  expect(requests.filter((url) => url === '/api/story-cards/get-list')).toHaveLength(1);

  // The same for a page whose data depends on its URL.
  requests.length = 0;
  await page.goto('/stages/scarlet-devil-tower?floor=3');
  await expect(page.locator('h1', { hasText: 'Floor #3' })).toBeVisible();
  await expect(page.getByTestId('enemy-column').first()).toBeVisible();
  expect(requests.filter((url) => url === '/api/towers/get-detail?floor=3')).toHaveLength(1);
  expect(requests.filter((url) => url === '/api/towers/get-list')).toHaveLength(1);
});

/** A first visit (no service worker yet, as a landing page is), recording requests and unused-preload warnings. */
async function firstVisit(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const unused: string[] = [];
  page.on('console', (message) => {
    const url = /^The resource (\S+) was preloaded using link preload but not used/.exec(message.text())?.[1];
    if (url) unused.push(url);
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto(path);
  return { context, page, unused, requests, response };
}

/**
 * Each preloaded URL was downloaded once (a preload the page did not reuse would be fetched a second
 * time) and none was reported unused (Chromium warns 3 s after the load event). Judged per page: the
 * navbar's links preload other sections' route tables once a page settles, and one of those (unused
 * there) may be the next page's own preload.
 */
async function expectEachUsedOnce(page: Page, preloaded: readonly string[], requests: readonly string[], unused: readonly string[]) {
  await page.waitForLoadState('networkidle');
  for (const href of preloaded)
    expect
      .soft(
        requests.filter((url) => url === href),
        href,
      )
      .toHaveLength(1);
  await page.waitForTimeout(3_500);
  expect(
    unused.filter((url) => preloaded.includes(url)),
    page.url(),
  ).toEqual([]);
}

// Not @cross: the nginx deployment sends the remote's entry and the data only (deploy/README.md).
test("a section's page preloads its page chunk and the shared chunks it needs with its entry script, and uses every preload", async ({
  browser,
}) => {
  for (const [path, heading] of [
    ['/characters/release-order', 'Release Order'],
    ['/prayers/info/1', 'Standard Prayer'],
  ] as const) {
    const { context, page, unused, requests, response } = await firstVisit(browser, path);
    const body = await response!.text();
    // The header's (the first images) and the page's own list, asked for with its entry script.
    const hrefs = (await preloadedBy(response)).map((href) => new URL(href, response!.url()).href);
    // Beyond the entry: the remote's route table and page chunks, and shared chunks of the shell.
    expect(hrefs.filter((href) => /:\d+\/\d+\.[0-9a-f]+\.js$/.test(href)).length).toBeGreaterThanOrEqual(2);
    expect(hrefs.filter((href) => /\/shared-ui-[\w-]+\.[0-9a-f]+\.js$/.test(href)).length).toBeGreaterThanOrEqual(1);
    await expectHeading(page, heading);
    // The shell's own stylesheets are preloaded only when the HTML links them (a server-rendered page has them inline).
    for (const href of hrefs.filter((h) => /\/main\.[0-9a-f]+\.css$/.test(h)))
      expect(body, href).toContain(`href="${new URL(href).pathname}"`);
    await expectEachUsedOnce(page, hrefs, requests, unused);
    await context.close();
  }
});

// Not @cross: the Link header with images comes from the shell's node server (deploy/README.md).
test('a list page preloads the images its first screen paints largest, and shows those very images', async ({ browser, request }) => {
  for (const [path, heading, card] of [
    ['/prayers', 'Touhou LostWord Prayer Tracker', 'main a[href^="/prayers/info/"] img'],
    ['/story-cards', 'Story Card Tracker', 'main article[data-card-id] img'],
  ] as const) {
    // The server waits 200 ms at most for the list it picks the images from, then sends the page
    // without them and keeps the list for the next visit: on a busy machine the first visit may be that one.
    await expect
      .poll(async () => (await request.get(path, { headers: { Accept: 'text/html' } })).headers().link ?? '')
      .toContain('; rel=preload; as=image');
    const { context, page, unused, requests, response } = await firstVisit(browser, path);
    const images = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>; rel=preload; as=image/g)].map(
      (m) => new URL(m[1]!, response!.url()).href,
    );
    expect(images, path).toHaveLength(3);
    await expectHeading(page, heading);
    // The first card shows the first preloaded image.
    await expect(page.locator(card).first()).toHaveJSProperty('src', images[0]!);
    await expectEachUsedOnce(page, images, requests, unused);
    await context.close();
  }
});

// The advanced search modals (with their comboboxes) are chunks of their own: a list page fetches
// them at its first idle moment, and on save-data only when the player opens the modal.
// A modal's chunk is known by a message it asks for (its key as a call's argument): the page's
// catalogue holds the same key, but as a property with its words.
for (const { tag, path, dialog, marker } of [
  { tag: '@story-cards', path: '/story-cards', dialog: 'Advanced Search', marker: /["']story-card-list\.featured["']\)/ },
  { tag: '@prayers', path: '/prayers', dialog: 'Prayer Search and Filter', marker: /["']prayerList\.rateUpCards["']\)/ },
] as const) {
  test(`${tag} the advanced search is fetched after the list: at an idle moment, or on save-data by the click that opens it`, async ({
    browser,
  }) => {
    const scriptsWithModal = (page: Page) => {
      const seen: boolean[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          void response.text().then(
            (body) => seen.push(marker.test(body)),
            () => undefined,
          );
      });
      return () => seen.filter(Boolean).length;
    };
    const saving = await browser.newContext();
    const page = await saving.newPage();
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }),
    );
    const fetched = scriptsWithModal(page);
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    expect(fetched()).toBe(0);
    await page.getByRole('button', { name: 'Advanced Search', exact: true }).click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await expect.poll(fetched).toBe(1);
    await saving.close();

    const usual = await browser.newContext();
    const idle = await usual.newPage();
    const fetchedIdle = scriptsWithModal(idle);
    await idle.goto(path);
    await hydrated(idle);
    await idle.mouse.move(20, 300); // the visitor is there
    await expect.poll(fetchedIdle).toBe(1);
    await idle.getByRole('button', { name: 'Advanced Search', exact: true }).click();
    await expect(idle.getByRole('dialog', { name: dialog })).toBeVisible();
    expect(fetchedIdle()).toBe(1);
    await usual.close();
  });
}
