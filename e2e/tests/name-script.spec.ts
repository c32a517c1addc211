import { expect, test, type Page } from './fixtures';
import { expectHeading, hydrated, ssrDifferences, untilServerRendered } from './support';

// The names as api-mock/roster/persons.json has them, written out here: Reimu Hakurei (unit 1001)
// on the release order and in her modal, Clownpiece (8058) and Seija Kijin (6094) as the rate-ups
// of prayer 553 (api-mock/content/prayers/0553.json).
const MODES = [
  { script: 'en', reimu: 'Reimu Hakurei', clownpiece: 'Clownpiece', seija: 'Seija Kijin', japanese: [] },
  { script: 'ja', reimu: '博麗霊夢', clownpiece: 'クラウンピース', seija: '鬼人正邪', japanese: ['博麗霊夢'] },
  {
    script: 'both',
    reimu: 'Reimu Hakurei / 博麗霊夢',
    clownpiece: 'Clownpiece / クラウンピース',
    seija: 'Seija Kijin / 鬼人正邪',
    japanese: ['博麗霊夢'],
  },
] as const;

// After the prayer started (10 November 2026) and the three units' global debuts: all are named.
const PAGE_TIME = new Date('2026-11-22T12:00:00Z');

const storeScript = (page: Page, nameScript: string) =>
  page.addInitScript(
    (script) => localStorage.setItem('tlw-tracker:settings', JSON.stringify({ version: 2, settings: { nameScript: script } })),
    nameScript,
  );

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Character' });

test.describe('@characters @prayers @cross character names in English, Japanese or both', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: PAGE_TIME });
  });

  for (const mode of MODES) {
    test(`${mode.script}: the release order, the modal and a prayer's rate-ups, hydrated without a difference`, async ({
      page,
      request,
    }) => {
      // The pages as the server renders them (English names), so the hydration is what is checked.
      await untilServerRendered(request, '/characters/release-order');
      await untilServerRendered(request, '/prayers/info/553');
      await storeScript(page, mode.script);
      const differences = ssrDifferences(page);

      await page.goto('/characters/release-order');
      await expectHeading(page, 'Release Order');
      await hydrated(page);
      const reimu = page.locator('main a[href$="?character=1001"]').first();
      // The thumbnail's title and accessible name start with the name, then type and role.
      await expect(reimu).toHaveAttribute('title', new RegExp(`^${escape(mode.reimu)} \\(`));
      await expect(reimu).toHaveAccessibleName(new RegExp(`^${escape(mode.reimu)} \\(`));
      expect(await reimu.locator('[lang="ja"]').allTextContents()).toEqual(mode.japanese);

      await page.goto('/characters/release-order?character=1001');
      const heading = dialog(page).getByRole('heading', { level: 3 });
      await expect(heading).toHaveText(mode.reimu);
      expect(await heading.locator('[lang="ja"]').allTextContents()).toEqual(mode.japanese);
      await expect(dialog(page)).toContainText('#1001');

      await page.goto('/prayers/info/553');
      await hydrated(page);
      const rateUps = page.locator('section[aria-labelledby="rate-up-heading"]');
      await expect(rateUps.locator('a[href*="character=8058"]')).toContainText(mode.clownpiece);
      await expect(rateUps.locator('a[href*="character=6094"]')).toContainText(mode.seija);
      if (mode.script !== 'en') await expect(rateUps.locator('a[href*="character=6094"] [lang="ja"]')).toHaveText('鬼人正邪');

      // The server renders the default names; the stored script follows right after hydrating.
      expect(differences).toEqual([]);
    });
  }

  test('story-card names follow the script: Japanese where the content has it, else English marked as English', async ({ page }) => {
    // Card 1 is "Lost Bamboo Forest" with its Japanese name; card 2, "Patchouli's Mountain Path", has
    // none (api-mock/content/story-cards/0001.json and 0002.json).
    await storeScript(page, 'ja');
    await page.goto('/ja/story-cards?name=lost%20bamboo%20forest');
    await hydrated(page);
    const lost = page.locator('main article[data-card-id="1"] h2');
    await expect(lost.locator('[lang="ja"]')).toHaveText('迷いの竹林');
    await page.goto('/ja/story-cards?name=patchouli');
    await hydrated(page);
    await expect(page.locator('main article[data-card-id="2"] h2 [lang="en"]')).toHaveText("Patchouli's Mountain Path");
  });

  test('the settings form switches the names, and they stay switched after a reload', async ({ page }) => {
    await page.goto('/settings');
    const names = page.getByRole('group', { name: 'Character names' });
    await expect(names.getByRole('radio', { name: 'English' })).toBeChecked();
    // Clicked as a player does: a tap before the form is React's is held and made once it is.
    await names.getByRole('radio', { name: '日本語' }).click();
    await expect(names.getByRole('radio', { name: '日本語' })).toBeChecked();
    await page.goto('/characters/release-order');
    await hydrated(page);
    await expect(page.locator('main a[href$="?character=1001"]').first()).toHaveAttribute('title', /^博麗霊夢 \(/);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('main a[href$="?character=1001"] [lang="ja"]').first()).toHaveText('博麗霊夢');
  });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
