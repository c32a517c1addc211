import { expect, test } from './fixtures';
import { expectHeading, hydrated, ssrDifferences, untilServerRendered } from './support';

// Section pages are rendered on the shell's server (shell/server/section-ssr.ts) and hydrated in
// the browser once their remote, page and data are here.
const PAGES = [
  { path: '/story-cards', section: 'story-cards', heading: 'Story Card Tracker', query: 'storyCardList' },
  { path: '/prayers', section: 'prayers', heading: 'Touhou LostWord Prayer Tracker', query: 'prayerList' },
  { path: '/characters/release-order', section: 'characters', heading: 'Release Order', query: 'releaseDate' },
  { path: '/stages/scarlet-devil-tower?floor=2', section: 'tower', heading: 'Floor #2', query: 'towerDetail' },
  { path: '/update-log', section: 'update-log', heading: 'Update Log', query: 'updates' },
] as const;

/**
 * The page's HTML once the server has rendered it: a render that takes longer than the server
 * waits (a cold start on a busy machine) is sent without, and kept for the next request.
 */
const html = async (request: import('@playwright/test').APIRequestContext, path: string) => {
  let body = '';
  await expect
    .poll(async () => {
      body = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
      return body.includes('data-server-rendered-section=');
    })
    .toBe(true);
  return body;
};

test.describe('@ssr section pages rendered on the server', () => {
  for (const target of PAGES) {
    test(`${target.path} arrives rendered, with the queries it ran, and hydrates without a difference at 390 and 1366 px`, async ({
      page,
      request,
    }) => {
      const body = await html(request, target.path);
      expect(body).toContain(`data-server-rendered-section="${target.section}"`);
      expect(body).toContain(target.heading);
      expect(body).toMatch(new RegExp(`<script type="application/json" id="ssr-queries">\\[[^<]*"endpoint":"${target.query}"`));
      expect(body).not.toContain('id="loading-cover"');

      const reports = ssrDifferences(page);
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 844 });
        await html(request, target.path); // rendered and kept: the visit below gets that rendering
        const response = await page.goto(target.path);
        expect(await response!.text()).toContain(`data-server-rendered-section="${target.section}"`);
        await expectHeading(page, target.heading);
        await hydrated(page);
      }
      expect(reports).toEqual([]);
    });
  }

  test('a story-card search typed after hydration filters the server-rendered list', async ({ page, request }) => {
    const reports = ssrDifferences(page);
    await html(request, '/story-cards');
    await page.goto('/story-cards');
    await hydrated(page);
    const count = page.getByText(/^Showing all \d+ story cards$/);
    await expect(count).toBeVisible();
    await page.getByRole('searchbox').first().fill('Lost Bamboo');
    await expect(page.getByText(/^Showing \d+ of \d+ story cards?$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Story card list' }).getByRole('listitem').first()).toContainText('Lost Bamboo');
    expect(reports).toEqual([]);
  });

  test('the prayer simulator, shown waiting in the HTML, pulls once hydrated', async ({ page, request }) => {
    const list = (await (await request.get('/api/prayers/get-list')).json()) as {
      content: { id: number; flags: { simulator: boolean; gcOnly: boolean }; max: number | null }[];
    };
    const prayer = list.content.find((p) => p.flags.simulator && !p.flags.gcOnly && p.max === null)!;
    const body = await html(request, `/prayers/info/${prayer.id}`);
    expect(body).toContain('data-testid="prayer-counters"');
    expect(body).toMatch(/data-testid="simulator-seed">choosing…</);

    const reports = ssrDifferences(page);
    await html(request, `/prayers/info/${prayer.id}`);
    await page.goto(`/prayers/info/${prayer.id}`);
    await expect(page.getByTestId('simulator-seed')).toHaveText(/^\d+$/);
    await page.getByRole('button', { name: /^Multi \(10\)/ }).click();
    await expect(page.getByTestId('pull-results').locator('[data-filled]')).toHaveCount(10);
    expect(reports).toEqual([]);
  });

  test('without JavaScript the server-rendered list can still be read', async ({ browser, request }) => {
    await html(request, '/story-cards');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/story-cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Story Card Tracker' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Story card list' }).locator(':scope > * > [role="listitem"]')).toHaveCount(10);
    await context.close();
  });
});

test.describe("@ssr the shell's own pages rendered on the server", () => {
  const SHELL_PAGES = [
    { path: '/settings', heading: 'Settings', status: 200 },
    { path: '/menu', heading: 'Menu', status: 200 },
    { path: '/no/such/page', heading: 'Error Page Not Found', status: 404 },
  ] as const;

  test('the settings page, the menu and an unknown path arrive rendered, and hydrate without a difference at 390 and 1366 px', async ({
    page,
    request,
  }) => {
    const reports = ssrDifferences(page);
    for (const target of SHELL_PAGES) {
      await untilServerRendered(request, target.path, /data-server-rendered-at=/);
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 844 });
        const response = await page.goto(target.path);
        expect(response!.status(), target.path).toBe(target.status);
        const body = await response!.text();
        expect(body, target.path).toMatch(
          new RegExp(`<div id="root" data-server-rendered-at="\\d+">.*<h1[^>]*>${target.heading}</h1>`, 's'),
        );
        expect(body, target.path).not.toContain('id="loading-cover"');
        await expectHeading(page, target.heading);
        await expect(page.locator('#root[data-server-rendered-at]'), target.path).toHaveCount(0);
      }
    }
    expect(reports).toEqual([]);
  });

  test('without JavaScript the menu leads to every section, and the settings page offers the languages', async ({ browser, request }) => {
    await untilServerRendered(request, '/menu', /data-server-rendered-at=/);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/menu');
    const main = page.getByRole('main');
    const links: ReadonlyArray<readonly [string, string]> = [
      ['Character Tracker', '/characters'],
      ['Prayer Tracker', '/prayers'],
      ['Story Card Tracker', '/story-cards'],
      ['Scarlet Devil Tower', '/stages/scarlet-devil-tower'],
      ['Settings', '/settings'],
    ];
    for (const [name, path] of links) await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    await main.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('region', { name: 'Language' }).getByRole('link', { name: '日本語' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
    await context.close();
  });

  test('the settings form shows what the visitor stored once the page is hydrated', async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('tlw-tracker:settings'))
        localStorage.setItem('tlw-tracker:settings', JSON.stringify({ version: 2, settings: { jpContent: true } }));
    });
    await page.goto('/settings');
    await expect(page.getByRole('switch', { name: 'Enable JP-only content' })).toBeChecked();
  });
});
