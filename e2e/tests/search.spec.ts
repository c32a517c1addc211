import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { axeFor, isBlocking } from './support';

// The site-wide search (issue 47): the navbar's box, its keys, what it finds, where Enter goes, the
// results page without script, and the spoiler gate both ways. The page's clock is pinned; the
// servers' is the machine's, so spoilers are checked on a floor the global version has not dated
// (floor 210: JP-only whatever the day).

const NOW = new Date('2026-11-26T10:00:00Z');
const box = (page: Page) => page.getByRole('dialog', { name: 'Search the tracker' });
const field = (page: Page) => box(page).getByRole('combobox');
const options = (page: Page) => box(page).getByRole('option');

async function withJpContent(page: Page, on: boolean) {
  await page.addInitScript((jp) => {
    localStorage.setItem('tlw-tracker:settings', JSON.stringify({ version: 2, settings: { jpContent: jp } }));
  }, on);
}

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: NOW });
});

test.describe('@cross the search box', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('opens from Ctrl-K, ⌘-K, / and the navbar, and Escape closes it; its index loads at the first open only', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/search/index-')) indexRequests.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(indexRequests).toEqual([]);

    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    await expect(box(page)).toContainText(/Type a name/);
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveCount(0);
    expect(indexRequests).toHaveLength(1);

    await page.keyboard.press('Meta+k');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');

    await page.getByRole('search').first().getByRole('button', { name: 'Search' }).click();
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveCount(0);
    // Once per visit: the engine is kept.
    expect(indexRequests).toHaveLength(1);
  });

  test('finds 霊夢, cf1# reimu and killer youkai', async ({ page }) => {
    await withJpContent(page, true);
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await field(page).fill('霊夢');
    await expect(options(page).first()).toContainText('Reimu Hakurei');
    await field(page).fill('cf1# reimu');
    await expect(options(page).first()).toContainText('Reimu Hakurei');
    await expect(options(page).first()).toContainText('Cf1#');
    await field(page).fill('killer youkai');
    await expect(box(page).getByRole('group', { name: 'Story cards' })).toBeVisible();
    await expect(options(page).first()).toContainText(/Azure Duel|Seija's Lullaby|Quiet Snowfall|Golden Lullaby/);
  });

  test('finds a setting and a page by its Japanese name, and shows them in the page’s language', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await field(page).fill('時刻をUTC');
    await expect(options(page).first()).toContainText('Show times in UTC');
    await field(page).fill('更新履歴');
    await expect(box(page).getByRole('group', { name: 'Pages' }).getByRole('option').first()).toContainText('Update Log');

    await page.goto('/ja/');
    await page.keyboard.press('Control+k');
    const jaField = page.getByRole('dialog').getByRole('combobox');
    await jaField.fill('utc');
    await expect(page.getByRole('dialog').getByRole('option').first()).toContainText('時刻をUTCで表示');
    await jaField.fill('update log');
    await expect(page.getByRole('dialog').getByRole('option').first()).toContainText('更新履歴');
  });

  test('moves through the results by keyboard and opens one with Enter', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    // Floor 12 by its name, then floors 120 to 129 by its start.
    await field(page).fill('floor 12');
    await expect(options(page)).toHaveCount(6);
    await expect(options(page).first()).toContainText('Floor #12');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    const first = await options(page).first().getAttribute('id');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', first!);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', (await options(page).nth(1).getAttribute('id'))!);
    const floor = /Floor #(12\d)/.exec((await options(page).nth(1).textContent()) ?? '')?.[1];
    expect(floor).toBeDefined();
    await page.keyboard.press('Enter');
    await expect(box(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/stages/scarlet-devil-tower\\?floor=${floor}$`));
    await expect(page.getByRole('heading', { name: `Floor #${floor}` })).toBeVisible();
  });

  test('opens a character’s modal on the page the player is on', async ({ page }) => {
    await page.goto('/story-cards');
    await page.keyboard.press('Control+k');
    await field(page).fill('霊夢');
    await expect(options(page).first()).toContainText('Reimu Hakurei');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Character' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/story-cards');
    expect(new URL(page.url()).searchParams.get('character')).toMatch(/^\d+$/);
  });

  test('keeps JP-only results out with JP content off, and marks them with it on', async ({ page, request }) => {
    const global = (await (await request.get('/search/index-global.json')).json()) as { documents: { group: string; key: string }[] };
    expect(global.documents.filter((d) => d.group === 'floors' && d.key === '210')).toEqual([]);
    expect(global.documents.some((d) => d.group === 'floors' && d.key === '1')).toBe(true);
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await field(page).fill('F210');
    await expect(box(page)).toContainText('No results.');

    await withJpContent(page, true);
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await field(page).fill('F210');
    await expect(options(page).first()).toContainText('Floor #210');
    await expect(options(page).first()).toContainText('JP');
  });

  test('axe finds no serious issue in the open box', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await field(page).fill('reimu');
    await expect(options(page).first()).toBeVisible();
    const { violations } = await axeFor(page).include('dialog').analyze();
    expect(violations.filter(isBlocking).map((v) => v.id)).toEqual([]);
  });

  test('its test index is the site’s (shell/src/search/test-support)', async ({ request }) => {
    const served = JSON.parse(await (await request.get('/search/index-jp.json')).text()) as {
      documents: { id: string; spoiler?: boolean }[];
    };
    const file = path.join(__dirname, '..', '..', 'shell', 'src', 'search', 'test-support', 'site-index-jp.json.gz');
    const committed = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as typeof served;
    // Spoiler marks follow the servers' clock; the documents themselves follow the content.
    const plain = (f: typeof served) => f.documents.map(({ spoiler: _, ...d }) => d);
    expect(plain(served)).toEqual(plain(committed));
  });
});

