import type { Character } from 'shared-domain/schemas/character';
import type { Maintenance } from 'shared-domain/schemas/maintenance';
import { expect, test, type Page } from './fixtures';
import { contentRecords, expectHeading, mainNav, ssrDifferences } from './support';

const mainNavHome = (page: Page) => mainNav(page).getByRole('link', { name: 'Home' }).first();

interface HomeBody {
  counter: Record<'gen' | 'fes' | 'afes' | 'sfes' | 'exfes' | 'relic' | 'genic' | 'epic' | 'wfes' | 'ds' | 'yukkuri', number>;
  storyCard: Record<'s1' | 's2' | 's3' | 's4' | 's5' | 'plum' | 'orchid' | 'chrysanthemum' | 'bamboo', number>;
  maintenanceData: (Maintenance & { status: string })[];
  upcoming: { id: number; name: string; translit: string; debut: string; world: string; type: string }[];
}

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * The home's answer from the API, changed on its way to the page. Only the first HTML of '/' carries
 * the data: a journey that changes it arrives from another page, so the home page asks the API.
 */
async function homeAnswerWith(page: Page, change: (body: HomeBody) => HomeBody) {
  await page.route('**/api/general/home', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as HomeBody) });
  });
}

/** The home's counters show the API's figures (festival + A-festival are one counter, written out). */
async function expectCounters(page: Page, body: HomeBody) {
  const counts = page.getByRole('region', { name: 'Playable characters' });
  const c = body.counter;
  const expected: [string, number][] = [
    ['Standard', c.gen],
    ['Festival + A-Festival', c.fes + c.afes],
    ['Ultra Festival', c.sfes],
    ['EX Festival', c.exfes],
    ['Relic', c.relic],
    ['Genic', c.genic],
    ['Epic', c.epic],
    ['Pure Festival', c.wfes],
    ['VS Divergent Spirit', c.ds],
    ['Yukkuri', c.yukkuri],
  ];
  for (const [label, n] of expected) {
    await expect(counts.getByRole('listitem').filter({ hasText: label })).toContainText(fmt(n));
  }
  const cards = page.getByRole('region', { name: 'Story cards' });
  await expect(cards).toContainText(
    `${fmt(body.storyCard.s1 + body.storyCard.s2 + body.storyCard.s3 + body.storyCard.s4 + body.storyCard.s5)} story cards`,
  );
  await expect(cards).toContainText(`Plum${fmt(body.storyCard.plum)}`);
}

