import { expect, test, type Page } from './fixtures';
import { allPrayers } from './support';

// Issue 13 item 9: after one visit the site opens offline with the data last seen and says so;
// a page never visited shows the offline page. The rest of the suite blocks service workers.
test.use({ serviceWorkers: 'allow' });

const BANNER = 'You are offline: showing the data last seen. It updates when you are back online.';

/** Waits until the worker controls the page and has cached the page's HTML and one response of `api`. */
async function waitForOfflineCopy(page: Page, api: string) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(async (apiPath) => {
          const pages = await caches.open('tlw-pages-v1');
          const data = await caches.open('tlw-api-v1');
          const pageCached = Boolean(await pages.match(location.href));
          const apiCached = apiPath === '' || (await data.keys()).some((request) => new URL(request.url).pathname === apiPath);
          return pageCached && apiCached;
        }, api),
      { message: `the worker never cached ${page.url()} and ${api || 'its page'}` },
    )
    .toBe(true);
}

test.describe('offline after one visit @cross', () => {
  test('a visited section reloads offline with its data and the offline banner; an unvisited page shows the offline page', async ({
    page,
    context,
    request,
  }) => {
    // The list loads in pages (get-list, then get-list-2 … until one is the last): seen whole, it is
    // what the offline copy holds. Its count line counts every prayer loaded.
    const loaded = (await allPrayers(request)).length;
    await page.goto('/prayers');
    const countLine = page.getByTestId('prayer-count-line');
    // The service worker's first precache competes with the page it came with (docs/testing.md: Timeouts).
    await expect(countLine).toHaveText(new RegExp(`(of|all) ${loaded.toLocaleString('en-US')} prayers$`), { timeout: 30_000 });
    const seen = await countLine.textContent();
    await expect(page.getByText(BANNER)).toHaveCount(0);
    await waitForOfflineCopy(page, '/api/prayers/get-list');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Touhou LostWord Prayer Tracker');
    await expect(countLine).toHaveText(seen ?? '');

    // Never visited: the worker answers with the offline page.
    await page.goto('/story-cards');
    await expect(page).toHaveURL(/\/offline$/);
    await expect(page.locator('h1')).toHaveText('You are offline');

    // Back online, the banner goes and the page loads from the network again.
    await context.setOffline(false);
    await page.goto('/story-cards');
    await expect(page.getByText(BANNER)).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('Story Card Tracker');
  });

  test('the home page reopens offline with the data inlined in the HTML last seen', async ({ page, context }) => {
    const payload = (html: string) => /<script type="application\/json" id="home-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
    // A visit while the servers are still warming up may get the page without it: visit again.
    let seen: string | undefined;
    await expect
      .poll(async () => (seen = payload((await (await page.goto('/'))?.text()) ?? '')), {
        message: 'the server inlines the home data in the HTML',
        timeout: 30_000,
      })
      .toBeTruthy();
    await expect(page.getByRole('main')).toContainText(/Playable characters\s*\d+/);
    await waitForOfflineCopy(page, '');
    await context.setOffline(true);
    const again = await page.reload();
    await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
    // The cached HTML carries the payload last seen, and the page renders it.
    expect(payload((await again?.text()) ?? '')).toBe(seen);
    await expect(page.getByRole('main')).toContainText(/Playable characters\s*\d+/);
  });

  test('installable: the manifest names the site and its icons load', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await request.get(href!)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Touhou LostWord Tracker', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
  });
});