test.describe('@cross the search box on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is a full-screen sheet opened from the navbar button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(field(page)).toBeFocused();
    const sheet = await box(page).boundingBox();
    expect(sheet).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await field(page).fill('okuu');
    await expect(options(page).first()).toContainText('Utsuho Reiuji');
    await box(page).getByRole('button', { name: 'Close' }).click();
    await expect(box(page)).toHaveCount(0);
  });
});

test.describe('@cross the results page', () => {
  test('works without script: the navbar’s form sends the search, and the page lists the results', async ({ browser }) => {
    // Wide enough for the navbar's field (narrower, it is its button alone, which sends an empty search).
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1500, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    const navbar = page.getByRole('search').first();
    await navbar.getByRole('searchbox').fill('lunasa');
    await navbar.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=lunasa$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('for “lunasa”');
    const first = page.getByRole('region', { name: 'Characters' }).getByRole('link').first();
    await expect(first).toContainText('Lunasa Prismriver');
    // A character opens its modal over the results page, rendered by the server.
    await first.click();
    await expect(page).toHaveURL(/\/search\?q=lunasa&character=\d+$/);
    await expect(page.getByRole('dialog', { name: 'Character' })).toBeVisible();
    await context.close();
  });

  test('on a Japanese page the server writes it in Japanese, its links staying in Japanese', async ({ page }) => {
    await page.goto('/ja/search?q=lunasa');
    await expect(page.getByRole('heading', { level: 1, name: '検索' })).toBeVisible();
    await expect(page).toHaveTitle(/^検索：lunasa \| /);
    await expect(page.getByRole('status')).toContainText('「lunasa」の検索結果');
    const first = page.getByRole('region', { name: 'キャラクター' }).getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/ja\/search\?q=lunasa&character=\d+$/);
    // A page is named as the Japanese menu names it, and links to its Japanese page.
    await page.goto('/ja/search?q=%E6%9B%B4%E6%96%B0%E5%B1%A5%E6%AD%B4');
    const updateLog = page.getByRole('region', { name: 'ページ' }).getByRole('link', { name: /^更新履歴/ });
    await expect(updateLog).toHaveAttribute('href', '/ja/update-log');
    await updateLog.click();
    await expect(page).toHaveURL(/\/ja\/update-log$/);
    await expect(page.getByRole('heading', { level: 1, name: '更新履歴' })).toBeVisible();
  });

  test('escapes what it echoes and answers bad input', async ({ page }) => {
    const typed = '"><img src=x onerror=alert(1)>';
    await page.goto(`/search?q=${encodeURIComponent(typed)}`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('#search-page-q')).toHaveValue(typed);
    for (const [q, answer] of [
      ['', /Type a name/],
      ['x'.repeat(250), /Only the first 200 characters were searched/],
      ['مرحبا', /No results/],
      ['🎍', /No results/],
      ['.*(', /No results/],
      ['\u0007', /Type a name|No results/],
    ] as const) {
      const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('#search-results-page')).toContainText(answer);
    }
  });

  test('gates spoilers both ways', async ({ page }) => {
    await page.goto('/search?q=F210');
    await expect(page.getByRole('status')).toContainText('No results');
    expect(await page.content()).not.toContain('Floor #210');
    await page.goto('/search?q=F210&jp=1');
    const floor = page.getByRole('region', { name: 'Tower floors' }).getByRole('link').first();
    await expect(floor).toContainText('Floor #210');
    await expect(floor).toContainText('JP');
  });
});