test.describe('@home home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test("arrives with its data in the HTML and shows the API's counters", async ({ page, request }) => {
    const body = (await (await request.get('/api/general/home')).json()) as HomeBody;
    const html = await (await request.get('/')).text();
    expect(html).toContain('<script type="application/json" id="home-data">');

    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/general/home')) apiCalls.push(r.url());
    });
    await page.goto('/');
    await expectHeading(page, 'Touhou LostWord Tracker');
    await expectCounters(page, body);
    // The first paint needed no second request for the same data.
    expect(apiCalls).toEqual([]);
  });

  test("shows the counters' figures in the server's HTML: a phone before its scripts, or a browser without them, reads the true counts", async ({
    browser,
    baseURL,
    request,
  }) => {
    const body = (await (await request.get('/api/general/home')).json()) as HomeBody;
    // Motion allowed: where the home is drawn in the browser its counts rise from 0, but not on the server's page.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, reducedMotion: 'no-preference' });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expectCounters(page, body);
    } finally {
      await context.close();
    }
  });

  test("is rendered on the server, and the browser hydrates it without a difference at a phone's width and a desktop's", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // The page itself is in the HTML (counters, timers, the data blocks), not only its data.
    expect(html).toMatch(/<div id="root" data-server-rendered-at="\d+">/);
    for (const text of ['Daily reset', 'Playable characters', 'Upcoming characters']) expect(html).toContain(text);
    expect(html).not.toContain('id="loading-cover"');
    // The shell's stylesheet travels inside it: the page paints without one more round trip.
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]*--font:/);

    const redone = ssrDifferences(page);
    for (const [width, bar] of [
      [390, 'Open navigation'],
      [1366, 'Quick settings'],
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await expectHeading(page, 'Touhou LostWord Tracker');
      await expect(page.getByRole('button', { name: bar })).toBeVisible();
      // Hydrated: the bar the width needs is the only one left in the page (each has Quick settings).
      await expect(page.getByRole('button', { name: 'Quick settings', includeHidden: true })).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Contents' })).toHaveCount(width < 1000 ? 1 : 0);
    }
    expect(redone).toEqual([]);
  });

  test("on a slow phone's CPU, a tap while the home is still hydrating opens the character, and the HTML is kept", async ({ page }) => {
    // A tap during hydration makes React hydrate that part again at once; the second render must
    // see the same data as the first, or the server's HTML is thrown away and the tap with it.
    const redone = ssrDifferences(page);
    const cdp = await page.context().newCDPSession(page);
    // Twice: the tap has to land while the blocks hydrate, which a busy machine does not always give.
    for (let visit = 0; visit < 2; visit++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The fixture's goto returns as soon as the shell's code has started (checked every frame), while the blocks hydrate.
      await page.goto('/');
      const unit = page.getByRole('region', { name: 'Ongoing and upcoming prayers' }).locator('a[href*="character="]').first();
      await unit.click();
      const name = await unit.getAttribute('title');
      await expect(page).toHaveURL(/[?&]character=\d+/);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await expect(page.getByRole('dialog', { name: 'Character' }).getByRole('heading', { name: name! })).toBeVisible();
    }
    expect(redone).toEqual([]);
  });

  test('the maintenance block changes state when the clock passes the start', async ({ page }) => {
    // The content's last maintenance, whatever today is: the page's clock is set a minute before it
    // starts, and the home's answer (the API's, for today) is given that maintenance.
    const next = contentRecords<Maintenance>('maintenance')
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
      .at(-1);
    if (!next) throw new Error('the content has no maintenance');
    const start = Date.parse(next.start);
    await page.clock.install({ time: start - 60_000 });
    await homeAnswerWith(page, (body) => ({ ...body, maintenanceData: [{ ...next, status: 'waiting' }] }));
    await page.goto('/menu');
    await mainNavHome(page).click();
    const block = page.locator(`[data-maintenance-id="${next.id}"]`);
    await expect(block).toContainText('Maintenance starts in');
    // Paused 3 s before the start once the block shows (the page's own timers bring its data), so a
    // slow page load on a busy machine cannot carry it past the start.
    await page.clock.pauseAt(start - 3_000);
    await expect(block).toContainText('Maintenance starts in');
    await page.clock.runFor(4_000);
    await expect(block).toContainText('Maintenance ends in');
  });

  test('an upcoming countdown ticks and the unit leaves the table when it debuts', async ({ page }) => {
    // The content's last debut, whatever today is: the page's clock is set before it, and the
    // home's answer (the API's, for today) is given that unit as upcoming.
    const character = contentRecords<Character>('characters')
      .filter((c) => c.release.debut !== null)
      .sort((a, b) => Date.parse(a.release.debut!) - Date.parse(b.release.debut!))
      .at(-1);
    if (!character) throw new Error('the content has no character with a debut');
    const debut = character.release.debut!;
    const unit = {
      id: character.id,
      name: character.name.en,
      translit: character.name.translit,
      debut,
      world: character.meta.universe,
      type: character.type,
    };
    await page.clock.install({ time: Date.parse(debut) - 60_000 });
    await homeAnswerWith(page, (body) => ({ ...body, upcoming: [unit] }));
    await page.goto('/menu');
    await mainNavHome(page).click();
    const table = page.getByRole('region', { name: 'Upcoming characters' });
    const row = table.getByRole('row').filter({ hasText: unit.name });
    await expect(row.getByRole('timer')).toBeVisible();
    // Time stands still at 3 s before the debut until the test moves it (the page's own timers
    // bring its data, so the clock runs until the row shows).
    await page.clock.pauseAt(Date.parse(debut) - 3_000);
    await expect(row.getByRole('timer')).toHaveText('0d 00h 00m 03s');
    await page.clock.runFor(1_000);
    await expect(row.getByRole('timer')).toHaveText('0d 00h 00m 02s');
    await page.clock.runFor(3_000);
    await expect(row).toHaveCount(0);
  });

  test("'Read More...' cuts a long section to 4 lines and leads to the update log", async ({ page }) => {
    // The sample's latest update has no section past 5 lines (spec: maxLine 5, cut to 4 + 'Read More...'),
    // so the API's own answer is lengthened to 7 features on the way to the page.
    await page.route('**/api/general/home', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const item = (n: number) => ({ detail: `Feature line ${n}`, urls: [], spoiler: false, revealTime: null, subItems: [] });
      body.lastContent.latest.features = [1, 2, 3, 4, 5, 6, 7].map(item);
      await route.fulfill({ response, json: body });
    });
    // Only the first HTML of '/' carries the payload: arriving from another page, the home page asks the API.
    await page.goto('/menu');
    await mainNavHome(page).click();
    const features = page.getByRole('article', { name: /^Latest update:/ }).getByRole('region', { name: 'Features' });
    await expect(features.getByRole('listitem')).toHaveText(['Feature line 1', 'Feature line 2', 'Feature line 3', 'Feature line 4']);
    await features.getByRole('link', { name: 'Read More...' }).click();
    await expect(page).toHaveURL(/\/update-log$/);
    await expectHeading(page, 'Update Log');
  });

  test('when the home call fails the blocks show the message and Retry, and navigation still works', async ({ page }) => {
    let fail = true;
    await page.route('**/api/general/home', (route) =>
      fail
        ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not Found","message":"home data went missing"}' })
        : route.fallback(),
    );
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    // Only the first HTML of '/' carries the payload: arriving from another page, the home page asks the API.
    await page.goto('/menu');
    await mainNavHome(page).click();
    await expect(page.getByText('home data went missing')).toBeVisible();
    expect(consoleErrors.join('\n')).toContain('[api] request failed');
    // The daily reset needs no data and stays.
    await expect(page.getByRole('region', { name: 'Daily reset' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: 'Playable characters' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Trackers' })
      .getByRole('link', { name: /Character Tracker/ })
      .click();
    await expectHeading(page, 'Character Tracker');
  });
});
