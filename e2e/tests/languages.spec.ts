import { expect, test } from './fixtures';
import { expectHeading, hydrated, ssrDifferences, untilServerRendered } from './support';

// The interface's words as the catalogues have them, written out: the shell's navbar
// (shell/src/routing/shell-pages.ts), the release order's heading (remotes/characters/src/messages/ja.ts).
const JA = { home: 'ホーム', settings: '設定', releaseOrder: '実装順', language: '言語' };

test.describe('@shell @characters @cross the site in English and Japanese', () => {
  test('a Japanese browser’s first visit is in Japanese, rendered by the server and hydrated without a difference', async ({
    browser,
    request,
  }) => {
    await untilServerRendered(request, '/ja/characters/release-order');
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    const differences = ssrDifferences(page);
    try {
      const response = await page.goto('/characters/release-order');
      // The first visit follows Accept-Language to the page's Japanese URL.
      expect(new URL(page.url()).pathname).toBe('/ja/characters/release-order');
      expect(await response!.text()).toContain('<html lang="ja"');
      await expectHeading(page, JA.releaseOrder);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByRole('navigation', { name: 'メイン' }).getByRole('link', { name: JA.home })).toBeVisible();
      expect(differences).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the switcher leads to the same page in the other language and is remembered', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    try {
      await page.goto('/ja/characters/release-order?type=limited');
      await hydrated(page);
      await page.getByRole('list', { name: JA.language }).first().getByRole('link', { name: 'English' }).click();
      // The navbar's link is the other language's: on the English page, Japanese.
      await expect(page).toHaveURL(/\/characters\/release-order\?type=limited$/);
      await expectHeading(page, 'Release Order');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The choice outweighs the browser's Accept-Language from now on.
      await page.goto('/');
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    } finally {
      await context.close();
    }
  });

  test('works without script: the switcher is a link, the page is the server’s', async ({ browser, request }) => {
    await untilServerRendered(request, '/characters/release-order');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/characters/release-order');
      await untilServerRendered(request, '/ja/characters/release-order');
      await page.getByRole('list', { name: 'Language' }).first().getByRole('link', { name: '日本語' }).click();
      await expect(page).toHaveURL(/\/ja\/characters\/release-order$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      // The server's page, in Japanese (no script runs to start it).
      await expect(page.locator('h1')).toHaveText(JA.releaseOrder);
      await expect(page.getByRole('link', { name: JA.settings }).first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a /ja/ link’s preview speaks Japanese and names the page in each language', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    // A link-preview bot asks for no type and sends no Accept-Language.
    const html = await (await request.get('/ja/stages/scarlet-devil-tower?floor=3', { headers: { Accept: '*/*' } })).text();
    expect(html).toContain('<html lang="ja"');
    // The floor's words from the tower's catalogue (remotes/tower/src/messages/ja.ts).
    expect(html).toContain('<meta property="og:title" content="紅魔塔 3階">');
    expect(html).toContain('<meta property="og:locale" content="ja_JP">');
    expect(html).toContain(`<link rel="canonical" href="${origin}/ja/stages/scarlet-devil-tower?floor=3">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/stages/scarlet-devil-tower?floor=3">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/stages/scarlet-devil-tower?floor=3">`);
    // A preview the prayers remote writes from the month's prayers (remotes/prayers/src/messages/ja.ts).
    const calendar = await (await request.get('/ja/prayers/calendar?month=2026-11', { headers: { Accept: '*/*' } })).text();
    expect(calendar).toMatch(/<meta property="og:description" content="2026年11月（サーバー時間・UTC）に開催の祈祷は\d+件：封結晶 \d+件/);
    expect(calendar).not.toContain('A month grid');
  });

  test('the home’s preview describes the site in the link’s language, its card too', async ({ request }) => {
    const japanese = await (await request.get('/ja/', { headers: { Accept: '*/*' } })).text();
    // The shell's catalogue (shell/src/messages/ja.ts): the site's description and the card's kicker.
    expect(japanese).toContain(
      '<meta property="og:description" content="東方LostWord（グローバル版）の非公式ファントラッカー：キャラクター、絵札、祈祷、紅魔塔、更新履歴。">',
    );
    expect(japanese).toContain('<meta property="og:image:alt" content="非公式ファントラッカー — 東方LostWord トラッカー — ');
    expect(japanese).toContain('<meta property="og:title" content="東方LostWord トラッカー">');
    const english = await (await request.get('/', { headers: { Accept: '*/*' } })).text();
    expect(english).toContain(
      '<meta property="og:image:alt" content="Unofficial fan tracker — Touhou LostWord Tracker — Unofficial fan tracker for',
    );
    // Each card is its own image.
    const image = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image(japanese)).toMatch(/\/preview\/[0-9a-f]{20}\.png/);
    expect(image(japanese)).not.toBe(image(english));
  });

  for (const width of [1366, 390]) {
    test(`Japanese pages fit at ${width} px: nothing runs past the screen's edge, nor past its own box`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      try {
        // 383 is a step-up prayer: its chance calculator offers the longest plan names.
        for (const path of [
          '/ja/',
          '/ja/prayers/info/553',
          '/ja/prayers/info/383',
          '/ja/characters/release-order?character=1001',
          '/ja/settings',
        ]) {
          await page.goto(path);
          await hydrated(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
          // Nor past its own box: a home block's countdown, say, running over the card's border.
          const overflowing = await page.evaluate(() =>
            [...document.querySelectorAll('main section')]
              .filter((s) => s.scrollWidth > s.clientWidth + 1)
              .map((s) => s.getAttribute('aria-labelledby') ?? s.className),
          );
          expect(overflowing, path).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }
});
